import type { Identity } from '@carespace/domain';
import { createContext, useContext } from 'react';

/** The three signed-in areas named by their path. */
export type Area = 'admin' | 'provider' | 'rx';

/** What the pages of a signed-in area get from their shell: who is signed in, and how to sign out. */
export interface ShellValue {
  area: Area;
  identity: Identity;
  signOut: () => void;
}

export const ShellContext = createContext<ShellValue | null>(null);

export function useShell(): ShellValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() is only available inside an area shell');
  return value;
}
