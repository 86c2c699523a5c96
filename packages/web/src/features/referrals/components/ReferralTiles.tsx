import CommentOutlined from '@ant-design/icons-svg/es/asn/CommentOutlined';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import { Card } from '../../../components/plain/Card.tsx';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
import { PHARMACY_LANDING_PATH, type Referrer, talkTherapyReferralUrl } from '../talk-therapy-referral.ts';
import './ReferralTiles.css';

/**
 * The dashboard's two referral tiles: talk therapy through the partner's form, pre-filled with the
 * provider's name, email and phone; and the online pharmacy's landing page, to share with patients. Two grid
 * items: the page places them (the dashboard among its tiles, the Referrals page in `cs-referral-tiles`).
 */
export function ReferralTiles({ referrer }: { referrer: Referrer }) {
  return (
    <>
      <a
        href={talkTherapyReferralUrl(referrer)}
        target="_blank"
        rel="noopener noreferrer"
        className="cs-ui-tile"
      >
        <Card size="small" hoverable>
          <SvgIcon icon={CommentOutlined} /> Refer a patient to talk therapy
          <span className="cs-visually-hidden"> (opens the referral form in a new tab)</span>
          <p className="cs-ui-tile__hint">
            The referral form opens with your name, email and phone filled in.
          </p>
        </Card>
      </a>
      <a href={PHARMACY_LANDING_PATH} target="_blank" rel="noopener" className="cs-ui-tile">
        <Card size="small" hoverable>
          <SvgIcon icon={MedicineBoxOutlined} /> Refer a patient through the pharmacy
          <span className="cs-visually-hidden"> (opens the pharmacy page in a new tab)</span>
          <p className="cs-ui-tile__hint">
            Share our online pharmacy page: a short online visit, a licensed review, delivery home.
          </p>
        </Card>
      </a>
    </>
  );
}
