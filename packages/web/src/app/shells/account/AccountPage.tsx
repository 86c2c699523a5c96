import { AVATAR_PX, DIALOG_WIDTH, formatPhone } from '@carespace/domain';
import { Avatar, Button, Card, Descriptions, Modal, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { QueryTabs } from '../../../components/QueryTabs.tsx';
import {
  SecuritySettings,
  TwoFactorSettings,
  WithSecurityProfile,
} from '../../../features/accounts/components/SecuritySettings.tsx';
import { PreparingPage } from '../AreaPlaceholders.tsx';
import { fullName } from '../AreaShell.tsx';
import { useShell } from '../shell-context.ts';
import './AccountPage.css';

const MODAL_PARAM = 'modal';

/**
 * /provider/account and /rx/account (spec 02 §2 "Account page"): the query parameter tab chooses profile
 * (default), organization (Practice) and billing (providers), or settings (the security settings). The side
 * panel opens the Two-Factor Authentication modal (modal=twoFA).
 */
export default function AccountPage() {
  const { identity, area } = useShell();
  const [params, setParams] = useSearchParams();
  const isProvider = area === 'provider';
  const name = fullName(identity);

  const setModal = (modal: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (modal) next.set(MODAL_PARAM, modal);
      else next.delete(MODAL_PARAM);
      return next;
    });

  const profile = (
    <Card>
      <Descriptions
        column={1}
        items={[
          { key: 'name', label: 'Name', children: name },
          { key: 'email', label: 'Email', children: identity.email },
          { key: 'phone', label: 'Phone', children: identity.phone ? formatPhone(identity.phone) : '—' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        Editing your profile is coming soon. To change your email, password or phone, open Settings.
      </Typography.Paragraph>
    </Card>
  );

  const items = [
    { key: 'profile', label: 'Profile', children: profile },
    ...(isProvider
      ? [
          { key: 'organization', label: 'Practice', children: <PreparingPage /> },
          { key: 'billing', label: 'Billing & Membership', children: <PreparingPage /> },
        ]
      : []),
    { key: 'settings', label: 'Settings', children: <SecuritySettings /> },
  ];

  return (
    <div className="cs-account">
      <Card className="cs-account__panel">
        <div className="cs-account__identity">
          <Avatar
            size={{ xs: 64, sm: 64, md: 64, lg: 64, xl: AVATAR_PX, xxl: AVATAR_PX }}
            className="cs-account__avatar"
          >
            {`${identity.firstName.charAt(0)}${identity.lastName.charAt(0)}`.toUpperCase()}
          </Avatar>
          <div className="cs-account__who">
            <Typography.Title level={2} className="cs-account__name">
              {name}
            </Typography.Title>
            <Typography.Text type="secondary" className="cs-account__email">
              {identity.email}
            </Typography.Text>
            <Button type="link" className="cs-account__link" onClick={() => setModal('twoFA')}>
              Two-Factor Authentication
            </Button>
          </div>
        </div>
      </Card>
      <div className="cs-account__tabs">
        <QueryTabs items={items} defaultActiveKey="profile" clearParams={[MODAL_PARAM]} />
      </div>
      <Modal
        open={params.get(MODAL_PARAM) === 'twoFA'}
        title="Two-Factor Authentication"
        footer={null}
        onCancel={() => setModal(null)}
        width={{ xs: DIALOG_WIDTH.mobile, sm: DIALOG_WIDTH.mobile, md: DIALOG_WIDTH.desktop }}
        destroyOnHidden
      >
        <WithSecurityProfile>{(security) => <TwoFactorSettings profile={security} />}</WithSecurityProfile>
      </Modal>
    </div>
  );
}
