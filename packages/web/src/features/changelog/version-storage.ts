/** Local storage key of the newest changelog version the person has seen. */
export const VERSION_KEY = 'version';

// Local storage may be refused (private modes, sandboxed frames): then the dot simply stays.
export function readSeenVersion(): string | null {
  try {
    return window.localStorage.getItem(VERSION_KEY);
  } catch {
    return null;
  }
}

export function storeSeenVersion(version: string): void {
  try {
    window.localStorage.setItem(VERSION_KEY, version);
  } catch {
    // Nothing to do: the dot shows again next time.
  }
}
