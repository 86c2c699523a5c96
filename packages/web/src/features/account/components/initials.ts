/** Up to two capital initials of a name ("Ada Lovelace" → "AL"), for an avatar without a picture. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}
