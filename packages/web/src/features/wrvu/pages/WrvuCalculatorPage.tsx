import { Suspense, useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import { AsideBox, PublicFormPage } from '../../../components/PublicFormPage.tsx';
import { lazyWithReload } from '../../../lib/lazy-with-reload.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useWrvuCatalogue } from '../api/wrvu-api.ts';
import './WrvuCalculatorPage.css';

/**
 * The calculator (code table, figures, the email form and its form kit) draws only once the code list has come,
 * after hydration, so it is not in the pre-rendered page: fetched alongside the list instead of with the page
 * (~17 KB gzipped off the first download, which shares a slow link with the stylesheet).
 */
const Calculator = lazyWithReload(() => import('../components/WrvuCalculator.tsx'));

/** /calculate-my-wrvu: a work RVU calculator with the published CMS values, and 'Email me the results'. */
export default function WrvuCalculatorPage() {
  usePageMeta({
    title: 'wRVU calculator',
    description:
      'Estimate your yearly work RVUs and productivity pay from your CPT mix, using published CMS work RVUs. Free, with results by email.',
  });
  // The code table (the page's one big render) is drawn at low priority, in slices, so a tap never waits for it.
  const catalogue = useWrvuCatalogue();
  const data = useDeferredValue(catalogue.data);
  useEffect(() => {
    void Calculator.preload().catch(() => undefined);
  }, []);
  const loading = <p>Loading the code list…</p>;
  return (
    <PublicFormPage
      wide
      eyebrow="Provider resources"
      title="Calculate my wRVU"
      lead="Know what your clinical work is worth before you negotiate. Choose your specialty, enter how often you bill each code in a year and your rate per work RVU."
    >
      {data ? (
        // The notes come with the calculator, below it: drawn before it (while its code is on its way) they sat in
        // a phone's first screen, became its largest paint, and were pushed off it when the table came (CLS 0.25).
        <Suspense
          fallback={
            <div className="cs-form-page__card" role="status">
              {loading}
            </div>
          }
        >
          <Calculator catalogue={data} />
          <div className="cs-wrvu__notes">
            <AsideBox title="About these numbers">
              <p>
                Work RVUs are from the{' '}
                <a href={data.source.url} target="_blank" rel="noreferrer">
                  {data.source.name}
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
        </Suspense>
      ) : (
        <div className="cs-form-page__card" role={catalogue.isError ? 'alert' : 'status'}>
          {catalogue.isError ? (
            <>
              <p>We could not load the code list just now.</p>
              <button
                type="button"
                className="cs-button cs-button--secondary"
                onClick={() => void catalogue.refetch()}
              >
                Try again
              </button>
            </>
          ) : (
            loading
          )}
        </div>
      )}
    </PublicFormPage>
  );
}
