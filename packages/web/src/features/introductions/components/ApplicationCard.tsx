import { LockOutlined } from '@ant-design/icons';
import {
  APPLICATIONS,
  type ApplicationView,
  formatPhone,
  INTRODUCTION_REJECTION_REASON,
  type IntroductionRejection,
  introductionRejectionSchema,
} from '@carespace/domain';
import { Button, Card, Descriptions, Flex, Form, Input, Modal, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ImageWithFallback } from '../../../components/ImageWithFallback.tsx';
import { LicenseVerifiedTag } from '../../../components/LicenseVerifiedTag.tsx';
import { downloadFileUrl } from '../../../components/upload/upload-api.ts';
import { formatDate } from './format.ts';

interface ApplicationCardProps {
  application: ApplicationView;
  accountPath: string;
  onApprove: (id: string) => Promise<void>;
  onReject: (id: string, rejection: IntroductionRejection) => Promise<void>;
  busy: boolean;
}

/** One application: the space, who applied and when; contact details and the message only for members. */
export function ApplicationCard({
  application: a,
  accountPath,
  onApprove,
  onReject,
  busy,
}: ApplicationCardProps) {
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<IntroductionRejection>();
  const reason = Form.useWatch('introductionRejectionReason', form);
  const cover = a.propertyPhoto.files[0];

  const submitRejection = async () => {
    const values = await form.validateFields();
    const parsed = introductionRejectionSchema.safeParse(values);
    if (!parsed.success) return;
    await onReject(a.id, parsed.data);
    setRejecting(false);
  };

  return (
    <Card className="cs-application" data-testid="application-card">
      <div className="cs-application__layout">
        <ImageWithFallback
          src={cover ? downloadFileUrl(cover.fileName, 'properties') : null}
          alt={cover ? `Photo of ${a.title}` : ''}
          width={120}
          height={96}
          className="cs-application__photo"
        />
        <div className="cs-application__body">
          <Flex wrap gap={8} align="center">
            <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
              {a.title}
            </Typography.Title>
            {a.approvedOn ? <Tag color="success">Approved</Tag> : null}
            {a.rejectedOn ? <Tag>Declined</Tag> : null}
          </Flex>
          <Typography.Text type="secondary">{a.address}</Typography.Text>
          <Descriptions column={{ xs: 1, sm: 1, md: 2 }} size="small" style={{ marginTop: 12 }}>
            <Descriptions.Item label="Practice">
              <Flex wrap gap={8} align="center">
                <span>{a.applicantInfo.organizationName ?? '—'}</span>
                <LicenseVerifiedTag states={a.applicantInfo.licenseStates} />
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label="Applied">{formatDate(a.sentOn)}</Descriptions.Item>
            <Descriptions.Item label="Needs the space">{a.howSoon}</Descriptions.Item>
            {a.canRespond ? (
              <>
                <Descriptions.Item label="Name">{a.applicantInfo.name ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Email">{a.applicantInfo.email ?? '—'}</Descriptions.Item>
                <Descriptions.Item label="Phone">
                  {formatPhone(a.applicantInfo.phone) || '—'}
                </Descriptions.Item>
              </>
            ) : null}
            {a.rejectionReason ? (
              <Descriptions.Item label="Reason">
                {a.rejectionReason.name}
                {a.rejectionReason.other ? ` — ${a.rejectionReason.other}` : ''}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          {a.canRespond ? (
            a.messageToHost ? (
              <Typography.Paragraph className="cs-application__message">
                {a.messageToHost}
              </Typography.Paragraph>
            ) : null
          ) : (
            <div className="cs-application__locked">
              <LockOutlined aria-hidden />
              <Typography.Text>
                Their contact details and message are shared with members. Upgrade to read them and reply.
              </Typography.Text>
              {/* The link is the one stop for the keyboard; the button inside it only gives the look. */}
              <Link to={`${accountPath}?tab=billing`}>
                <Button type="primary" tabIndex={-1}>
                  {APPLICATIONS.upgradeMembership}
                </Button>
              </Link>
            </div>
          )}
          {a.canRespond && !a.responded ? (
            <Flex gap={8} wrap style={{ marginTop: 12 }}>
              <Button type="primary" loading={busy} onClick={() => void onApprove(a.id)}>
                Approve
              </Button>
              <Button danger disabled={busy} onClick={() => setRejecting(true)}>
                Reject
              </Button>
            </Flex>
          ) : null}
          {a.propertyChat_id ? (
            <Link
              to={`${accountPath.replace(/\/account$/, '')}/property-chat?propertyChat_id=${encodeURIComponent(a.propertyChat_id)}`}
            >
              <Button style={{ marginTop: 12 }} tabIndex={-1}>
                Open chat
              </Button>
            </Link>
          ) : null}
        </div>
      </div>
      <Modal
        open={rejecting}
        title="Reject this application"
        okText="Reject application"
        okButtonProps={{ danger: true, loading: busy }}
        onOk={() => void submitRejection().catch(() => undefined)}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          The applicant will be told the space will not work out. A reason helps them look for a better fit.
        </Typography.Paragraph>
        <Form form={form} layout="vertical" requiredMark={false} preserve={false}>
          <Form.Item
            name="introductionRejectionReason"
            label="Reason"
            rules={[{ required: true, message: APPLICATIONS.reasonRequired }]}
          >
            <Select
              placeholder="Choose a reason"
              options={Object.entries(INTRODUCTION_REJECTION_REASON).map(([value, label]) => ({
                value,
                label,
              }))}
            />
          </Form.Item>
          {reason === 'OTHR' ? (
            <Form.Item
              name="introductionRejectionReasonOther"
              label="Tell the applicant why"
              rules={[{ required: true, whitespace: true, message: APPLICATIONS.reasonOtherRequired }]}
            >
              <Input.TextArea rows={3} maxLength={255} showCount />
            </Form.Item>
          ) : null}
        </Form>
      </Modal>
    </Card>
  );
}
