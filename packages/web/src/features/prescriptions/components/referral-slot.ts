import { createContext, type ReactNode, useContext } from 'react';

/**
 * What a referred request shows beneath its note: the clinicians nearby and the visit requests, which another
 * feature renders (features do not import each other; the app passes it in).
 */
export const ReferralSlot = createContext<((patientQuestionnaireId: string) => ReactNode) | null>(null);

export const useReferralSlot = () => useContext(ReferralSlot);
