import { FileTextOutlined } from '@ant-design/icons';
import {
  type AdminLicenseItem,
  DATE_FORMATS,
  LICENSE_REJECTION_MAX,
  LICENSES,
  licenseRejectSchema,
  PROVIDER_ROLE,
  type ProviderRole,
  US_STATES,
  type UsState,
} from '@carespace/domain';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Result,
  Spin,
  Tag,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { downloadFileUrl } from '../../../components/upload/upload-api.ts';
import { toast } from '../../../lib/notify.ts';
import { useLicenseQueue, useRejectLicense, useVerifyLicense } from '../api/admin-licenses-api.ts';
import { shortDate } from './format.ts';
import './LicenseQueue.css';

const stateName = (code: string) => US_STATES[code as UsState] ?? code;
const fullDate = (day: string) => dayjs(day).format(DATE_FORMATS.fullDate);
const roleName = (code: string | null) => (code ? (PROVIDER_ROLE[code as ProviderRole] ?? code) : '—');

function profilePath(item: AdminLicenseItem): string {
  return `/admin/providerProfile?${new URLSearchParams({ userId: item.provider.userId }).toString()}`;
}

function RejectDialog({ item, onClose }: { item: AdminLicenseItem; onClose: () => void }) {
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectLicense();
  const state = stateName(item.usState);
  const submit = async () => {
    const values = await form.validateFields();
    const parsed = licenseRejectSchema.safeParse(values);
    if (!parsed.success) return;
    const outcome = await reject.mutateAsync({ id: item.id, ...parsed.data }).catch(() => null);
    if (!outcome) return;
    void toast('success', LICENSES.rejected(item.provider.name, state));
    onClose();
  };
  return (
    <Modal
      open
      title={`Reject ${item.provider.name}'s ${state} license?`}
      okText="Reject license"
      okButtonProps={{ danger: true, loading: reject.isPending }}
      cancelText="Cancel"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        The provider is emailed this reason and sees it on their Licenses tab, so say what to correct.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} aria-label="Reject license">
        <Form.Item name="reason" label="Reason" rules={[zodRule(licenseRejectSchema.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={LICENSE_REJECTION_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function QueueItem({ item }: { item: AdminLicenseItem }) {
  const { modal } = App.useApp();
  const verify = useVerifyLicense();
  const [rejecting, setRejecting] = useState(false);
  const state = stateName(item.usState);
  const expired = item.standing === 'expired';

  const confirmVerify = () =>
    modal.confirm({
      title: `Verify ${item.provider.name}'s ${state} license?`,
      content:
        item.provider.providerRole === 'HPRO'
          ? `They will be able to read and decide prescription requests from patients in ${state} at once.`
          : 'Their listings and applications will show License verified.',
      okText: 'Verify license',
      cancelText: 'Cancel',
      onOk: () =>
        verify
          .mutateAsync({ id: item.id })
          .then(() => toast('success', LICENSES.verified(item.provider.name, state)))
          .catch(() => undefined),
    });

  return (
    <Card
      size="small"
      className="cs-license-queue__item"
      title={
        <Flex gap={8} align="center" wrap>
          <Link to={profilePath(item)}>{item.provider.name}</Link>
          <Tag>{state}</Tag>
          {expired ? <Tag>Expired</Tag> : null}
        </Flex>
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
        items={[
          { key: 'number', label: 'License number', children: item.licenseNumber },
          { key: 'expires', label: 'Expires', children: fullDate(item.expiresOn) },
          { key: 'submitted', label: 'Submitted', children: shortDate(item.submittedOn) },
          {
            key: 'email',
            label: 'Email',
            children: <span className="cs-license-queue__email">{item.provider.email}</span>,
          },
          { key: 'role', label: 'Role', children: roleName(item.provider.providerRole) },
          { key: 'npi', label: 'NPI', children: item.provider.npi ?? '—' },
          { key: 'practice', label: 'Practice', children: item.provider.organizationName ?? '—' },
          {
            key: 'document',
            label: 'Document',
            children: item.document ? (
              <a
                href={downloadFileUrl(item.document.fileName, 'providerLicenses')}
                target="_blank"
                rel="noreferrer"
              >
                <FileTextOutlined aria-hidden /> Open {item.document.originalName}
              </a>
            ) : (
              'None uploaded: check the state board’s register'
            ),
          },
        ]}
      />
      {expired ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          This license expired on {fullDate(item.expiresOn)}, so it cannot be verified. Reject it and ask for
          the renewed license.
        </Typography.Paragraph>
      ) : null}
      <Flex gap={8} wrap style={{ marginTop: 12 }}>
        <Button
          type="primary"
          disabled={expired}
          loading={verify.isPending}
          onClick={confirmVerify}
          aria-label={`Verify ${item.provider.name}'s ${state} license`}
        >
          Verify
        </Button>
        <Button
          danger
          onClick={() => setRejecting(true)}
          aria-label={`Reject ${item.provider.name}'s ${state} license`}
        >
          Reject
        </Button>
      </Flex>
      {rejecting ? <RejectDialog item={item} onClose={() => setRejecting(false)} /> : null}
    </Card>
  );
}

/**
 * Licenses to verify (the console's queue): each pending license with its provider, number, expiry and document.
 * Verify (after a confirmation: it opens a state's prescriptions to a reviewer) or Reject with a reason.
 */
export function LicenseQueue() {
  const queue = useLicenseQueue();
  if (queue.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label="Loading the licenses to verify" />
      </Flex>
    );
  }
  if (queue.isError || !queue.data) {
    return (
      <Result
        status="warning"
        title="We couldn't load the licenses to verify."
        extra={<Button onClick={() => void queue.refetch()}>Fetch again</Button>}
      />
    );
  }
  const { items, total } = queue.data;
  if (items.length === 0) {
    return (
      <Card>
        <Empty description="No licenses are waiting. New submissions from providers appear here." />
      </Card>
    );
  }
  return (
    <Flex vertical gap={12} className="cs-license-queue">
      <Typography.Text type="secondary">
        {total === 1 ? '1 license waits' : `${total} licenses wait`}, oldest first. Check each against the
        issuing state board’s register before verifying.
        {total > items.length ? ` The first ${items.length} are shown.` : ''}
      </Typography.Text>
      {items.map((item) => (
        <QueueItem key={item.id} item={item} />
      ))}
    </Flex>
  );
}
