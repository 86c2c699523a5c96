import { formatPhone } from '@carespace/domain';
import { Button, Card, Divider, Flex, Result, Spin, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { type SecurityProfile, useSecurityProfile } from '../api/security.ts';
import { ChangeEmailForm } from './ChangeEmailForm.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { ChangePhoneForm } from './ChangePhoneForm.tsx';
import { PhoneVerification } from './PhoneVerification.tsx';
import { TwoFactorPreference } from './TwoFactorPreference.tsx';
import './SecuritySettings.css';

/** Waits for the security profile; shows a retry when it cannot be read. */
export function WithSecurityProfile({ children }: { children: (profile: SecurityProfile) => ReactNode }) {
  const { data, isPending, isError, refetch, isFetching } = useSecurityProfile();
  if (isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label="Loading your security settings" />
      </Flex>
    );
  }
  if (isError || !data) {
    return (
      <Result
        status="warning"
        title="We couldn't load your security settings."
        extra={
          <Button onClick={() => void refetch()} loading={isFetching}>
            Fetch again
          </Button>
        }
      />
    );
  }
  return <>{children(data)}</>;
}

function hasPhone(profile: SecurityProfile): profile is SecurityProfile & { phone: string } {
  return profile.phone !== null && profile.phone !== '';
}

function CurrentPhone({ profile }: { profile: SecurityProfile }) {
  if (!hasPhone(profile))
    return <Typography.Text type="secondary">No phone number on your account yet.</Typography.Text>;
  return (
    <Typography.Text>
      Current number: <Typography.Text strong>{formatPhone(profile.phone)}</Typography.Text>{' '}
      {profile.isPhoneVerified ? (
        <Tag color="success">Verified</Tag>
      ) : (
        <Tag color="warning">Not verified</Tag>
      )}
    </Typography.Text>
  );
}

/**
 * The phone's verification by code (when unverified) and the two-factor preference: the 'Two-Factor
 * Authentication' content of the account and admin settings screens.
 */
export function TwoFactorSettings({
  profile,
  codeSent = false,
}: {
  profile: SecurityProfile;
  codeSent?: boolean;
}) {
  return (
    <Flex vertical gap={16}>
      {hasPhone(profile) && !profile.isPhoneVerified && (
        <PhoneVerification key={profile.phone} profile={profile} codeSent={codeSent} />
      )}
      <TwoFactorPreference profile={profile} />
    </Flex>
  );
}

export interface SecuritySettingsProps {
  /** Include the two-factor preference (the admin settings show it on a tab of its own). Default true. */
  showTwoFactor?: boolean;
}

/** The security settings screen: change email, change password, change phone, phone verification. */
export function SecuritySettings({ showTwoFactor = true }: SecuritySettingsProps) {
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  return (
    <WithSecurityProfile>
      {(profile) => (
        <div className="cs-security-grid">
          <Card title={<h2 className="cs-security-card__title">Change email</h2>}>
            <ChangeEmailForm profile={profile} />
          </Card>
          <Card title={<h2 className="cs-security-card__title">Change password</h2>}>
            <ChangePasswordForm profile={profile} />
          </Card>
          <Card title={<h2 className="cs-security-card__title">Phone number</h2>}>
            <Flex vertical gap={16}>
              <CurrentPhone profile={profile} />
              {hasPhone(profile) && !profile.isPhoneVerified && (
                <PhoneVerification
                  key={profile.phone}
                  profile={profile}
                  codeSent={codeSentTo === profile.phone}
                />
              )}
              <ChangePhoneForm profile={profile} onChanged={setCodeSentTo} />
              {showTwoFactor && (
                <>
                  <Divider style={{ margin: '8px 0' }} />
                  <TwoFactorPreference profile={profile} />
                </>
              )}
            </Flex>
          </Card>
        </div>
      )}
    </WithSecurityProfile>
  );
}

/** The signed-in person's own two-factor settings, with their security profile loaded first. */
export function OwnTwoFactorSettings() {
  return <WithSecurityProfile>{(profile) => <TwoFactorSettings profile={profile} />}</WithSecurityProfile>;
}

/** Verifying the signed-in person's own phone, when they have one on file; nothing otherwise. */
export function OwnPhoneVerification() {
  return (
    <WithSecurityProfile>
      {(profile) =>
        profile.phone ? <PhoneVerification profile={{ ...profile, phone: profile.phone }} /> : null
      }
    </WithSecurityProfile>
  );
}
