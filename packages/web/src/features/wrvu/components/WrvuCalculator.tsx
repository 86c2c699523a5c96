import { formatCents, lineWorkRvus, WRVU_MESSAGES, wrvuEstimate } from '@carespace/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, PublicForm, SubmitButton } from '../../../components/public-form/PublicForm.tsx';
import { TextField } from '../../../components/public-form/TextField.tsx';
import { zodResolver } from '../../../components/public-form/zod-resolver.ts';
import { emailWrvuResults, type WrvuCatalogue, type WrvuCode } from '../api/wrvu-api.ts';

const DEFAULT_SPECIALTY = 'family-medicine';
const rvus = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const rate = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const FACTOR_MAX = 1000;
const VOLUME_MAX = 1_000_000;

const emailResolver = zodResolver<{ email: string }>(() =>
  import('../pages/wrvu-email-schema.ts').then((module) => module.wrvuEmailSchema),
);

/** A typed amount within [min, max] rounded to `decimals`, or null (empty, not a number, out of range). */
export function readAmount(
  text: string,
  { min, max, decimals }: { min: number; max: number; decimals: number },
) {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max) return null;
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
}

function EmailResults({
  lines,
  conversionFactor,
}: {
  lines: { cpt: string; volume: number }[];
  conversionFactor: number;
}) {
  const form = useForm<{ email: string }>({ mode: 'onChange', resolver: emailResolver });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit({ email }: { email: string }) {
    if (lines.length === 0) {
      setProblem(WRVU_MESSAGES.noVolume);
      return;
    }
    setProblem(null);
    setSending(true);
    const outcome = await emailWrvuResults({ email: email.trim(), lines, conversionFactor });
    setSending(false);
    if (outcome.success) setSent(outcome.result.message);
  }

  if (sent) {
    return (
      <div className="cs-wrvu__sent" role="status">
        <p>{sent}</p>
        <button
          type="button"
          className="cs-button cs-button--link cs-wrvu__again"
          onClick={() => setSent(null)}
        >
          Send to another address
        </button>
      </div>
    );
  }
  return (
    <PublicForm
      form={form}
      onSubmit={submit}
      busy={sending}
      prepare={emailResolver.preload}
      className="cs-wrvu__email"
    >
      <TextField
        name="email"
        label="Email me the results"
        type="email"
        autoComplete="email"
        placeholder="you@practice.com"
        maxLength={254}
      />
      {problem && <FormAlert title={problem} className="cs-wrvu__problem" />}
      <SubmitButton block busy={sending}>
        Email me the results
      </SubmitButton>
    </PublicForm>
  );
}

/** The code table, its figures and 'Email me the results': loaded with the code list, after the first paint. */
export default function Calculator({ catalogue }: { catalogue: WrvuCatalogue }) {
  const byCpt = useMemo(() => new Map(catalogue.codes.map((code) => [code.cpt, code])), [catalogue]);
  const [specialtyId, setSpecialtyId] = useState(
    catalogue.specialties.some((s) => s.id === DEFAULT_SPECIALTY)
      ? DEFAULT_SPECIALTY
      : (catalogue.specialties[0]?.id ?? ''),
  );
  const [added, setAdded] = useState<string[]>([]);
  // What is typed, as typed; the figures read it through readAmount.
  const [volumes, setVolumes] = useState<Record<string, string>>({});
  const [factorText, setFactorText] = useState(catalogue.defaultConversionFactor.toFixed(2));
  const conversionFactor = readAmount(factorText, { min: 0.01, max: FACTOR_MAX, decimals: 2 });
  const volumeOf = (cpt: string) =>
    readAmount(volumes[cpt] ?? '', { min: 0, max: VOLUME_MAX, decimals: 0 }) ?? 0;

  const specialty = catalogue.specialties.find((s) => s.id === specialtyId);
  const rows: WrvuCode[] = useMemo(() => {
    const cpts = [...(specialty?.codes ?? []), ...added.filter((cpt) => !specialty?.codes.includes(cpt))];
    return cpts.map((cpt) => byCpt.get(cpt)).filter((code): code is WrvuCode => code !== undefined);
  }, [specialty, added, byCpt]);
  const shown = new Set(rows.map((row) => row.cpt));
  const addable = catalogue.codes.filter((code) => !shown.has(code.cpt));

  const factor = conversionFactor ?? 0;
  const lines = rows
    .map((row) => ({ cpt: row.cpt, volume: volumeOf(row.cpt) }))
    .filter((line) => line.volume > 0);
  const result = wrvuEstimate(
    rows.map((row) => ({ workRvu: row.workRvu, volume: volumeOf(row.cpt) })),
    factor,
  );

  return (
    <div className="cs-wrvu">
      <div className="cs-form-page__card cs-wrvu__codes">
        <div className="cs-wrvu__controls">
          <div className="cs-wrvu__control">
            <label htmlFor="cs-wrvu-specialty" className="cs-wrvu__label">
              Specialty
            </label>
            <select
              id="cs-wrvu-specialty"
              className="cs-input cs-select"
              value={specialtyId}
              onChange={(event) => setSpecialtyId(event.target.value)}
            >
              {catalogue.specialties.map((specialty) => (
                <option key={specialty.id} value={specialty.id}>
                  {specialty.name}
                </option>
              ))}
            </select>
          </div>
          <div className="cs-wrvu__control">
            <label htmlFor="cs-wrvu-factor" className="cs-wrvu__label">
              Conversion factor ($ per wRVU)
            </label>
            <div className="cs-wrvu__money">
              <span className="cs-wrvu__currency" aria-hidden="true">
                $
              </span>
              <input
                id="cs-wrvu-factor"
                className="cs-input cs-wrvu__factor"
                type="number"
                inputMode="decimal"
                min={0.01}
                max={FACTOR_MAX}
                step={0.5}
                value={factorText}
                onChange={(event) => setFactorText(event.target.value)}
                onBlur={() => {
                  if (conversionFactor !== null) setFactorText(conversionFactor.toFixed(2));
                }}
              />
            </div>
          </div>
        </div>
        <p className="cs-wrvu__hint">
          Enter how many times a year you bill each code. Employed physicians are often paid $45 to $65 per
          wRVU; use the rate in your contract or offer.
        </p>

        <table className="cs-wrvu__table">
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Service</th>
              <th scope="col" className="cs-wrvu__num">
                wRVU each
              </th>
              <th scope="col">Times a year</th>
              <th scope="col" className="cs-wrvu__num">
                Total wRVUs
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const lineTotal = lineWorkRvus(row.workRvu, volumeOf(row.cpt));
              return (
                <tr key={row.cpt}>
                  <th scope="row" className="cs-wrvu__cpt">
                    {row.cpt}
                  </th>
                  <td className="cs-wrvu__service">{row.description}</td>
                  <td className="cs-wrvu__num cs-wrvu__each" data-label="wRVU each">
                    {row.workRvu.toFixed(2)}
                  </td>
                  <td className="cs-wrvu__volume">
                    <input
                      className="cs-input cs-wrvu__volume-input"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={VOLUME_MAX}
                      step={1}
                      placeholder="per year"
                      aria-label={`Annual volume for ${row.cpt}`}
                      value={volumes[row.cpt] ?? ''}
                      onChange={(event) => {
                        const text = event.target.value;
                        setVolumes((previous) => ({ ...previous, [row.cpt]: text }));
                      }}
                    />
                  </td>
                  <td className="cs-wrvu__num cs-wrvu__line" data-label="Total">
                    {rvus.format(lineTotal)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>

        {/* Phones: the figures stay in sight while scrolling the code list (the summary repeats them). */}
        <div className="cs-wrvu__bar" aria-hidden="true">
          <span>{rvus.format(result.totalWorkRvus)} wRVUs</span>
          <span>{formatCents(result.compensationCents)} a year</span>
        </div>

        <div className="cs-wrvu__more">
          <select
            className="cs-input cs-select cs-wrvu__add"
            aria-label="Add another code"
            value=""
            onChange={(event) => {
              const cpt = event.target.value;
              if (cpt) setAdded((previous) => [...previous, cpt]);
            }}
          >
            <option value="">Add another code</option>
            {addable.map((code) => (
              <option key={code.cpt} value={code.cpt}>
                {code.cpt} · {code.description}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="cs-button cs-button--secondary"
            onClick={() => setVolumes({})}
            disabled={lines.length === 0}
          >
            Clear volumes
          </button>
        </div>
      </div>

      <aside className="cs-wrvu__summary" aria-labelledby="cs-wrvu-summary-title">
        <h2 id="cs-wrvu-summary-title" className="cs-wrvu__summary-title">
          Your estimate
        </h2>
        <dl className="cs-wrvu__figures">
          <div>
            <dt>Total work RVUs per year</dt>
            <dd data-testid="wrvu-total">{rvus.format(result.totalWorkRvus)}</dd>
          </div>
          <div>
            <dt>Estimated annual compensation</dt>
            <dd data-testid="wrvu-compensation">{formatCents(result.compensationCents)}</dd>
          </div>
        </dl>
        <p className="cs-wrvu__basis">
          At {factor > 0 ? rate.format(factor) : '-'} per wRVU. Productivity pay only: base salary, bonuses
          and benefits are not included.
        </p>
        <EmailResults lines={lines} conversionFactor={factor} />
      </aside>
    </div>
  );
}
