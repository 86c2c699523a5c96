import { Suspense, useState } from 'react';
import { lazyAntd } from '../../../components/lazy-antd.tsx';
import { readSignupReason, type WelcomeReason } from '../../../lib/signup-reason-storage.ts';

const WelcomeDialog = lazyAntd<{ reasons: readonly WelcomeReason[] }>(
  async () => (await import('./WelcomeDialog.tsx')).WelcomeDialog,
);

/**
 * The area shells' welcome: the dialog and its steps load only on the visit that shows them, the
 * first after sign-up, not with every signed-in page.
 */
export function WelcomeOnFirstVisit({ reasons }: { reasons: readonly WelcomeReason[] }) {
  const [due] = useState(() => {
    const stored = readSignupReason();
    return stored !== null && reasons.includes(stored);
  });
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <WelcomeDialog reasons={reasons} />
    </Suspense>
  );
}
