import { useScrolledPast } from './use-scrolled-past.ts';

/** Shown once the visitor is a screen or so down the page; takes them (and focus) back to the top. */
export function ScrollUpButton({ mainId }: { mainId: string }) {
  const visible = useScrolledPast(600);
  return (
    <button
      type="button"
      className={`cs-scroll-up${visible ? ' is-visible' : ''}`}
      aria-label="Back to top"
      tabIndex={visible ? 0 : -1}
      aria-hidden={!visible}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        document.getElementById(mainId)?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M10 15V5m-5 5l5-5 5 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
