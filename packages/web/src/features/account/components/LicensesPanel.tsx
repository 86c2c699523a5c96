import { DeleteOutlined, FileTextOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DATE_FORMATS,
  type FileRecord,
  LICENSE_NUMBER_MAX,
  LICENSE_STANDING,
  LICENSES,
  type LicenseStanding,
  type LicenseView,
  latestLicenseExpiry,
  licenseExpirySchema,
  licenseNumberSchema,
  licenseSubmitSchema,
  licenseToday,
  US_STATES,
  type UsState,
  uploadAccept,
} from '@carespace/domain';
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  List,
  Result,
  Spin,
  Tag,
  Typography,
  Upload,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect.tsx';
import { zodRule } from '../../../components/form/zod-rule.ts';
import {
  deleteUploadedFile,
  downloadFileUrl,
  showUploadFailure,
  uploadOneFile,
} from '../../../components/upload/upload-api.ts';
import { toast } from '../../../lib/notify.ts';
import { useOwnLicenses, useSubmitLicense, useWithdrawLicense } from '../api/licenses-api.ts';

const STANDING_COLOR: Record<LicenseStanding, string> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'error',
  expired: 'default',
};

const stateName = (code: string) => US_STATES[code as UsState] ?? code;
const fullDate = (day: string) => dayjs(day).format(DATE_FORMATS.fullDate);

interface FormValues {
  usState?: string;
  licenseNumber?: string;
  expiresOn?: Dayjs | null;
}

/** The document picker: one jpg, png or pdf, stored at once in the private providerLicenses folder. */
function DocumentPicker({
  value,
  onChange,
}: {
  value: FileRecord | null;
  onChange: (file: FileRecord | null) => void;
}) {
  const [uploading, setUploading] = useState(false);
  if (value) {
    return (
      <Flex gap={8} align="center" wrap>
        <FileTextOutlined aria-hidden />
        <Typography.Text>{value.originalName}</Typography.Text>
        <Button
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => {
            void deleteUploadedFile('providerLicenses', value.fileName).then((deleted) => {
              if (deleted) onChange(null);
            });
          }}
        >
          Remove
        </Button>
      </Flex>
    );
  }
  return (
    <Upload
      accept={uploadAccept('general')}
      showUploadList={false}
      beforeUpload={(file) => {
        setUploading(true);
        void uploadOneFile('providerLicenses', file).then((outcome) => {
          setUploading(false);
          if (outcome.success) onChange(outcome.result);
          else showUploadFailure(outcome.error);
        });
        return Upload.LIST_IGNORE;
      }}
    >
      <Button loading={uploading}>Upload the license (PDF, JPG or PNG)</Button>
    </Upload>
  );
}

function AddLicenseForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [document, setDocument] = useState<FileRecord | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitLicense();
  const today = licenseToday();
  const latest = latestLicenseExpiry(today);

  const onFinish = (values: FormValues) => {
    const parsed = licenseSubmitSchema.safeParse({
      usState: values.usState ?? '',
      licenseNumber: values.licenseNumber ?? '',
      expiresOn: values.expiresOn ? values.expiresOn.format('YYYY-MM-DD') : '',
      documentFileId: document?.id ?? null,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? LICENSES.numberRequired);
      return;
    }
    setProblem(null);
    submit.mutate(parsed.data, {
      onSuccess: () => {
        void toast('success', LICENSES.submitted);
        onDone();
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      aria-label="Add a license"
      className="cs-licenses__form"
    >
      <Form.Item name="usState" label="State" rules={[{ required: true, message: LICENSES.stateRequired }]}>
        <ReferenceSelect table="usState" placeholder="Search states" aria-label="State" />
      </Form.Item>
      <Form.Item
        name="licenseNumber"
        label="License number"
        rules={[zodRule(licenseNumberSchema)]}
        extra="As printed on the license, including any letters."
      >
        <Input maxLength={LICENSE_NUMBER_MAX} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="expiresOn"
        label="Expiration date"
        rules={[
          { required: true, message: LICENSES.expiryRequired },
          zodRule(licenseExpirySchema, {
            optional: true,
            map: (value) => (value ? (value as Dayjs).format('YYYY-MM-DD') : ''),
          }),
        ]}
      >
        <DatePicker
          format="MM/DD/YYYY"
          placeholder="MM/DD/YYYY"
          style={{ width: '100%' }}
          disabledDate={(day) => {
            const value = day.format('YYYY-MM-DD');
            return value < today || value > latest;
          }}
        />
      </Form.Item>
      <Form.Item label="Document (optional)" extra="Only you and Carespace's verification team can open it.">
        <DocumentPicker value={document} onChange={setDocument} />
      </Form.Item>
      {problem ? (
        <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />
      ) : null}
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          Submit for verification
        </Button>
        <Button onClick={onDone} disabled={submit.isPending}>
          Cancel
        </Button>
      </Flex>
    </Form>
  );
}

function LicenseItem({ license }: { license: LicenseView }) {
  const { modal } = App.useApp();
  const withdraw = useWithdrawLicense();
  const state = stateName(license.usState);
  const confirmWithdraw = () =>
    modal.confirm({
      title: `Withdraw your ${state} license?`,
      content:
        'It leaves the verification queue, and its document is deleted. You can add it again at any time.',
      okText: 'Withdraw',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: () =>
        withdraw
          .mutateAsync({ id: license.id })
          .then(() => toast('success', LICENSES.withdrawn))
          .catch(() => undefined),
    });

  return (
    <List.Item
      className="cs-licenses__item"
      actions={
        license.status === 'PEND'
          ? [
              <Button
                key="withdraw"
                size="small"
                danger
                loading={withdraw.isPending}
                onClick={confirmWithdraw}
                aria-label={`Withdraw the ${state} license`}
              >
                Withdraw
              </Button>,
            ]
          : []
      }
    >
      <Flex vertical gap={4} style={{ minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{state}</Typography.Text>
          <Tag color={STANDING_COLOR[license.standing]}>{LICENSE_STANDING[license.standing]}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          License {license.licenseNumber} · {license.standing === 'expired' ? 'Expired' : 'Expires'}{' '}
          {fullDate(license.expiresOn)}
          {license.standing === 'pending' ? ` · Submitted ${fullDate(license.submittedOn)}` : null}
        </Typography.Text>
        {license.standing === 'rejected' && license.rejectionReason ? (
          <Typography.Text>
            <Typography.Text strong>Reason:</Typography.Text> {license.rejectionReason} Add the license again
            once it is corrected.
          </Typography.Text>
        ) : null}
        {license.standing === 'expired' ? (
          <Typography.Text>
            This license no longer counts. Add your renewed license to keep reviewing.
          </Typography.Text>
        ) : null}
        {license.document ? (
          <a
            href={downloadFileUrl(license.document.fileName, 'providerLicenses')}
            target="_blank"
            rel="noreferrer"
          >
            <FileTextOutlined aria-hidden /> {license.document.originalName}
          </a>
        ) : null}
      </Flex>
    </List.Item>
  );
}

/**
 * The account's Licenses tab: the provider's state licenses with where each stands (Pending review, Verified,
 * Rejected with the reason, Expired), a form to add one, and Withdraw on a pending one. Prescription review counts
 * only verified, unexpired licenses, so the copy says so to those who review.
 */
export function LicensesPanel({ reviews }: { reviews: boolean }) {
  const licenses = useOwnLicenses();
  const [adding, setAdding] = useState(false);

  const intro = reviews
    ? 'Add each state license you hold. Our team checks it with the state board, usually within two business ' +
      'days. You review prescription requests only from states where your license is verified and current.'
    : 'Add each state license you hold. Once our team has checked it with the state board, your listings and ' +
      'applications show License verified.';

  let body: ReactNode;
  if (licenses.isPending) {
    body = (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin aria-label="Loading your licenses" />
      </Flex>
    );
  } else if (licenses.isError) {
    body = (
      <Result
        status="warning"
        title="We couldn't load your licenses."
        extra={<Button onClick={() => void licenses.refetch()}>Fetch again</Button>}
      />
    );
  } else if ((licenses.data ?? []).length === 0 && !adding) {
    body = (
      <Empty description="No licenses yet.">
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
          Add your first license
        </Button>
      </Empty>
    );
  } else {
    body = (
      <List
        dataSource={licenses.data ?? []}
        rowKey="id"
        renderItem={(item) => <LicenseItem license={item} />}
      />
    );
  }

  return (
    <Card
      title="Licenses"
      extra={
        adding ? null : (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
            Add a license
          </Button>
        )
      }
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {adding ? <AddLicenseForm onDone={() => setAdding(false)} /> : null}
      {body}
    </Card>
  );
}
