import { licenseToday, shiftCalendarDate, US_STATE_CODES } from '@carespace/domain';
import { createUser, grantLicenses } from '../test/api.ts';
import { fresh, otherHost, type World } from '../test/identities.ts';
import { nextSerial, own, plain, type RouteRequests, scanUpload } from './request-helpers.ts';

/** The authorization matrix's requests of uploads, downloads and state licenses. */

// Every state but the matrix's own (NJ, CA) and the one pending licenses of others use (VT); the caller's own
// pending licenses each take the next, so no two of one caller share a state.
const LICENSE_STATES = US_STATE_CODES.filter((code) => !['NJ', 'CA', 'VT'].includes(code));
const freshLicenseState = () => LICENSE_STATES[nextSerial() % LICENSE_STATES.length]!;

/** A pending license of a new healthcare professional: nobody's but theirs, for the admin to decide. */
async function pendingLicenseOfAnother(world: World): Promise<string> {
  const holder = await createUser(world.db, { providerRole: 'HPRO' });
  const [id] = await grantLicenses(world.db, holder.id, ['VT'], { status: 'PEND' });
  return id!;
}

export const FILE_LICENSE_REQUESTS: Record<string, RouteRequests> = {
  'POST /api/upload-files/:folder': {
    valid: (c) => ({ url: `/api/upload-files/${c.case}`, ...scanUpload() }),
  },
  'POST /api/fileUploader/:folder': {
    valid: (c) => ({ url: `/api/fileUploader/${c.case}`, ...scanUpload() }),
  },
  'DELETE /api/fileUploader/:folder/:fileName': {
    valid: async (c) => ({
      url: `/api/fileUploader/properties/${await fresh.file(c.world, own(c) ? c.name : otherHost(c.name))}`,
    }),
  },
  'GET /api/no-auth/download-file/:fileName/:folder': {
    valid: async (c) => {
      const { world } = c;
      if (c.case === 'properties')
        return { url: `/api/no-auth/download-file/${world.propertyPhoto.fileName}/properties` };
      if (c.case === 'logos') return { url: `/api/no-auth/download-file/${world.logo.fileName}/logos` };
      if (c.case === 'providerLicenses') {
        return { url: `/api/no-auth/download-file/${world.licenseDocument.fileName}/providerLicenses` };
      }
      if (c.case === 'patientPrescriptions') {
        return {
          url: `/api/no-auth/download-file/${world.approved.prescription.fileName}/patientPrescriptions`,
        };
      }
      if (c.case === 'patientQuestionnaires') {
        return { url: `/api/no-auth/download-file/${world.pending.idUpload.fileName}/patientQuestionnaires` };
      }
      // draftUpload: the ID photo patient A uploaded into their unpaid draft.
      const file = await world.db
        .selectFrom('patient_questionnaire_file as l')
        .innerJoin('stored_file as f', 'f.id', 'l.file_id')
        .select('f.file_name')
        .where('l.patient_questionnaire_id', '=', world.drafts.patientA!)
        .executeTakeFirstOrThrow();
      return { url: `/api/no-auth/download-file/${file.file_name}/patientQuestionnaires` };
    },
  },

  'GET /api/licenses': { valid: plain('/api/licenses') },
  'POST /api/licenses': {
    valid: () => ({
      url: '/api/licenses',
      payload: {
        usState: freshLicenseState(),
        licenseNumber: `VT ${nextSerial()}`,
        expiresOn: shiftCalendarDate(licenseToday(), 365),
      },
    }),
  },
  'DELETE /api/licenses/:id': {
    valid: async (c) => {
      // A pending license of the caller's own (providers), or of another provider for everyone else.
      if (own(c)) {
        const [id] = await grantLicenses(c.world.db, c.who.user!.id, [freshLicenseState()], {
          status: 'PEND',
        });
        return { url: `/api/licenses/${id}` };
      }
      return { url: `/api/licenses/${await pendingLicenseOfAnother(c.world)}` };
    },
  },
  'GET /api/admin/licenses': { valid: plain('/api/admin/licenses') },
  'POST /api/admin/licenses/:id/verify': {
    valid: async (c) => ({ url: `/api/admin/licenses/${await pendingLicenseOfAnother(c.world)}/verify` }),
  },
  'POST /api/admin/licenses/:id/reject': {
    valid: async (c) => ({
      url: `/api/admin/licenses/${await pendingLicenseOfAnother(c.world)}/reject`,
      payload: { reason: 'The number does not match the board.' },
    }),
  },
};
