import { CommentOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { Card, Col, Typography } from 'antd';
import { PHARMACY_LANDING_PATH, type Referrer, talkTherapyReferralUrl } from '../talk-therapy-referral.ts';

/**
 * The dashboard's two referral tiles (spec 02 §2): talk therapy through the partner's form, pre-filled with the
 * provider's name, email and phone; and the online pharmacy's landing page, to share with patients.
 */
export function ReferralTiles({ referrer }: { referrer: Referrer }) {
  return (
    <>
      <Col xs={24} md={12}>
        <a
          href={talkTherapyReferralUrl(referrer)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Refer a patient to talk therapy (opens the referral form in a new tab)"
        >
          <Card size="small" hoverable>
            <CommentOutlined /> Refer to talk therapy
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              The referral form opens with your name, email and phone filled in.
            </Typography.Paragraph>
          </Card>
        </a>
      </Col>
      <Col xs={24} md={12}>
        <a
          href={PHARMACY_LANDING_PATH}
          target="_blank"
          rel="noopener"
          aria-label="Refer a patient through the pharmacy (opens the pharmacy page in a new tab)"
        >
          <Card size="small" hoverable>
            <MedicineBoxOutlined /> Refer through the pharmacy
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Share our online pharmacy page: a short online visit, a licensed review, delivery home.
            </Typography.Paragraph>
          </Card>
        </a>
      </Col>
    </>
  );
}
