import { formatPhone, isWebAddress, PLAN, type Plan, type ProfileView } from '@carespace/domain';
import { type DescriptionItem, DescriptionList } from '../../../components/plain/DescriptionList.tsx';
import { downloadFileUrl } from '../../../components/upload/upload-api.ts';
import { initialsOf } from './initials.ts';
import { NONE } from './ProfileDetails.tsx';
import { useReferenceNames } from './reference-names.ts';

/** The practice in view mode; admins also see the plan and the payment customer id. */
export function PracticeDetails({ profile, isAdmin }: { profile: ProfileView; isAdmin: boolean }) {
  const state = useReferenceNames('usState');
  const org = profile.organization;
  if (!org) return null;
  const { address } = org;
  const items: DescriptionItem[] = [
    { key: 'name', label: 'Practice name', children: org.name },
    {
      key: 'address',
      label: 'Address',
      children: address.addressLineOne ? (
        <span>
          {address.addressLineOne}
          {address.addressLineTwo ? `, ${address.addressLineTwo}` : ''}
          <br />
          {address.city}, {address.usState ? state(address.usState) : ''} {address.zipcode}
        </span>
      ) : (
        NONE
      ),
    },
    { key: 'phone', label: 'Phone', children: org.phone ? formatPhone(org.phone) : NONE },
    { key: 'fax', label: 'Fax', children: org.fax ? formatPhone(org.fax) : NONE },
    { key: 'email', label: 'Email', children: org.email ?? NONE },
    {
      key: 'website',
      label: 'Website',
      // Saved addresses are http(s) only; one stored before that rule is shown as text, never as a link.
      children: org.website ? (
        isWebAddress(org.website) ? (
          <a href={org.website} target="_blank" rel="noopener noreferrer">
            {org.website}
          </a>
        ) : (
          org.website
        )
      ) : (
        NONE
      ),
    },
    { key: 'ein', label: 'EIN', children: org.ein ?? NONE },
  ];
  if (isAdmin && profile.billing) {
    const plan = profile.billing.healcoPlan as Plan;
    items.push(
      { key: 'plan', label: 'Plan', children: PLAN[plan] ?? profile.billing.healcoPlan },
      {
        key: 'customer',
        label: 'Payment customer id',
        children: profile.billing.paymentCustomerId ?? NONE,
      },
    );
  }
  return (
    <div className="cs-account__practice">
      {org.profilePicFileName ? (
        <img
          className="cs-account__logo"
          src={downloadFileUrl(org.profilePicFileName, 'logos')}
          alt={`${org.name} logo`}
        />
      ) : (
        <span className="cs-account__logo" role="img" aria-label={`${org.name} logo`}>
          {initialsOf(org.name)}
        </span>
      )}
      <DescriptionList columns={1} items={items} className="cs-account__details" />
    </div>
  );
}
