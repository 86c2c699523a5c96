import { ChangelogDrawer } from '../../features/changelog/components/ChangelogDrawer.tsx';
import { WelcomeOnFirstVisit } from '../../features/welcome/components/WelcomeOnFirstVisit.tsx';
import { AreaShell } from './AreaShell.tsx';

const PATIENT_REASONS = ['PATIENT'] as const;

/** The rx area's shell, with the changelog and the first visit's welcome. */
export default function PatientShell() {
  return (
    <AreaShell
      area="rx"
      headerExtras={
        <>
          <ChangelogDrawer audience="patient" />
          <WelcomeOnFirstVisit reasons={PATIENT_REASONS} />
        </>
      }
    />
  );
}
