import { formatPhone, TWO_FACTOR } from '@carespace/domain';
import { Alert, Flex, Switch, Typography } from 'antd';
import { useId, useState } from 'react';
import { apiPut } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/notify.ts';
import { type SecurityProfile, useRefreshSecurity } from '../api/security.ts';

/**
 * The two-factor preference (only once the phone is verified). Its failures are shown here rather
 * than by the generic handler.
 */
export function TwoFactorPreference({ profile }: { profile: SecurityProfile }) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefreshSecurity();
  const labelId = useId();
  const descriptionId = useId();
  const verified = profile.isPhoneVerified && profile.phone !== null;

  const save = async (twoFactorEnabled: boolean) => {
    setSaving(true);
    setError(null);
    const outcome = await apiPut(
      '/account/two-factor-setup',
      { userId: profile.id, twoFactorEnabled },
      { silent: true },
    );
    if (outcome.success) {
      void toast('success', TWO_FACTOR.preferenceSaved);
      await refresh();
    } else {
      setError(outcome.error.message);
    }
    setSaving(false);
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} align="flex-start">
        <Switch
          checked={profile.twoFactorEnabled}
          disabled={!verified}
          loading={saving}
          onChange={(checked) => void save(checked)}
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
        />
        <div>
          <Typography.Text strong id={labelId}>
            Two-factor authentication
          </Typography.Text>
          <Typography.Paragraph type="secondary" id={descriptionId} style={{ margin: 0 }}>
            {verified
              ? `When this is on, logging in also asks for a 6-digit code we text to ${formatPhone(profile.phone)}.`
              : 'Verify your phone number to turn on two-factor authentication.'}
          </Typography.Paragraph>
        </div>
      </Flex>
      {error && <Alert type="error" showIcon title={error} />}
    </Flex>
  );
}
