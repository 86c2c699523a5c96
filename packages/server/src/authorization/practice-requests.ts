import { newId } from '../lib/ids.ts';
import { fresh, otherHost, otherPatient } from '../test/identities.ts';
import {
  actingPractice,
  type CallContext,
  chatOf,
  invalidQuery,
  own,
  pictureUpload,
  plain,
  practiceOf,
  propertyOf,
  type RouteRequests,
  required,
  userOf,
} from './request-helpers.ts';

/** The authorization matrix's requests of practices and spaces: profiles, pictures, notifications, listings, matches, applications and chats. */

const propertyBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Quiet consult room on River Street',
  description: 'A calm consult room with a desk and two chairs, free on weekday mornings.',
  propertyStatus: 'LIST',
  addressInfo: {
    addressLineOne: '1 Hudson Street',
    addressLineTwo: null,
    city: 'Hoboken',
    usState: 'NJ',
    zipcode: '07030',
  },
  roomTypes: ['EXAM'],
  supportedProviderSpecialty: [],
  unsupportedProviderSpecialty: [],
  rate: 40_00,
  ratePeriod: 'SESN',
  roomInfo: { items: [] },
  propertyPhoto: { files: [] },
  ...overrides,
});

export const PRACTICE_REQUESTS: Record<string, RouteRequests> = {
  'GET /api/profile': {
    valid: (c) => ({ url: `/api/profile?userId=${userOf(c)}` }),
    invalid: invalidQuery(`/api/profile?userId=${'x'.repeat(300)}`),
  },
  'PUT /api/profile': {
    valid: (c) => ({ url: '/api/profile', payload: { id: userOf(c), firstName: 'Robin', lastName: 'Hale' } }),
  },
  'POST /api/profilePicture/:organizationId/:userId/:type': {
    valid: (c) => ({ url: pictureUrl(c), ...pictureUpload() }),
  },
  'PUT /api/profile/avatar/:organizationId/:userId/:type': {
    valid: (c) => ({
      url: pictureUrl(c).replace('/api/profilePicture/', '/api/profile/avatar/'),
      payload: { imageId: 'initials' },
    }),
  },
  'PUT /api/organization': {
    valid: (c) => ({ url: '/api/organization', payload: { id: practiceOf(c), name: 'Renamed Practice' } }),
  },
  'GET /api/notification/:organizationId': {
    valid: (c) => ({ url: `/api/notification/${notificationPath(c)}` }),
  },
  'PUT /api/notification/:organizationId': {
    valid: (c) => ({
      url: `/api/notification/${notificationPath(c)}`,
      payload: { settings: [{ type: 'CHAT', method: ['EMAL'] }] },
    }),
  },

  'GET /api/properties': {
    valid: (c) => ({ url: `/api/properties?organizationId=${practiceOf(c)}` }),
    invalid: invalidQuery(`/api/properties?organizationId=${'x'.repeat(300)}`),
  },
  'GET /api/properties/guest': {
    valid: (c) => ({ url: `/api/properties/guest?organizationId=${practiceOf(c)}` }),
    invalid: invalidQuery('/api/properties/guest?page=0'),
  },
  'GET /api/properties/suggestion/geometry': {
    valid: plain('/api/properties/suggestion/geometry?lat=40.7445&lng=-74.0329&range=5'),
    invalid: invalidQuery('/api/properties/suggestion/geometry'),
  },
  'GET /api/properties/nearby': { valid: plain('/api/properties/nearby') },
  'PUT /api/properties/update-priority/:organizationId': {
    valid: (c) => ({
      url: `/api/properties/update-priority/${practiceOf(c)}`,
      payload: { prioritizeProperty: [propertyOf(c)] },
    }),
  },
  'POST /api/propertyMatch/:propertyId': {
    valid: (c) => ({
      url: `/api/propertyMatch/${propertyOf(c)}`,
      payload: { organizationId: actingPractice(c) },
    }),
  },
  'POST /api/properties': {
    valid: (c) => ({ url: '/api/properties', payload: propertyBody({ organizationId: practiceOf(c) }) }),
  },
  'GET /api/properties/:id': {
    valid: (c) => ({
      url: `/api/properties/${c.case === 'draft' ? c.world.hostDraftProperty : propertyOf(c)}`,
    }),
  },
  'PUT /api/properties/:id': {
    valid: (c) => ({ url: `/api/properties/${propertyOf(c)}`, payload: propertyBody() }),
  },
  'DELETE /api/properties/:id': {
    valid: async (c) => ({
      url: `/api/properties/${await fresh.property(c.world, own(c) ? c.name : otherHost(c.name))}`,
    }),
  },
  'GET /api/search/lessee': {
    valid: plain('/api/search/lessee?state=NJ'),
    invalid: invalidQuery('/api/search/lessee?state=ZZ'),
  },

  'POST /api/propertyIntroduction': {
    valid: async (c) => ({
      url: '/api/propertyIntroduction',
      payload: {
        propertyId: own(c) ? propertyOf(c) : await fresh.property(c.world, otherHost(c.name)),
        // An admin applies for a practice they name.
        ...(c.who.user && !c.who.organizationId && c.name === 'admin'
          ? { organizationId: actingPractice(c) }
          : {}),
        messageToHost: 'Two mornings a week, please.',
        howSoon: 'NOWX',
      },
    }),
  },
  'GET /api/propertyIntroduction/host/:organizationId': {
    valid: (c) => ({ url: `/api/propertyIntroduction/host/${practiceOf(c)}?viewCondition=simple` }),
  },
  'POST /api/propertyIntroduction/:decision/:applicationId': {
    valid: async (c) => ({
      url: `/api/propertyIntroduction/true/${await fresh.application(c.world, own(c) ? c.name : otherHost(c.name))}`,
    }),
  },
  'GET /api/propertyChat': { valid: plain('/api/propertyChat') },
  'GET /api/propertyChat/:chatId/messages': {
    valid: (c) => ({ url: `/api/propertyChat/${chatOf(c)}/messages` }),
  },
  'POST /api/propertyChat/:chatId/messages': {
    valid: (c) => ({
      url: `/api/propertyChat/${chatOf(c)}/messages`,
      payload: { clientMessageId: `matrix-${newId()}`, body: 'Is Tuesday morning still free?' },
    }),
  },
  'POST /api/propertyChat/:chatId/read': {
    // The first message of the conversation (every conversation of the matrix has one).
    valid: (c) => ({ url: `/api/propertyChat/${chatOf(c)}/read`, payload: { seq: 1 } }),
  },
  'GET /api/propertyChat/:chatId/socket': {
    valid: (c) => ({ url: `/api/propertyChat/${chatOf(c)}/socket`, transport: 'websocket' }),
  },
  'GET /api/propertyChat/:chatId/stream': {
    valid: (c) => ({ url: `/api/propertyChat/${chatOf(c)}/stream`, transport: 'event-stream' }),
  },
};

/** Picture calls: a person's own picture, another's, or a practice's logo (own or another's). */
function pictureUrl(c: CallContext): string {
  if (c.case === 'ownPractice' || c.case === 'otherPractice') {
    const organizationId =
      c.case === 'ownPractice'
        ? required(c.who.organizationId, c)
        : c.world.who[otherHost(c.name)].organizationId!;
    const owner = c.case === 'ownPractice' ? c.who : c.world.who[otherHost(c.name)];
    // An admin names the practice and its owner.
    const userId =
      c.name === 'admin' || c.case === 'ownPractice' ? owner.user!.id : (c.who.user?.id ?? owner.user!.id);
    return `/api/profilePicture/${organizationId}/${userId}/organization`;
  }
  const userId = userOf(c);
  const subject = own(c) ? c.who : c.world.who[otherPatient(c.name)];
  return `/api/profilePicture/${subject.organizationId ?? userId}/${userId}/user`;
}

/** Preferences are a person's: the caller's practice (or their own id without one); another practice's. */
function notificationPath(c: CallContext): string {
  if (own(c)) return c.who.organizationId ?? c.who.user!.id;
  return c.world.who[otherHost(c.name)].organizationId!;
}
