/** Joins the class names that apply, skipping the false and empty ones (`cx('a', open && 'a--open')`). */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
