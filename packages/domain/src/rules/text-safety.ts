/**
 * Text PostgreSQL can store. It refuses a NUL character in text and JSON, and a UTF-16 surrogate without its
 * other half (what is left when an emoji is cut in two) has no UTF-8 encoding; either one in a request used to
 * reach the database and fail there as a server error. Requests carrying them are refused up front instead.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * True when any string inside a value (object keys included) is not storable. Walks with its own stack, so a
 * deeply nested body cannot overflow the call stack; binary data (a Buffer) is not text and is skipped.
 */
export function containsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (!isStorableText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (!isStorableText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}
