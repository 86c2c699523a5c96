/** The large icon of a status screen (check your email, done, link problem): inline SVG, no icon library. */
const PATHS = {
  mail: 'M4 6h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1zm0 1.8V17h16V7.8l-8 5.2-8-5.2zM5.6 7 12 11.2 18.4 7H5.6z',
  success: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm4.3 6.3-5.6 5.6-2.9-2.9-1.4 1.4 4.3 4.3 7-7-1.4-1.4z',
  error:
    'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm3.5 5.1L12 10.6 8.5 7.1 7.1 8.5l3.5 3.5-3.5 3.5 1.4 1.4 3.5-3.5 3.5 3.5 1.4-1.4-3.5-3.5 3.5-3.5-1.4-1.4z',
} as const;

const TONE = { mail: 'info', success: 'success', error: 'error' } as const;

export function StatusIcon({ kind }: { kind: keyof typeof PATHS }) {
  return (
    <span className={`cs-auth__status-icon cs-auth__status-icon--${TONE[kind]}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
        <path fill="currentColor" fillRule="evenodd" d={PATHS[kind]} />
      </svg>
    </span>
  );
}
