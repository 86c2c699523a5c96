import type {
  AdminVisitRequest,
  ClinicianVisitRequest,
  InPersonOffer,
  InPersonOfferUpdate,
  PatientVisitRequest,
  ReferralView,
  VisitAnswers,
  VisitRequestCreate,
} from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../../lib/api-client.ts';

const KEY = ['in-person'] as const;
const offerKey = [...KEY, 'offer'] as const;
const visitRequestsKey = [...KEY, 'visit-requests'] as const;
const referralKey = (id: string) => [...KEY, 'referral', id] as const;

/** GET /api/in-person/offer: the signed-in provider's offer to see referred patients. */
export function useOwnOffer() {
  return useApiQuery<InPersonOffer>(offerKey, '/in-person/offer', { staleTime: 0, silent: true });
}

/** PUT /api/in-person/offer. Failures are shown by the form. */
export function useSaveOffer() {
  const client = useQueryClient();
  return useApiMutation<InPersonOffer, InPersonOfferUpdate>('PUT', '/in-person/offer', {
    silent: true,
    onSuccess: (offer) => client.setQueryData(offerKey, offer),
  });
}

/** GET /api/in-person/referrals/{id}: the reviewer's note, nearby clinicians and the patient's visit requests. */
export function useReferral(id: string) {
  return useApiQuery<ReferralView>(referralKey(id), `/in-person/referrals/${encodeURIComponent(id)}`, {
    staleTime: 0,
  });
}

/** POST /api/in-person/visit-requests. Failures are shown by the form. */
export function useRequestVisit(referralId: string) {
  const client = useQueryClient();
  return useApiMutation<PatientVisitRequest, VisitRequestCreate>('POST', '/in-person/visit-requests', {
    silent: true,
    onSuccess: () => client.invalidateQueries({ queryKey: referralKey(referralId) }),
  });
}

/** GET /api/in-person/visit-requests: the requests sent to the signed-in clinician. */
export function useVisitRequests() {
  return useApiQuery<ClinicianVisitRequest[]>(visitRequestsKey, '/in-person/visit-requests', {
    staleTime: 0,
    silent: true,
  });
}

/** GET /api/in-person/visit-requests/{id}/answers, loaded when the clinician asks for them. */
export function useSharedAnswers(id: string, enabled: boolean) {
  return useApiQuery<VisitAnswers>(
    [...visitRequestsKey, id, 'answers'],
    `/in-person/visit-requests/${encodeURIComponent(id)}/answers`,
    { enabled },
  );
}

type AnswerResult = { id: string; status: 'ACPT' | 'DECL'; acceptedTime: string | null };

export function useAcceptVisit() {
  const client = useQueryClient();
  return useApiMutation<AnswerResult, { id: string; time: string }>(
    'POST',
    ({ id }) => `/in-person/visit-requests/${encodeURIComponent(id)}/accept`,
    { onSuccess: () => client.invalidateQueries({ queryKey: visitRequestsKey }) },
  );
}

export function useDeclineVisit() {
  const client = useQueryClient();
  return useApiMutation<AnswerResult, { id: string; reason: string }>(
    'POST',
    ({ id }) => `/in-person/visit-requests/${encodeURIComponent(id)}/decline`,
    { silent: true, onSuccess: () => client.invalidateQueries({ queryKey: visitRequestsKey }) },
  );
}

/** GET /api/admin/in-person/visit-requests: the newest visit requests (admins). */
export function useAdminVisitRequests() {
  return useApiQuery<AdminVisitRequest[]>([...KEY, 'admin'], '/admin/in-person/visit-requests', {
    staleTime: 0,
  });
}
