/**
 * Session storage that never throws: private modes and sandboxed frames may refuse it outright, and a full
 * store is cleared and written again.
 */
export function readSessionItem(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function isQuotaExceeded(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

/** Returns whether the value was stored. */
export function writeSessionItem(key: string, value: string): boolean {
  try {
    window.sessionStorage.setItem(key, value);
    return true;
  } catch (error) {
    if (!isQuotaExceeded(error)) return false;
  }
  try {
    window.sessionStorage.clear();
    window.sessionStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
