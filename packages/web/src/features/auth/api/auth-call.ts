import { useCallback, useRef, useState } from 'react';
import { apiCall } from '../../../lib/api-call.ts';
import { ApiError } from '../../../lib/api-fetch.ts';

export interface AuthCallCallbacks<T> {
  onSuccess?: (result: T) => void;
  onError?: (error: ApiError) => void;
}

type State<T> =
  | { status: 'idle' | 'pending'; data: undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: undefined; error: ApiError };

const IDLE = { status: 'idle', data: undefined, error: null } as const;

/**
 * A POST of the auth pages through the wrapped JSON call (failures are shown, unless silent), with
 * the little state those pages need (pending, the answer, the failure). Not a TanStack Query mutation: the entry
 * pages are pre-rendered public pages and stay within their download budget without it.
 */
export function useAuthCall<T, V>(path: string, { silent = false }: { silent?: boolean } = {}) {
  const [state, setState] = useState<State<T>>(IDLE);
  // Only the latest call reports (a reset or a second submit supersedes the first).
  const latest = useRef(0);

  const mutate = useCallback(
    (variables: V, callbacks: AuthCallCallbacks<T> = {}) => {
      const call = ++latest.current;
      setState({ status: 'pending', data: undefined, error: null });
      const fail = (error: ApiError) => {
        if (call !== latest.current) return;
        setState({ status: 'error', data: undefined, error });
        callbacks.onError?.(error);
      };
      apiCall<T>(path, { method: 'POST', body: variables, silent }).then(
        (outcome) => {
          if (!outcome.success) return fail(outcome.error);
          if (call !== latest.current) return;
          setState({ status: 'success', data: outcome.result, error: null });
          callbacks.onSuccess?.(outcome.result);
        },
        // A gateway timeout is shown by the call and thrown.
        (error: unknown) => fail(error instanceof ApiError ? error : new ApiError(String(error))),
      );
    },
    [path, silent],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState(IDLE);
  }, []);

  return { ...state, mutate, reset, isPending: state.status === 'pending' };
}
