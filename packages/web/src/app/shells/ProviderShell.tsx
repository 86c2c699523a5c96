import { AreaShell } from './AreaShell.tsx';

/** The provider area's shell (spec 02 §2). */
export default function ProviderShell() {
  return <AreaShell area="provider" />;
}
