import {
  DIALOG_WIDTH,
  type OrganizationUpdate,
  type PictureTarget,
  type ProfileUpdateInput,
} from '@carespace/domain';
import { Button, Card, Flex, Modal, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { QueryTabs } from '../../../components/QueryTabs.tsx';
import { toast } from '../../../lib/notify.ts';
import { notificationPathId, useProfile, useSaveOrganization, useSaveProfile } from '../api/account-api.ts';
import { AccountSidePanel } from '../components/AccountSidePanel.tsx';
import { AdminTabPlaceholder } from '../components/BillingPlaceholder.tsx';
import { LicensesPanel } from '../components/LicensesPanel.tsx';
import { MembershipBilling } from '../components/MembershipBilling.tsx';
import { NotificationPreferences } from '../components/NotificationPreferences.tsx';
import { PictureSettings } from '../components/PictureSettings.tsx';
import { PracticeDetails } from '../components/PracticeDetails.tsx';
import { PracticeForm } from '../components/PracticeForm.tsx';
import { ProfileDetails } from '../components/ProfileDetails.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import './AccountPage.css';

export const ACCOUNT_PARAMS = { modal: 'modal', edit: 'isEdit', type: 'type', userId: 'userId' } as const;
export type AccountModal = 'notification' | 'profilePic' | 'twoFA';

export interface AccountPageProps {
  /** Who is looking; their phone state comes from the identity, which phone verification refreshes. */
  viewer: { id: string; healcoAdmin: boolean; phone: string | null; isPhoneVerified: boolean };
  /** The viewer's own security settings (another feature's screen, composed by the app). */
  settings: ReactNode;
  /** The viewer's own two-factor settings, for the twoFA modal. */
  twoFactor: ReactNode;
  /** Phone verification, offered by the notification preferences when texts are chosen on an unverified phone. */
  phoneVerification: ReactNode;
  /** The admin-only Properties and Matches tabs of the account's practice (another feature's lists). */
  adminTabs?: {
    properties: (organizationId: string) => ReactNode;
    matches: (organizationId: string) => ReactNode;
  };
  /** The Applications tab: the applications to the account's practice (another feature's list). */
  applications?: (organizationId: string) => ReactNode;
  /** A patient's own "My record" tab: their whole record to download and who has read it (another feature's). */
  record?: (userId: string) => ReactNode;
  /** On a provider's own Practice tab: their offer to see patients Carespace refers (another feature's card). */
  inPersonOffer?: ReactNode;
}

/**
 * The account page: tabs chosen by the query `tab` (profile, organization, licenses for a provider's
 * own account, applications to the practice's spaces, billing, settings, and for admins properties and matches),
 * view and edit by `isEdit`, dialogs by `modal`. An admin may open another user's account with `userId`.
 */
export function AccountPage({
  viewer,
  settings,
  twoFactor,
  phoneVerification,
  adminTabs,
  applications,
  record,
  inPersonOffer,
}: AccountPageProps) {
  const [params, setParams] = useSearchParams();
  const userId = viewer.healcoAdmin ? params.get(ACCOUNT_PARAMS.userId) : null;
  const profile = useProfile(userId);
  const saveProfile = useSaveProfile(userId);
  const saveOrganization = useSaveOrganization(userId);
  const isEdit = params.get(ACCOUNT_PARAMS.edit) === 'true';
  const modal = params.get(ACCOUNT_PARAMS.modal) as AccountModal | null;
  const pictureType: PictureTarget =
    params.get(ACCOUNT_PARAMS.type) === 'organization' ? 'organization' : 'user';

  const setQuery = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const setEdit = (on: boolean) => setQuery({ [ACCOUNT_PARAMS.edit]: on ? 'true' : null });
  const openModal = (name: AccountModal | null, type?: PictureTarget) =>
    setQuery({ [ACCOUNT_PARAMS.modal]: name, [ACCOUNT_PARAMS.type]: type === 'organization' ? type : null });

  if (profile.isPending) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin aria-label="Loading the account" />
      </Flex>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <Result
        status="warning"
        title="We couldn't load this account."
        extra={<Button onClick={() => void profile.refetch()}>Fetch again</Button>}
      />
    );
  }

  const data = profile.data;
  const isSelf = data.id === viewer.id;
  const canEdit = isSelf || viewer.healcoAdmin;
  const editButton = (label: string) =>
    canEdit && !isEdit ? (
      <Button onClick={() => setEdit(true)} aria-label={label}>
        Edit
      </Button>
    ) : null;

  const profileTab = (
    <Card title="Profile" extra={editButton('Edit profile')}>
      {isEdit ? (
        <ProfileForm
          profile={data}
          saving={saveProfile.isPending}
          onCancel={() => setEdit(false)}
          onSave={(update: ProfileUpdateInput) =>
            saveProfile.mutate(update, {
              onSuccess: () => {
                setEdit(false);
                void toast('success', 'Your profile has been saved.');
              },
            })
          }
        />
      ) : (
        <ProfileDetails profile={data} />
      )}
    </Card>
  );

  const practiceTab = data.organization ? (
    <Card
      title="Practice"
      extra={
        canEdit ? (
          <Flex gap={8} wrap>
            <Button onClick={() => openModal('profilePic', 'organization')}>Change picture</Button>
            {editButton('Edit practice')}
          </Flex>
        ) : null
      }
    >
      {isEdit ? (
        <PracticeForm
          profile={data}
          saving={saveOrganization.isPending}
          onCancel={() => setEdit(false)}
          onSave={(update: OrganizationUpdate) =>
            saveOrganization.mutate(update, {
              onSuccess: () => {
                setEdit(false);
                void toast('success', 'Your practice has been saved.');
              },
            })
          }
        />
      ) : (
        <PracticeDetails profile={data} isAdmin={viewer.healcoAdmin} />
      )}
    </Card>
  ) : null;
  // A clinician's own offer to see referred patients at this practice (another feature's card).
  const practicePanel =
    practiceTab && isSelf && data.provider && inPersonOffer ? (
      <Flex vertical gap={16}>
        {practiceTab}
        {inPersonOffer}
      </Flex>
    ) : (
      practiceTab
    );

  const settingsTab = isSelf ? (
    settings
  ) : (
    <Card title="Settings">
      <Typography.Paragraph>
        Email, password, phone and two-factor sign-in can be changed only by the account holder, who confirms
        each change.
      </Typography.Paragraph>
    </Card>
  );

  const items = [
    { key: 'profile', label: 'Profile', children: profileTab },
    ...(practicePanel ? [{ key: 'organization', label: 'Practice', children: practicePanel }] : []),
    // A provider's own state licenses (admins verify them in the console's queue).
    ...(isSelf && data.provider
      ? [
          {
            key: 'licenses',
            label: 'Licenses',
            children: <LicensesPanel reviews={data.provider.providerRole === 'HPRO'} />,
          },
        ]
      : []),
    // The practice's applications, for its own people and admins (the list answers nobody else).
    ...(applications && data.organization && data.provider && (isSelf || viewer.healcoAdmin)
      ? [
          {
            key: 'applications',
            label: 'Applications',
            children: applications(data.organization.id),
          },
        ]
      : []),
    ...(data.organization && data.isOwner
      ? [
          {
            key: 'billing',
            label: 'Billing & Membership',
            children: (
              <MembershipBilling
                organizationId={data.organization.id}
                accountUserId={data.id}
                viewerIsAdmin={viewer.healcoAdmin}
              />
            ),
          },
        ]
      : []),
    // The record is the patient's own: an admin looking at the account produces it through the console instead.
    ...(record && isSelf && data.isPatient
      ? [{ key: 'record', label: 'My record', children: record(data.id) }]
      : []),
    ...(data.isOwner ? [{ key: 'settings', label: 'Settings', children: settingsTab }] : []),
    ...(viewer.healcoAdmin
      ? [
          {
            key: 'properties',
            label: 'Properties',
            children:
              adminTabs && data.organization ? (
                adminTabs.properties(data.organization.id)
              ) : (
                <AdminTabPlaceholder kind="properties" hasPractice={data.organization !== null} />
              ),
          },
          {
            key: 'matches',
            label: 'Matches',
            children:
              adminTabs && data.organization ? (
                adminTabs.matches(data.organization.id)
              ) : (
                <AdminTabPlaceholder kind="matches" hasPractice={data.organization !== null} />
              ),
          },
        ]
      : []),
  ];

  const modalTitle: Record<AccountModal, string> = {
    notification: 'Notification Preferences',
    profilePic: pictureType === 'organization' ? 'Practice picture' : 'Picture and avatar',
    twoFA: 'Two-Factor Authentication',
  };

  return (
    <div className="cs-account">
      <AccountSidePanel
        profile={data}
        canEdit={canEdit}
        showTwoFactor={isSelf}
        onOpen={(name) => openModal(name)}
      />
      <div className="cs-account__tabs">
        <QueryTabs
          items={items}
          defaultActiveKey="profile"
          clearParams={[ACCOUNT_PARAMS.modal, ACCOUNT_PARAMS.edit, ACCOUNT_PARAMS.type]}
        />
      </div>
      <Modal
        open={modal !== null && modal in modalTitle}
        title={modal ? modalTitle[modal] : undefined}
        footer={null}
        onCancel={() => openModal(null)}
        width={{ xs: DIALOG_WIDTH.mobile, sm: DIALOG_WIDTH.mobile, md: DIALOG_WIDTH.desktop }}
        destroyOnHidden
      >
        {modal === 'notification' ? (
          <NotificationPreferences
            pathId={notificationPathId(data)}
            userId={isSelf ? null : data.id}
            phone={isSelf ? viewer.phone : data.phone}
            isPhoneVerified={isSelf ? viewer.isPhoneVerified : data.isPhoneVerified}
            phoneVerification={isSelf ? phoneVerification : null}
          />
        ) : null}
        {modal === 'profilePic' && canEdit ? (
          <PictureSettings profile={data} type={pictureType} userId={userId} />
        ) : null}
        {modal === 'twoFA' && isSelf ? twoFactor : null}
      </Modal>
    </div>
  );
}
