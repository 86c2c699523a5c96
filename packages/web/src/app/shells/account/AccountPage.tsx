import { AccountPage as AccountFeaturePage } from '../../../features/account/pages/AccountPage.tsx';
import { PhoneVerification } from '../../../features/accounts/components/PhoneVerification.tsx';
import {
  SecuritySettings,
  TwoFactorSettings,
  WithSecurityProfile,
} from '../../../features/accounts/components/SecuritySettings.tsx';
import { InPersonOfferCard } from '../../../features/in-person-visits/components/InPersonOfferCard.tsx';
import { AccountApplications } from '../../../features/introductions/components/AccountApplications.tsx';
import { Listings, Matches } from '../../../features/properties/pages/PropertiesPage.tsx';
import { useShell } from '../shell-context.ts';

/**
 * /provider/account, /rx/account and /admin/account: the account feature's page, given the security settings of
 * the accounts feature (features do not import each other; the app composes them).
 */
export default function AccountPage() {
  const { identity } = useShell();
  return (
    <AccountFeaturePage
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
