/**
 * An ordinary web address: http or https with a host name that has a dot (example.com). Anything else (javascript:,
 * data:, ftp:, bare text) is refused: the address is shown to others as a link they may open.
 */
export function isWebAddress(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
