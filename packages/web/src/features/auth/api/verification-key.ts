import { VERIFY_EMAIL, verificationKeySchema } from '@carespace/domain';
import { useSearchParams } from 'react-router';

export interface VerificationKeyParam {
  /** The key from the emailed link, trimmed; null when missing or cut short. */
  key: string | null;
  /** The spec's message for a missing or short key (spec 01 §5), known without asking the server. */
  problem: string | null;
}

export function checkVerificationKey(raw: string | null): VerificationKeyParam {
  const parsed = verificationKeySchema.safeParse(raw ?? '');
  if (parsed.success) return { key: parsed.data, problem: null };
  return { key: null, problem: parsed.error.issues[0]?.message ?? VERIFY_EMAIL.missingKey };
}

/** Reads ?verificationKey= of an emailed link (verify, reset, welcome). */
export function useVerificationKeyParam(): VerificationKeyParam {
  const [searchParams] = useSearchParams();
  return checkVerificationKey(searchParams.get('verificationKey'));
}
