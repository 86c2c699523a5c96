import type { FileRecord } from '@carespace/domain';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types.ts';
import { grantLicenses, type TestUser } from './api.ts';

/**
 * The ten callers of the authorization matrix, and the objects its routes act on, built once per database.
 * Everything here goes through the API where that is quick (so the objects are what users make), and straight into
 * the database where the API would need a payment provider or many steps (paid and approved requests).
 */

export const IDENTITY_NAMES = [
  'anonymous',
  'patientA',
  'patientB',
  'seeker',
  'host',
  'otherHost',
  'pharmacist',
  'proElsewhere',
  'proHere',
  'admin',
] as const;
export type IdentityName = (typeof IDENTITY_NAMES)[number];

export interface Identity {
  name: IdentityName;
  /** Null for the anonymous visitor. */
  user: TestUser | null;
  session: string | undefined;
  organizationId: string | null;
  /** The anonymous visitor's questionnaire draft cookie (cs_qd): how a draft belongs to a visitor before sign-up. */
  draftCookie?: string;
}

/** The state where patient A lives and where "pro licensed here" reviews. */
export const HERE = 'NJ';
export const ELSEWHERE = 'CA';

/**
 * How a provider comes to be licensed in a state, for reviewing prescriptions there: a license an admin verified
 * and that has not expired. The one place the matrix grants it.
 */
export async function grantLicence(db: Kysely<DB>, userId: string, usState: string): Promise<void> {
  await grantLicenses(db, userId, [usState]);
}

export const MEDICATION = {
  EDYS: 'rxm_tadalafil_5mg_30',
  SCCM: 'rxm_flibanserin_100mg_30',
  PREP: 'rxm_emtricitabine_tenofovir_df_200_300mg_30',
  ACNE: 'rxm_tretinoin_cream_0_05pct_20g',
} as const;

export const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Pat Ient' };

export interface PharmacyRequest {
  id: string;
  orderId: string;
  checkoutSessionId: string;
}

export interface World {
  app: FastifyInstance;
  db: Kysely<DB>;
  who: Record<IdentityName, Identity>;
  /**
   * The visitor's and each patient's unpaid questionnaire (erectile dysfunction): every step answered eligibly, the
   * ID photo uploaded, a medication chosen, so it is ready for checkout.
   */
  drafts: Partial<Record<IdentityName, string>>;
  /** Patient A's request (female libido) in New Jersey: paid, waiting for a reviewer. Its ID upload is linked. */
  pending: PharmacyRequest & { idUpload: FileRecord };
  /** Patient A's request (PrEP) in New Jersey: approved by pro licensed here, with the prescription attached. */
  approved: PharmacyRequest & { prescription: FileRecord };
  /** Each patient's acne subscription, paid through the payment sandbox: a real checkout session and subscription. */
  rxCheckouts: Record<'patientA' | 'patientB', { sessionId: string; subscriptionId: string }>;
  /** The host's membership, paid through the payment sandbox. */
  membershipCheckout: { sessionId: string };
  /** A listed property of each organization's provider (seeker, host, otherHost). */
  properties: Partial<Record<IdentityName, string>>;
  /** A draft (unlisted) property of the host. */
  hostDraftProperty: string;
  /** A photo of the host's listing (public folder). */
  propertyPhoto: FileRecord;
  /** The host's practice logo, set through the picture call (public folder). */
  logo: FileRecord;
  /** The scan of the license "pro licensed here" submitted (private folder: its owner and admins only). */
  licenseDocument: FileRecord;
  /** host ↔ seeker (the seeker's application approved), and otherHost ↔ a practice outside the matrix. */
  chats: { hostSeeker: string; otherHostGuest: string };
}

// ---- whose object is "own" and whose is "other" ----

/** Another patient's: patient B's for patient A, patient A's for everyone else. */
export const otherPatient = (name: IdentityName): IdentityName =>
  name === 'patientA' ? 'patientB' : 'patientA';
/** Another practice's: otherHost's for the host, the host's for everyone else. */
export const otherHost = (name: IdentityName): IdentityName => (name === 'host' ? 'otherHost' : 'host');
