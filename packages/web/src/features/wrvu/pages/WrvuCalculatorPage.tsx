import { emailSchema, formatCents, lineWorkRvus, WRVU_MESSAGES, wrvuEstimate } from '@carespace/domain';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { AsideBox, PublicFormPage } from '../../../components/PublicFormPage.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { emailWrvuResults, useWrvuCatalogue, type WrvuCatalogue, type WrvuCode } from '../api/wrvu-api.ts';
import './WrvuCalculatorPage.css';

const DEFAULT_SPECIALTY = 'family-medicine';
const rvus = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const rate = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

function EmailResults({
  lines,
  conversionFactor,
}: {
  lines: { cpt: string; volume: number }[];
  conversionFactor: number;
}) {
  const [form] = Form.useForm<{ email: string }>();
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
        <Button type="link" className="cs-wrvu__again" onClick={() => setSent(null)}>
          Send to another address
        </Button>
      </div>
    );
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={sending} className="cs-wrvu__email">
      <Form.Item name="email" label="Email me the results" rules={[zodRule(emailSchema)]}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@practice.com"
          maxLength={254}
        />
      </Form.Item>
      {problem && (
        <p className="cs-wrvu__problem" role="alert">
          {problem}
        </p>
      )}
      <Button htmlType="submit" type="primary" loading={sending} block>
        Email me the results
      </Button>
    </Form>
  );
}

function Calculator({ catalogue }: { catalogue: WrvuCatalogue }) {
  const byCpt = useMemo(() => new Map(catalogue.codes.map((code) => [code.cpt, code])), [catalogue]);
  const [specialtyId, setSpecialtyId] = useState(
    catalogue.specialties.some((s) => s.id === DEFAULT_SPECIALTY)
      ? DEFAULT_SPECIALTY
      : (catalogue.specialties[0]?.id ?? ''),
  );
  const [added, setAdded] = useState<string[]>([]);
  const [volumes, setVolumes] = useState<Record<string, number | null>>({});
  const [conversionFactor, setConversionFactor] = useState<number | null>(catalogue.defaultConversionFactor);

  const specialty = catalogue.specialties.find((s) => s.id === specialtyId);
  const rows: WrvuCode[] = useMemo(() => {
    const cpts = [...(specialty?.codes ?? []), ...added.filter((cpt) => !specialty?.codes.includes(cpt))];
    return cpts.map((cpt) => byCpt.get(cpt)).filter((code): code is WrvuCode => code !== undefined);
  }, [specialty, added, byCpt]);
  const shown = new Set(rows.map((row) => row.cpt));
  const addable = catalogue.codes.filter((code) => !shown.has(code.cpt));

  const factor = conversionFactor ?? 0;
  const lines = rows
    .map((row) => ({ cpt: row.cpt, volume: volumes[row.cpt] ?? 0 }))
    .filter((line) => line.volume > 0);
  const result = wrvuEstimate(
    rows.map((row) => ({ workRvu: row.workRvu, volume: volumes[row.cpt] ?? 0 })),
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
            <Select
              id="cs-wrvu-specialty"
              value={specialtyId}
              onChange={setSpecialtyId}
              options={catalogue.specialties.map((s) => ({ value: s.id, label: s.name }))}
            />
          </div>
          <div className="cs-wrvu__control">
            <label htmlFor="cs-wrvu-factor" className="cs-wrvu__label">
              Conversion factor ($ per wRVU)
            </label>
            <InputNumber
              id="cs-wrvu-factor"
              value={conversionFactor}
              onChange={(value) => setConversionFactor(typeof value === 'number' ? value : null)}
              min={0.01}
              max={1000}
              step={0.5}
              precision={2}
              prefix="$"
              className="cs-wrvu__factor"
            />
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
              const volume = volumes[row.cpt] ?? null;
              const lineTotal = lineWorkRvus(row.workRvu, volume ?? 0);
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
                    <InputNumber
                      value={volume}
                      min={0}
                      max={1_000_000}
                      precision={0}
                      step={100}
                      placeholder="per year"
                      inputMode="numeric"
                      aria-label={`Annual volume for ${row.cpt}`}
                      onChange={(value) =>
                        setVolumes((previous) => ({
                          ...previous,
                          [row.cpt]: typeof value === 'number' ? value : null,
                        }))
                      }
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
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            value={null}
            placeholder="Add another code"
            aria-label="Add another code"
            className="cs-wrvu__add"
            options={addable.map((code) => ({ value: code.cpt, label: `${code.cpt} · ${code.description}` }))}
            onChange={(cpt: string) => setAdded((previous) => [...previous, cpt])}
          />
          <Button onClick={() => setVolumes({})} disabled={lines.length === 0}>
            Clear volumes
          </Button>
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

/** /calculate-my-wrvu: a work RVU calculator with the published CMS values, and 'Email me the results'. */
export default function WrvuCalculatorPage() {
  usePageMeta({
    title: 'wRVU calculator',
    description:
      'Estimate your yearly work RVUs and productivity pay from your CPT mix, using published CMS work RVUs. Free, with results by email.',
  });
  const catalogue = useWrvuCatalogue();
  return (
    <PublicFormPage
      wide
      eyebrow="Provider resources"
      title="Calculate my wRVU"
      lead="Know what your clinical work is worth before you negotiate. Choose your specialty, enter how often you bill each code in a year and your rate per work RVU."
    >
      {catalogue.data ? (
        <Calculator catalogue={catalogue.data} />
      ) : (
        <div className="cs-form-page__card" role={catalogue.isError ? 'alert' : 'status'}>
          {catalogue.isError ? (
            <>
              <p>We could not load the code list just now.</p>
              <Button onClick={() => void catalogue.refetch()}>Try again</Button>
            </>
          ) : (
            <p>Loading the code list…</p>
          )}
        </div>
      )}
      {catalogue.data && (
        <div className="cs-wrvu__notes">
          <AsideBox title="About these numbers">
            <p>
              Work RVUs are from the{' '}
              <a href={catalogue.data.source.url} target="_blank" rel="noreferrer">
                {catalogue.data.source.name}
              </a>
              , before geographic adjustment. Your contract decides which codes count and at what rate;
              modifiers, split visits and thresholds can change the total.
            </p>
            <p>
              Looking for space to grow your practice?{' '}
              <Link to="/provider-find-list-space">Find or list space</Link>.
            </p>
          </AsideBox>
        </div>
      )}
    </PublicFormPage>
  );
}
