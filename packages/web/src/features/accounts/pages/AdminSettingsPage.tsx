import { Card } from 'antd';
import { QueryTabs } from '../../../components/QueryTabs.tsx';
import { SecuritySettings, TwoFactorSettings, WithSecurityProfile } from '../components/SecuritySettings.tsx';

/**
 * /admin/settings: tabs settings and twoFA chosen by the query parameter tab
 * (default settings); the profile loads first.
 */
export default function AdminSettingsPage() {
  return (
    <WithSecurityProfile>
      {(profile) => (
        <QueryTabs
          defaultActiveKey="settings"
          items={[
            { key: 'settings', label: 'Settings', children: <SecuritySettings showTwoFactor={false} /> },
            {
              key: 'twoFA',
              label: 'Two-Factor Authentication',
              children: (
                <Card style={{ maxWidth: 640 }}>
                  <TwoFactorSettings profile={profile} />
                </Card>
              ),
            },
          ]}
        />
      )}
    </WithSecurityProfile>
  );
}
