import { ACCOUNT_STATUS, type AccountStatus, ADMIN_ACCOUNTS } from '@carespace/domain';
import { App, Button, Flex, Tag } from 'antd';
import { toast } from '../../../lib/notify.ts';
import { useSetUserStatus, useViewerId } from '../api/admin-accounts-api.ts';

const COLOUR: Record<AccountStatus, string> = { ACTV: 'success', DEAC: 'error', LOCK: 'warning' };

export function AccountStatusTag({ status }: { status: string }) {
  const known = (status in ACCOUNT_STATUS ? status : 'ACTV') as AccountStatus;
  return <Tag color={COLOUR[known]}>{ACCOUNT_STATUS[known]}</Tag>;
}

/**
 * The account's status and the one action on it: Deactivate an active account, Reactivate a deactivated or locked
 * one, each after a confirm dialog. The admin's own row shows the status only (the server refuses it anyway).
 */
export function AccountStatusAction({
  userId,
  name,
  status,
  size = 'small',
}: {
  userId: string;
  name: string;
  status: string;
  size?: 'small' | 'middle';
}) {
  const { modal } = App.useApp();
  const viewerId = useViewerId();
  const change = useSetUserStatus(userId);
  const deactivating = status === 'ACTV';

  const confirm = () =>
    modal.confirm({
      title: deactivating ? ADMIN_ACCOUNTS.deactivateTitle(name) : ADMIN_ACCOUNTS.reactivateTitle(name),
      content: deactivating ? ADMIN_ACCOUNTS.deactivateBody : ADMIN_ACCOUNTS.reactivateBody,
      okText: deactivating ? ADMIN_ACCOUNTS.deactivate : ADMIN_ACCOUNTS.reactivate,
      okButtonProps: deactivating ? { danger: true } : {},
      cancelText: 'Cancel',
      // A failure is already shown by the API call; the dialog closes either way.
      onOk: () =>
        change
          .mutateAsync({ status: deactivating ? 'DEAC' : 'ACTV' })
          .then(() =>
            toast(
              'success',
              deactivating ? ADMIN_ACCOUNTS.deactivated(name) : ADMIN_ACCOUNTS.reactivated(name),
            ),
          )
          .catch(() => undefined),
    });

  return (
    <Flex gap={8} align="center" wrap>
      <AccountStatusTag status={status} />
      {userId === viewerId ? null : (
        <Button
          size={size}
          danger={deactivating}
          loading={change.isPending}
          onClick={confirm}
          aria-label={`${deactivating ? ADMIN_ACCOUNTS.deactivate : ADMIN_ACCOUNTS.reactivate} ${name}`}
        >
          {deactivating ? ADMIN_ACCOUNTS.deactivate : ADMIN_ACCOUNTS.reactivate}
        </Button>
      )}
    </Flex>
  );
}
