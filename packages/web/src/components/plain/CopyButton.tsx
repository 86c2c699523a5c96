import { useEffect, useState } from 'react';
import { cx } from './class-names.ts';
import { CheckIcon, CopyIcon } from './icons.tsx';
import './plain.css';

/** How long 'Copied' shows before the button offers to copy again. */
const CONFIRM_MS = 3000;

type Outcome = 'idle' | 'copied' | 'failed';

const LABEL: Record<Outcome, string> = { idle: 'Copy', copied: 'Copied', failed: 'Could not copy' };

export interface CopyButtonProps {
  /** What goes to the clipboard. */
  text: string;
  className?: string;
}

/**
 * A small icon button that copies `text`, for a reference the user will quote elsewhere (a prescription id, a
 * tracking number). Its name says what happened: 'Copy', then 'Copied' (or 'Could not copy' where the browser
 * refuses the clipboard), shown as a tooltip too.
 */
export function CopyButton({ text, className }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = window.setTimeout(() => setOutcome('idle'), CONFIRM_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <button
      type="button"
      className={cx('cs-ui-copy', outcome === 'copied' && 'cs-ui-copy--copied', className)}
      aria-label={LABEL[outcome]}
      title={LABEL[outcome]}
      onClick={() => void copy()}
    >
      {outcome === 'copied' ? <CheckIcon /> : <CopyIcon />}
    </button>
  );
}
