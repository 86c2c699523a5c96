/**
 * 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) …' → 'Windows': enough for the password-change notice and the
 * admin's security log.
 */
export function osFromUserAgent(userAgent: string): string {
  if (/Windows/i.test(userAgent)) return 'Windows';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'iOS';
  if (/Android/i.test(userAgent)) return 'Android';
  if (/CrOS/i.test(userAgent)) return 'ChromeOS';
  if (/Mac OS X|Macintosh/i.test(userAgent)) return 'macOS';
  if (/Linux/i.test(userAgent)) return 'Linux';
  return 'Unknown device';
}
