import type { PropertyView } from '@carespace/domain';

/** A listed property as another organization sees it (no street address, matched today), for the web's tests. */
export function propertyView(overrides: Partial<PropertyView> = {}): PropertyView {
  return {
    id: 'p1',
    property_id: 'p1',
    organization_id: 'o1',
    title: 'Sunlit therapy office',
    description: 'A calm office.',
    propertyStatus: 'LIST',
    addressInfo: {
      addressLineOne: null,
      addressLineTwo: null,
      city: 'Hoboken',
      usState: 'NJ',
      zipcode: '07030',
    },
    latitude: 40.74,
    longitude: -74.03,
    roomTypes: ['THRP'],
    supportedProviderSpecialty: ['LPCC'],
    unsupportedProviderSpecialty: [],
    rate: 4000,
    ratePeriod: 'SESN',
    roomInfo: { items: [] },
    propertyPhoto: { files: [] },
    priority: 1,
    isOwner: false,
    matched: true,
    matchedOn: new Date().toISOString(),
    viewedOn: null,
    sentIntroductionOn: null,
    alerts: { pendingApp: 0 },
    distanceMiles: null,
    hostName: 'Helen Ortiz',
    hostLicenseStates: [],
    organizationName: 'Riverside Family Practice',
    createdOn: '2026-11-01T12:00:00.000Z',
    updatedOn: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
