import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import './CoverageCheck.css';

type CheckState =
  | { step: 'idle' }
  | { step: 'checking'; zipcode: string }
  | { step: 'found'; message: string };

export function coverageMessage(city: string, stateName: string): string {
  return `${city}, ${stateName} — licensed Carespace providers are available in ${stateName}.`;
}

/**
 * The state's full name from the usState reference table; its code if the table cannot be loaded. The query
 * cache comes with the first check, not with the page (the landing pages do without TanStack Query).
 */
async function stateName(code: string): Promise<string> {
  try {
    const [{ ensureAppQueryClient }, { referenceTableQuery }] = await Promise.all([
      import('../../../lib/query-client.ts'),
      import('../../../lib/reference-tables.ts'),
    ]);
    const states = await ensureAppQueryClient().fetchQuery(referenceTableQuery('usState'));
    return states.find((state) => state.id === code)?.name ?? code;
  } catch {
    return code; // the failure has been toasted by the query cache
  }
}

/**
 * "Check availability in your area". Only digits can be typed; anything else about the ZIP is the server's
 * to judge, so its message (e.g. 'Please enter a valid Zipcode.') is what the visitor sees.
 */
export function CoverageCheck() {
  const [zipcode, setZipcode] = useState('');
  const [check, setCheck] = useState<CheckState>({ step: 'idle' });
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    setZipcode(event.target.value.replace(/\D/g, '').slice(0, 5));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check.step === 'checking') return;
    setCheck({ step: 'checking', zipcode });
    try {
      // The API helpers come with the first check, not with the page (its download budget).
      const { lookupZipcode } = await import('../../../lib/zip-lookup.ts');
      const location = await lookupZipcode(zipcode);
      if (!location.success) {
        setCheck({ step: 'idle' }); // the reason is already on screen as a toast
        return;
      }
      const { city, state } = location.result;
      setCheck({ step: 'found', message: coverageMessage(city, await stateName(state)) });
    } catch {
      setCheck({ step: 'idle' }); // a gateway timeout, already shown
    }
  }

  const checking = check.step === 'checking';
  return (
    <section className="cs-coverage" aria-labelledby={headingId}>
      <h2 id={headingId} className="cs-coverage__title">
        Check availability in your area
      </h2>
      <p id={hintId} className="cs-coverage__hint">
        Enter your ZIP code to see whether Carespace providers are licensed where you live.
      </p>
      <form className="cs-coverage__form" onSubmit={onSubmit} noValidate>
        <label htmlFor={inputId} className="cs-coverage__label">
          ZIP code
        </label>
        <div className="cs-coverage__row">
          <input
            id={inputId}
            className="cs-coverage__input"
            aria-label="ZIP code"
            aria-describedby={hintId}
            name="zipcode"
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]*"
            maxLength={5}
            placeholder="07030"
            value={zipcode}
            onChange={onChange}
          />
          <button
            type="submit"
            className="cs-button cs-coverage__button"
            disabled={checking}
            aria-busy={checking}
          >
            Check
          </button>
        </div>
      </form>
      <p role="status" className={`cs-coverage__result cs-coverage__result--${check.step}`}>
        {check.step === 'checking' && `Checking ${check.zipcode || 'your ZIP code'}…`}
        {check.step === 'found' && check.message}
      </p>
      <p className="cs-coverage__note">
        Whether a treatment is right for you is always a licensed provider's decision.
      </p>
    </section>
  );
}
