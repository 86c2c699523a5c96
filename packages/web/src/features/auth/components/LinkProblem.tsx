import { CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** An emailed link that cannot work (missing or cut-short key): what is wrong and what to do instead. */
export function LinkProblem({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="cs-auth__status" role="alert">
      <CloseCircleFilled className="cs-auth__status-icon cs-auth__status-icon--error" aria-hidden />
      <p>{message}</p>
      {children}
    </div>
  );
}
