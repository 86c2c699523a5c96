import { Button, Card, Result, Spin, Typography } from 'antd';
import { Suspense } from 'react';
import { lazyWithReload } from '../../../lib/lazy-with-reload.ts';
import { useWrvuCatalogue } from '../api/wrvu-api.ts';
import '../../../components/PublicFormPage.css';
import './WrvuCalculatorPage.css';

const Calculator = lazyWithReload(() => import('../components/WrvuCalculator.tsx'));

/**
 * /admin/calculator: the public wRVU calculator inside the console, so the team can check an estimate a provider
 * asks about (the same published values, the same arithmetic, the same 'Email me the results').
 */
export default function AdminWrvuCalculatorPage() {
  const catalogue = useWrvuCatalogue();
  return (
    <div className="cs-stack">
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 22 }}>
          wRVU calculator
        </Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          The calculator providers use on the public site. Choose a specialty, enter each code's yearly volume
          and the rate per work RVU to reproduce an estimate a provider asks about.
          {catalogue.data && (
            <>
              {' '}
              Work RVUs are from the{' '}
              <a href={catalogue.data.source.url} target="_blank" rel="noreferrer">
                {catalogue.data.source.name}
              </a>
              , before geographic adjustment.
            </>
          )}
        </Typography.Paragraph>
      </Card>
      {catalogue.isError ? (
        <Result
          status="warning"
          title="We could not load the code list just now."
          extra={<Button onClick={() => void catalogue.refetch()}>Try again</Button>}
        />
      ) : catalogue.data ? (
        <Suspense fallback={<Spin aria-label="Loading the calculator" />}>
          <Calculator catalogue={catalogue.data} />
        </Suspense>
      ) : (
        <Spin aria-label="Loading the code list" />
      )}
    </div>
  );
}
