import { Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useShell } from '../../../lib/shell-context.ts';
import { ReferralTiles } from '../components/ReferralTiles.tsx';
import { PHARMACY_LANDING_PATH } from '../talk-therapy-referral.ts';

/**
 * /provider/referrals: the two ways a provider refers a patient (the same tiles as the dashboard), what happens
 * after each, and the pharmacy page's address to copy into a message or an after-visit summary.
 */
export default function ReferralsPage() {
  const { identity } = useShell();
  const pharmacyUrl = new URL(PHARMACY_LANDING_PATH, window.location.origin).toString();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pharmacyUrl);
      setCopied('yes');
    } catch {
      // Clipboard access can be refused (an insecure origin, a browser setting): the address stays on screen.
      setCopied('failed');
    }
  };

  return (
    <div className="cs-stack">
      <Card>
        <Typography.Title level={2} style={{ marginTop: 0, fontSize: 22 }}>
          Refer a patient
        </Typography.Title>
        <Typography.Paragraph>
          When a patient needs care you don't offer, send them somewhere you trust. Referrals never share a
          patient's details with us: the patient gets in touch themselves.
        </Typography.Paragraph>
        <div className="cs-referral-tiles">
          <ReferralTiles referrer={identity} />
        </div>
      </Card>
      <Card title={<h3 style={{ margin: 0, fontSize: 18 }}>How each referral works</h3>}>
        <Typography.Title level={4} style={{ fontSize: 16 }}>
          Talk therapy
        </Typography.Title>
        <Typography.Paragraph>
          The referral form of our talk-therapy partner opens with your name, email and phone already filled
          in, so their care team knows whom to thank and whom to call with questions. You add the patient's
          first name and how to reach them; a care coordinator contacts the patient within two business days
          to match them with a licensed therapist who takes their insurance.
        </Typography.Paragraph>
        <Typography.Title level={4} style={{ fontSize: 16 }}>
          Online pharmacy
        </Typography.Title>
        <Typography.Paragraph>
          Share the pharmacy page with patients who could be treated online for erectile dysfunction, low
          libido, PrEP, acne, anxiety and depression, cold sores and herpes, or migraine. They answer a short
          online visit, a provider licensed in their state reviews it, and approved medication ships to their
          door.
        </Typography.Paragraph>
        <Space wrap>
          <Typography.Text code copyable={false} aria-label="Pharmacy page address">
            {pharmacyUrl}
          </Typography.Text>
          <Button onClick={() => void copy()}>Copy the link</Button>
        </Space>
        <p role="status" style={{ margin: '8px 0 0' }}>
          {copied === 'yes'
            ? 'Link copied. Paste it into a message or an after-visit summary.'
            : copied === 'failed'
              ? 'Your browser would not let us copy. Select the address above and copy it yourself.'
              : ''}
        </p>
      </Card>
    </div>
  );
}
