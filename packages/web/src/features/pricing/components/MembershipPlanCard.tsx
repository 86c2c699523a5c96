import {
  formatCents,
  MEMBERSHIP_BENEFITS,
  MEMBERSHIP_PRICE_CENTS,
  MEMBERSHIP_SPECIAL_RATE_NOTE,
} from '@carespace/domain';
import { useId } from 'react';
import { Link } from 'react-router';

function Benefits({ title, items }: { title: string; items: readonly string[] }) {
  const id = useId();
  return (
    <div className="cs-membership__benefits">
      <h4 id={id} className="cs-membership__benefits-title">
        {title}
      </h4>
      <ul aria-labelledby={id} className="cs-membership__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The one provider membership plan: $60 a month, billed monthly, with both benefit lists. */
export function MembershipPlanCard() {
  const titleId = useId();
  return (
    <article className="cs-membership" aria-labelledby={titleId}>
      <div className="cs-membership__header">
        <h3 id={titleId} className="cs-membership__name">
          Provider membership
        </h3>
        <p className="cs-membership__price">
          <span className="cs-membership__amount">{formatCents(MEMBERSHIP_PRICE_CENTS)}</span>
          <span className="cs-membership__per"> / month</span>
        </p>
        <p className="cs-membership__terms">Billed monthly. Cancel any time from Billing &amp; Membership.</p>
      </div>
      <div className="cs-membership__columns">
        <Benefits title="If you list space" items={MEMBERSHIP_BENEFITS.listers} />
        <Benefits title="If you are looking for space" items={MEMBERSHIP_BENEFITS.seekers} />
      </div>
      <div className="cs-membership__actions">
        <Link to="/provider/signup" state={{ signupReason: 'list' }} className="cs-button">
          Become a member
        </Link>
        <Link to="/provider-member-benefits" className="cs-membership__more">
          See what membership includes
        </Link>
      </div>
      <p className="cs-membership__note">
        {MEMBERSHIP_SPECIAL_RATE_NOTE} <Link to="/contact-us?userType=PROV">Contact support</Link>.
      </p>
    </article>
  );
}
