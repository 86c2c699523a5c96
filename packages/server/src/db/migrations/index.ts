import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-foundation.ts';
import * as m0002 from './0002-reference-data.ts';
import * as m0003 from './0003-sessions.ts';
import * as m0004 from './0004-files.ts';
import * as m0005 from './0005-identity.ts';
import * as m0006 from './0006-public-site.ts';
import * as m0007 from './0007-pharmacy.ts';
import * as m0008 from './0008-billing.ts';
import * as m0009 from './0009-account.ts';
import * as m0010 from './0010-properties.ts';
import * as m0011 from './0011-membership.ts';
import * as m0012 from './0012-introductions-chat.ts';
import * as m0013 from './0013-lessee-interest.ts';
import * as m0015 from './0015-match-profile.ts';
import * as m0016 from './0016-admin-table-indexes.ts';
import * as m0017 from './0017-lessee-interest-blocks.ts';
import * as m0018 from './0018-marketplace-reads.ts';
import * as m0019 from './0019-prescription-tab-counts.ts';
import * as m0020 from './0020-lessee-interest-version.ts';
import * as m0021 from './0021-practice-position.ts';
import * as m0022 from './0022-session-ended-notify.ts';
import * as m0023 from './0023-provider-licenses.ts';
import * as m0025 from './0025-sign-in-throttle.ts';
import * as m0028 from './0028-audit-chain.ts';
import * as m0031 from './0031-outbound-message.ts';
import * as m0033 from './0033-stripe-prices.ts';
import * as m0038 from './0038-order-receipts.ts';
import * as m0039 from './0039-record-access.ts';
import * as m0040 from './0040-in-person-visits.ts';
import * as m0041 from './0041-space-bookings.ts';
import * as m0042 from './0042-offer-position.ts';

// Static imports rather than FileMigrationProvider: it cannot load .ts files under Vitest.
const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-reference-data': m0002,
  '0003-sessions': m0003,
  '0004-files': m0004,
  '0005-identity': m0005,
  '0006-public-site': m0006,
  '0007-pharmacy': m0007,
  '0008-billing': m0008,
  '0009-account': m0009,
  '0010-properties': m0010,
  '0011-membership': m0011,
  '0012-introductions-chat': m0012,
  '0013-lessee-interest': m0013,
  '0015-match-profile': m0015,
  '0016-admin-table-indexes': m0016,
  '0017-lessee-interest-blocks': m0017,
  '0018-marketplace-reads': m0018,
  '0019-prescription-tab-counts': m0019,
  '0020-lessee-interest-version': m0020,
  '0021-practice-position': m0021,
  '0022-session-ended-notify': m0022,
  '0023-provider-licenses': m0023,
  '0025-sign-in-throttle': m0025,
  '0028-audit-chain': m0028,
  '0031-outbound-message': m0031,
  '0033-stripe-prices': m0033,
  '0038-order-receipts': m0038,
  '0039-record-access': m0039,
  '0040-in-person-visits': m0040,
  '0041-space-bookings': m0041,
  '0042-offer-position': m0042,
};

export const migrationProvider: MigrationProvider = { getMigrations: async () => migrations };
