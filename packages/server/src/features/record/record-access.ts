import {
  type RecordAccessEntry,
  type RecordReaderRole,
  TREATMENT_CATEGORY,
  type TreatmentCategory,
} from '@carespace/domain';
import type { ReadRow } from './record.repository.ts';

/** A request of the patient's, as much as a read's description needs. */
export interface NamedRequest {
  id: string;
  category: TreatmentCategory;
}

const categoryName = (request: NamedRequest) =>
  (TREATMENT_CATEGORY[request.category] ?? request.category).toLowerCase();

const ROLE_LABEL: Record<RecordReaderRole, string> = {
  staff: 'Carespace staff',
  reviewer: 'Reviewing clinician',
  pharmacist: 'Pharmacist',
  provider: 'Provider',
  patient: 'Patient',
  unknown: 'Account since closed',
};

function roleOf(row: ReadRow): RecordReaderRole {
  if (row.first_name === null) return 'unknown';
  if (row.healco_admin) return 'staff';
  if (row.provider_role === 'HPRO') return 'reviewer';
  if (row.provider_role === 'PHAR') return 'pharmacist';
  if (row.provider_role) return 'provider';
  return row.is_patient ? 'patient' : 'unknown';
}

const detailsOf = (row: ReadRow): Record<string, unknown> => {
  const details = typeof row.details === 'string' ? JSON.parse(row.details) : row.details;
  return details && typeof details === 'object' ? (details as Record<string, unknown>) : {};
};

/**
 * What a read was and where it happened, in the patient's words. Each audited read is written by one screen or
 * action, so the row's kind says which page it came from; the request it names says which of theirs it was.
 */
function describe(row: ReadRow, requests: readonly NamedRequest[]): { what: string; where: string } {
  const requestName = (id: string | null) => {
    const request = requests.find((r) => r.id === id);
    return request ? `your ${categoryName(request)} request` : 'a request of yours';
  };
  const details = detailsOf(row);
  switch (row.entity_type) {
    case 'patient_questionnaire': {
      const request = cap(requestName(row.entity_id));
      // The review modal marks a pharmacist's read (no answers shown); the questionnaire's own page names whether
      // the answers or only the progress were shown.
      if (details.verification === false)
        return { what: `${request}: the prescription to fill`, where: 'Pharmacy orders' };
      if (details.ephi === 'questionnaire status')
        return { what: `How far ${requestName(row.entity_id)} has got`, where: 'Questionnaire' };
      if (details.ephi === 'questionnaire answers')
        return { what: `${request} and your answers`, where: 'Questionnaire' };
      return { what: `${request} and your answers`, where: 'Prescription review' };
    }
    case 'prescription_list': {
      const ids = Array.isArray(details.ids) ? (details.ids as string[]) : [];
      const own = requests.filter((r) => ids.includes(r.id));
      const names = own.map(categoryName);
      return {
        what: `Your name and ${names.length > 1 ? 'requests' : 'request'} (${names.join(', ')}) in a list`,
        where: 'Prescription list',
      };
    }
    case 'shipping_address':
      return { what: `Your shipping address for ${requestName(row.entity_id)}`, where: 'Pharmacy orders' };
    case 'order_history':
      return { what: 'The receipt of one of your orders', where: 'Order receipt' };
    case 'file':
      return { what: 'A file of your request', where: 'File download' };
    case 'patient_list':
      return { what: 'Your name and contact details in a list', where: 'Admin: patients' };
    case 'user':
      return { what: 'Your account', where: 'Admin: accounts' };
    case 'profile':
      return { what: 'Your profile', where: 'Admin: profile' };
    case 'prescription_subscription':
      return { what: 'Your prescriptions and orders', where: 'Prescriptions' };
    case 'patient_record': {
      const reason = typeof details.reason === 'string' ? ` (reason given: ${details.reason})` : '';
      return { what: `A copy of your whole record${reason}`, where: 'Admin: record for a patient' };
    }
    default:
      return { what: 'Part of your record', where: 'Carespace' };
  }
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function accessEntry(row: ReadRow, requests: readonly NamedRequest[]): RecordAccessEntry {
  const role = roleOf(row);
  return {
    id: Number(row.id),
    occurredAt: new Date(row.occurred_at).toISOString(),
    reader: {
      role,
      roleLabel: ROLE_LABEL[role],
      name: row.first_name === null ? 'Unknown' : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    },
    ...describe(row, requests),
  };
}
