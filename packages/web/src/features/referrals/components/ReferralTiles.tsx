import { CommentOutlined, MedicineBoxOutlined } from '@ant-design/icons';
import { Card, Col, Typography } from 'antd';
import { PHARMACY_LANDING_PATH, type Referrer, talkTherapyReferralUrl } from '../talk-therapy-referral.ts';

/**
 * The dashboard's two referral tiles: talk therapy through the partner's form, pre-filled with the
 * provider's name, email and phone; and the online pharmacy's landing page, to share with patients.
 */
export function ReferralTiles({ referrer }: { referrer: Referrer }) {
  return (
    <>
      <Col xs={24} md={12}>
        <a href={talkTherapyReferralUrl(referrer)} target="_blank" rel="noopener noreferrer">
          <Card size="small" hoverable>
            <CommentOutlined aria-hidden /> Refer a patient to talk therapy
            <span className="cs-visually-hidden"> (opens the referral form in a new tab)</span>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              The referral form opens with your name, email and phone filled in.
            </Typography.Paragraph>
          </Card>
        </a>
      </Col>
      <Col xs={24} md={12}>
        <a href={PHARMACY_LANDING_PATH} target="_blank" rel="noopener">
          <Card size="small" hoverable>
            <MedicineBoxOutlined aria-hidden /> Refer a patient through the pharmacy
            <span className="cs-visually-hidden"> (opens the pharmacy page in a new tab)</span>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Share our online pharmacy page: a short online visit, a licensed review, delivery home.
            </Typography.Paragraph>
          </Card>
        </a>
      </Col>
    </>
  );
}
