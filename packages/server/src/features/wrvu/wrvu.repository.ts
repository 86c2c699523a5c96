import { WRVU_CODES, WRVU_SPECIALTIES, type WrvuCode, type WrvuSpecialty } from './wrvu-codes.ts';

/*
 * The code catalogue is published data that changes once a year with the fee schedule, so it ships with the
 * code (wrvu-codes.ts) rather than living in a table; this module is the one place that reads it.
 */

const byCpt = new Map(WRVU_CODES.map((code) => [code.cpt, code]));

export function allWrvuCodes(): readonly WrvuCode[] {
  return WRVU_CODES;
}

export function findWrvuCode(cpt: string): WrvuCode | undefined {
  return byCpt.get(cpt.trim().toUpperCase());
}

export function allWrvuSpecialties(): readonly WrvuSpecialty[] {
  return WRVU_SPECIALTIES;
}
