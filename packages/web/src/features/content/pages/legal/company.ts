/** Who the legal documents are from, and where to write. */
export const COMPANY = {
  name: 'Carespace, Inc.',
  address: '100 Hudson Street, Suite 400, Hoboken, NJ 07030',
  privacyEmail: 'privacy@carespace.health',
  legalEmail: 'legal@carespace.health',
  effectiveDate: 'October 1, 2026',
} as const;
