import { ChangelogDrawer } from '../../features/changelog/components/ChangelogDrawer.tsx';
import { WelcomeOnFirstVisit } from '../../features/welcome/components/WelcomeOnFirstVisit.tsx';
import { AreaShell } from './AreaShell.tsx';

const PROVIDER_REASONS = ['FIND', 'LIST', 'ACQR'] as const;

/** The provider area's shell, with the changelog and the first visit's welcome. */
export default function ProviderShell() {
  return (
    <AreaShell
      area="provider"
      headerExtras={
        <>
          <ChangelogDrawer audience="provider" />
          <WelcomeOnFirstVisit reasons={PROVIDER_REASONS} />
        </>
      }
    />
  );
}
