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

/** The query parameter of an emailed link that carries its key. */
export const VERIFICATION_KEY_PARAMETER = 'verificationKey';

/** No key in the address: known from the address alone, so the first paint (and a pre-rendered page) shows it. */
const MISSING: VerificationKeyParam = { key: null, problem: VERIFY_EMAIL.missingKey };

/**
 * Checks a key with the domain's verificationKeySchema, loaded on demand (zod is not part of the entry pages'
 * first download). No key at all is the schema's missing-key answer without loading it: what a visitor who
 * opens the page by hand gets at once.
 */
export async function checkVerificationKey(raw: string | null): Promise<VerificationKeyParam> {
  if (!raw?.trim()) return MISSING;
  const { verificationKeySchema } = await import('../components/auth-form-schemas.ts');
  const parsed = verificationKeySchema.safeParse(raw);
  if (parsed.success) return { key: parsed.data, problem: null };
  return { key: null, problem: parsed.error.issues[0]?.message ?? VERIFY_EMAIL.missingKey };
}

/**
 * Reads ?verificationKey= of an emailed link (verify, reset, welcome). No key at all is answered at once, even
 * while pre-rendering: the build writes that page for the bare address, and a page for an address with a key
 * (scripts/prerender-web.mjs). A key is null while it is checked, and on a pre-rendered page until hydrated (the
 * build cannot know it).
 */
export function useVerificationKeyParam(): VerificationKeyParam | null {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const raw = searchParams.get(VERIFICATION_KEY_PARAMETER);
  const missing = !raw?.trim();
  const [checked, setChecked] = useState<{ raw: string | null; result: VerificationKeyParam } | null>(null);

  useEffect(() => {
    if (!hydrated || missing) return;
    let current = true;
    void checkVerificationKey(raw).then((result) => {
      if (current) setChecked({ raw, result });
    });
    return () => {
      current = false;
    };
  }, [hydrated, missing, raw]);

  if (missing) return MISSING;
  return hydrated && checked?.raw === raw ? checked.result : null;
}
