import { VERIFY_EMAIL } from '@carespace/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useHydrated } from '../../../components/public-form/use-hydrated.ts';

export interface VerificationKeyParam {
  /** The key from the emailed link, trimmed; null when missing or cut short. */
  key: string | null;
  /** The spec's message for a missing or short key (spec 01 §5), known without asking the server. */
  problem: string | null;
}

/**
 * Checks a key with the domain's verificationKeySchema, loaded on demand (zod is not part of the entry pages'
 * first download). No key at all is the schema's missing-key answer without loading it: what a visitor who
 * opens the page by hand gets at once.
 */
export async function checkVerificationKey(raw: string | null): Promise<VerificationKeyParam> {
  if (!raw?.trim()) return { key: null, problem: VERIFY_EMAIL.missingKey };
  const { verificationKeySchema } = await import('../components/auth-form-schemas.ts');
  const parsed = verificationKeySchema.safeParse(raw);
  if (parsed.success) return { key: parsed.data, problem: null };
  return { key: null, problem: parsed.error.issues[0]?.message ?? VERIFY_EMAIL.missingKey };
}

/**
 * Reads ?verificationKey= of an emailed link (verify, reset, welcome): null while it is being checked, and on a
 * pre-rendered page until hydrated (the build rendered the page without any query).
 */
export function useVerificationKeyParam(): VerificationKeyParam | null {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('verificationKey');
  const [checked, setChecked] = useState<{ raw: string | null; result: VerificationKeyParam } | null>(null);

  useEffect(() => {
    if (!hydrated) return;
    let current = true;
    void checkVerificationKey(raw).then((result) => {
      if (current) setChecked({ raw, result });
    });
    return () => {
      current = false;
    };
  }, [hydrated, raw]);

  return hydrated && checked?.raw === raw ? checked.result : null;
}
