import type { OrganizationUpdate, PictureTarget, ProfileUpdateInput } from '@carespace/domain';
import { type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { lazyAntd } from '../../../components/lazy-antd.tsx';
import { Alert } from '../../../components/plain/Alert.tsx';
import { Card } from '../../../components/plain/Card.tsx';
import { QueryTabs } from '../../../components/plain/QueryTabs.tsx';
import { Skeleton } from '../../../components/plain/Skeleton.tsx';
import { toast } from '../../../lib/notify.ts';
import { useProfile, useSaveOrganization, useSaveProfile } from '../api/account-api.ts';
import type { AccountModal } from '../components/AccountDialog.tsx';
import { AccountSidePanel } from '../components/AccountSidePanel.tsx';
import { AdminTabPlaceholder } from '../components/BillingPlaceholder.tsx';
import { PracticeDetails } from '../components/PracticeDetails.tsx';
import { ProfileDetails } from '../components/ProfileDetails.tsx';
import './AccountPage.css';

export type { AccountModal } from '../components/AccountDialog.tsx';
export const ACCOUNT_PARAMS = { modal: 'modal', edit: 'isEdit', type: 'type', userId: 'userId' } as const;

/*
 * The page's first screen (the side panel, the tabs, the profile as read) is plain React. The forms, the other
 * tabs' panels and the dialogs are built with antd and load with it when they are first opened.
 */
const panelLoading = <Skeleton rows={5} />;
const ProfileForm = lazyAntd(
  () => import('../components/ProfileForm.tsx').then((m) => m.ProfileForm),
  panelLoading,
);
const PracticeForm = lazyAntd(
  () => import('../components/PracticeForm.tsx').then((m) => m.PracticeForm),
  panelLoading,
);
const LicensesPanel = lazyAntd(
  () => import('../components/LicensesPanel.tsx').then((m) => m.LicensesPanel),
  panelLoading,
);
const MembershipBilling = lazyAntd(
  () => import('../components/MembershipBilling.tsx').then((m) => m.MembershipBilling),
  panelLoading,
);
const AccountDialog = lazyAntd(() => import('../components/AccountDialog.tsx').then((m) => m.AccountDialog));

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
  // Once opened, the dialog stays mounted (closed), so it can close as a dialog does: animated, the focus back on
  // the button that opened it.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (modal !== null && !dialogUsed) setDialogUsed(true);
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
    // The page's own layout, so nothing moves when the account arrives.
    return (
      <div className="cs-account" aria-busy="true">
        <Card className="cs-account__panel">
          <Skeleton rows={3} />
        </Card>
        <Card>
          <Skeleton rows={6} />
        </Card>
      </div>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <Alert
        type="warning"
        title="We couldn't load this account."
        action={
          <button
            type="button"
            className="cs-button cs-button--secondary cs-button--compact"
            onClick={() => void profile.refetch()}
          >
            Fetch again
          </button>
        }
      />
    );
  }

  const data = profile.data;
  const isSelf = data.id === viewer.id;
  const canEdit = isSelf || viewer.healcoAdmin;
  const editButton = (label: string) =>
    canEdit && !isEdit ? (
      <button
        type="button"
        className="cs-button cs-button--secondary cs-button--compact"
        onClick={() => setEdit(true)}
        aria-label={label}
      >
        Edit
      </button>
    ) : null;

  const profileTab = (
    <Card title={<h2 className="cs-account__card-title">Profile</h2>} extra={editButton('Edit profile')}>
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
      title={<h2 className="cs-account__card-title">Practice</h2>}
      extra={
        canEdit ? (
          <div className="cs-account__actions">
            <button
              type="button"
              className="cs-button cs-button--secondary cs-button--compact"
              onClick={() => openModal('profilePic', 'organization')}
            >
              Change picture
            </button>
            {editButton('Edit practice')}
          </div>
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
      <div className="cs-account__stack">
        {practiceTab}
        {inPersonOffer}
      </div>
    ) : (
      practiceTab
    );

  const settingsTab = isSelf ? (
    settings
  ) : (
    <Card title={<h2 className="cs-account__card-title">Settings</h2>}>
      <p className="cs-account__paragraph">
        Email, password, phone and two-factor sign-in can be changed only by the account holder, who confirms
        each change.
      </p>
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
          items={items.map((item) => ({
            ...item,
            // A panel whose code is still on its way shows its outline; the tabs stay where they are.
            children: <Suspense fallback={panelLoading}>{item.children}</Suspense>,
          }))}
          defaultActiveKey="profile"
          clearParams={[ACCOUNT_PARAMS.modal, ACCOUNT_PARAMS.edit, ACCOUNT_PARAMS.type]}
        />
      </div>
      {dialogUsed ? (
        <Suspense fallback={null}>
          <AccountDialog
            modal={modal}
            profile={data}
            isSelf={isSelf}
            canEdit={canEdit}
            userId={userId}
            pictureType={pictureType}
            viewer={viewer}
            twoFactor={twoFactor}
            phoneVerification={phoneVerification}
            onClose={() => openModal(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
