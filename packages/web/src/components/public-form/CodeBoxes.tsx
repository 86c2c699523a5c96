import { TWO_FACTOR_CODE_LENGTH } from '@carespace/domain';
import {
  type ClipboardEvent,
  type FormEvent,
  forwardRef,
  type KeyboardEvent,
  useImperativeHandle,
  useRef,
} from 'react';
import './CodeBoxes.css';

export interface CodeBoxesHandle {
  /** Puts the cursor in the first empty box (the first box when all are filled). */
  focus(): void;
}

export interface CodeBoxesProps {
  /** One entry per box: '' or a single digit. */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Called when an entry completes the code (typing the sixth digit, or pasting a whole code). */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the text describing the boxes (the prompt or the error). */
  describedBy?: string;
  autoFocus?: boolean;
}

export const EMPTY_CODE: readonly string[] = Array.from({ length: TWO_FACTOR_CODE_LENGTH }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * The two-factor screen's code: six single-digit boxes, digits only, moving on by themselves; a pasted (or
 * autofilled) code spreads over the boxes; the sixth digit completes the code.
 */
export const CodeBoxes = forwardRef<CodeBoxesHandle, CodeBoxesProps>(function CodeBoxes(
  { value, onChange, onComplete, disabled, invalid, describedBy, autoFocus },
  ref,
) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, TWO_FACTOR_CODE_LENGTH - 1))];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({
    focus: () => {
      const firstEmpty = value.indexOf('');
      focusBox(firstEmpty === -1 ? 0 : firstEmpty);
    },
  }));

  /** Writes digits from box `start` on, then moves on or completes. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    const written = digits.slice(0, TWO_FACTOR_CODE_LENGTH - start);
    for (let i = 0; i < written.length; i++) next[start + i] = written[i]!;
    onChange(next);
    const complete = next.every((digit) => digit !== '');
    if (complete) {
      boxes.current[start + written.length - 1]?.blur();
      onComplete?.(next.join(''));
    } else {
      const firstEmptyAfter = next.findIndex((digit, i) => i >= start + written.length && digit === '');
      focusBox(firstEmptyAfter === -1 ? next.indexOf('') : firstEmptyAfter);
    }
  };

  const onInput = (index: number) => (event: FormEvent<HTMLInputElement>) => {
    const typed = onlyDigits(event.currentTarget.value);
    if (typed === '') {
      // A letter (nothing kept) or a deletion.
      const next = [...value];
      next[index] = '';
      onChange(next);
      return;
    }
    // Typing into a filled box (caret before or after its digit) gives two characters: keep the new one.
    // More digits at once (the phone's code autofill) fill on from this box.
    const current = value[index]!;
    const digits =
      typed.length === 2 && current !== '' ? (typed[0] === current ? typed[1]! : typed[0]!) : typed;
    fill(index, digits);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && value[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < TWO_FACTOR_CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key.length === 1 && !/\d/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault(); // digits only
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits === '') return;
    // A whole code goes in from the first box, wherever it was pasted.
    fill(digits.length >= TWO_FACTOR_CODE_LENGTH ? 0 : index, digits);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend styling
    <div className="cs-code-boxes" role="group" aria-label="Verification code" aria-describedby={describedBy}>
      {value.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, they never reorder
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={`cs-code-boxes__box${invalid ? ' cs-code-boxes__box--invalid' : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          // The first box takes the code the phone offers from the text message.
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // biome-ignore lint/a11y/noAutofocus: the code is the only thing this screen asks for
          autoFocus={autoFocus && index === 0}
          aria-label={`Digit ${index + 1} of ${TWO_FACTOR_CODE_LENGTH}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          value={digit}
          onChange={onInput(index)}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.currentTarget.select()}
        />
      ))}
    </div>
  );
});
