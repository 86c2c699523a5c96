import { VERIFY_EMAIL, verificationKeyProblem } from '@carespace/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../../components/public-form/use-hydrated.ts';

export interface VerificationKeyParam {
  /** The key from the emailed link, trimmed; null when missing or cut short. */
  key: string | null;
  /** The product's message for a missing or short key, known without asking the server. */
  problem: string | null;
}

/** The query parameter of an emailed link that carries its key. */
export const VERIFICATION_KEY_PARAMETER = 'verificationKey';

/**
 * Checks a key by the domain's rules (verificationKeyProblem: the same as the server's verificationKeySchema,
 * without zod, which is not part of the entry pages' first download).
 */
export function checkVerificationKey(raw: string | null): VerificationKeyParam {
  const problem = verificationKeyProblem(raw);
  return problem ? { key: null, problem } : { key: raw?.trim() ?? null, problem: null };
}

/**
 * Reads ?verificationKey= of an emailed link (verify, reset, welcome). No key at all is answered at once, even
 * while pre-rendering: the build writes that page for the bare address, and a page for an address with a key
 * (scripts/prerender-web.mjs). A key is null on a pre-rendered page until hydrated (the build cannot know it).
 */
export function useVerificationKeyParam(): VerificationKeyParam | null {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get(VERIFICATION_KEY_PARAMETER);
  const checked = useMemo(() => checkVerificationKey(raw), [raw]);
  // No key is known from the address alone, so the first paint (and a pre-rendered page) shows it.
  return hydrated || checked.problem === VERIFY_EMAIL.missingKey ? checked : null;
}
