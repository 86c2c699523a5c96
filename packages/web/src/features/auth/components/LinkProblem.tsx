import type { ReactNode } from 'react';
import { StatusIcon } from './StatusIcon.tsx';

/** An emailed link that cannot work (missing or cut-short key): what is wrong and what to do instead. */
export function LinkProblem({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="cs-auth__status" role="alert">
      <StatusIcon kind="error" />
      <p>{message}</p>
      {children}
    </div>
  );
}
