import { Skeleton } from 'antd';
import { Suspense } from 'react';
import { IdleGate } from '../../components/IdleGate.tsx';
import { AccountPage } from '../../features/account/pages/AccountPage.tsx';
import { PhoneVerification } from '../../features/accounts/components/PhoneVerification.tsx';
import {
  SecuritySettings,
  TwoFactorSettings,
  WithSecurityProfile,
} from '../../features/accounts/components/SecuritySettings.tsx';
import { InPersonOfferCard } from '../../features/in-person-visits/components/InPersonOfferCard.tsx';
import { AccountApplications } from '../../features/introductions/components/AccountApplications.tsx';
import { Listings, Matches } from '../../features/properties/pages/PropertiesPage.tsx';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import { useShell } from '../../lib/shell-context.ts';

// Only patients have the tab, and only when they open it: its table is not part of every account page's load.
const MyRecord = lazyWithReload<{ userId: string }>(async () => ({
  default: (await import('../../features/record/components/MyRecord.tsx')).MyRecord,
}));

/**
 * /provider/account, /rx/account and /admin/account: the account feature's page, given the security settings of
 * the accounts feature (features do not import each other; the app composes them).
 */
export default function AccountRoute() {
  const { identity, signOut } = useShell();
  return (
    <AccountPage
      viewer={{
        id: identity.id,
        healcoAdmin: identity.healcoAdmin,
        phone: identity.phone,
        isPhoneVerified: identity.isPhoneVerified,
      }}
      settings={<SecuritySettings />}
      inPersonOffer={identity.provider ? <InPersonOfferCard /> : undefined}
      twoFactor={
        <WithSecurityProfile>{(security) => <TwoFactorSettings profile={security} />}</WithSecurityProfile>
      }
      applications={(organizationId) => (
        <AccountApplications
          organizationId={organizationId}
          connectionsPath={identity.healcoAdmin ? '/admin/connections' : '/provider/connections'}
        />
      )}
      record={(userId) => (
        // The whole record and its readers are ePHI: behind the idle lock, like the patient's treatments. Locking
        // unmounts the tab, which lets go of a record prepared in this tab.
        <IdleGate onSignOut={signOut}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <MyRecord userId={userId} />
          </Suspense>
        </IdleGate>
      )}
      adminTabs={
        identity.healcoAdmin
          ? {
              properties: (organizationId) => (
                <Listings forOrganization={organizationId} heading="The practice’s listings" />
              ),
              matches: (organizationId) => <Matches forOrganization={organizationId} />,
            }
          : undefined
      }
      phoneVerification={
        <WithSecurityProfile>
          {(security) =>
            security.phone ? <PhoneVerification profile={{ ...security, phone: security.phone }} /> : null
          }
        </WithSecurityProfile>
      }
    />
  );
}
