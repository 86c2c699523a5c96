import { Suspense } from 'react';
import { IdleGate } from '../../components/IdleGate.tsx';
import { lazyAntd } from '../../components/lazy-antd.tsx';
import { Skeleton } from '../../components/plain/Skeleton.tsx';
import { AccountPage } from '../../features/account/pages/AccountPage.tsx';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import { useShell } from '../../lib/shell-context.ts';

/*
 * The account page draws its first screen without antd. What the app adds to it from other features (security
 * settings, the in-person offer, applications, the record, an admin's lists) is loaded when its tab or dialog
 * first shows; the parts built with antd bring it along then.
 */
const panelLoading = <Skeleton rows={5} />;
const accounts = () => import('../../features/accounts/components/SecuritySettings.tsx');
const SecuritySettings = lazyAntd(async () => (await accounts()).SecuritySettings, panelLoading);
const OwnTwoFactorSettings = lazyAntd(async () => (await accounts()).OwnTwoFactorSettings, panelLoading);
const OwnPhoneVerification = lazyAntd(async () => (await accounts()).OwnPhoneVerification);
const InPersonOfferCard = lazyAntd(
  async () =>
    (await import('../../features/in-person-visits/components/InPersonOfferCard.tsx')).InPersonOfferCard,
  panelLoading,
);
const AccountApplications = lazyAntd(
  async () =>
    (await import('../../features/introductions/components/AccountApplications.tsx')).AccountApplications,
  panelLoading,
);
// Only patients have the tab, and only when they open it: its table is not part of every account page's load.
const MyRecord = lazyAntd(
  async () => (await import('../../features/record/components/MyRecord.tsx')).MyRecord,
  panelLoading,
);
const propertyLists = () => import('../../features/properties/pages/PropertiesPage.tsx');
const Listings = lazyWithReload<{ forOrganization: string; heading: string }>(async () => ({
  default: (await propertyLists()).Listings,
}));
const Matches = lazyWithReload<{ forOrganization: string }>(async () => ({
  default: (await propertyLists()).Matches,
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
      inPersonOffer={
        identity.provider ? (
          <Suspense fallback={panelLoading}>
            <InPersonOfferCard />
          </Suspense>
        ) : undefined
      }
      // Inside the account's dialog: each waits in its place, so the dialog does not close while it loads.
      twoFactor={
        <Suspense fallback={panelLoading}>
          <OwnTwoFactorSettings />
        </Suspense>
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
          <Suspense fallback={<Skeleton rows={6} />}>
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
        <Suspense fallback={null}>
          <OwnPhoneVerification />
        </Suspense>
      }
    />
  );
}
