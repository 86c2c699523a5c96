import {
  applicationCardState,
  HOW_SOON,
  type PropertyView,
  propertyApplicationSchema,
} from '@carespace/domain';
import { Alert, Button, Card, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { useApplyToProperty } from '../api/application-api.ts';
import { ApplicationStateTag } from './ApplicationStateTag.tsx';

interface ApplyValues {
  messageToHost: string;
  howSoon: keyof typeof HOW_SOON;
}

/**
 * The seeker's side of a listing: a short application (a message and how soon), then its state. The host
 * answers from Connections; approval opens the property chat.
 */
export function ApplyToProperty({
  property,
  organizationId,
}: {
  property: PropertyView;
  organizationId: string | null;
}) {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<ApplyValues>();
  const apply = useApplyToProperty();
  const state = applicationCardState(property);

  if (state) {
    return (
      <Card className="cs-apply">
        <Typography.Title level={3} style={{ marginTop: 0, fontSize: 18 }}>
          Your application
        </Typography.Title>
        <ApplicationStateTag property={property} />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {state === 'Contacting Host'
            ? 'The host has your message. You will hear from us as soon as they answer.'
            : state === 'Approved Application'
              ? 'The host approved your application. Say hello in Property Chat.'
              : 'The host could not offer this space this time. Other matches are waiting for you.'}
        </Typography.Paragraph>
        {property.propertyChat_id ? (
          <Link
            to={`/provider/property-chat?propertyChat_id=${encodeURIComponent(property.propertyChat_id)}`}
          >
            <Button type="primary" style={{ marginTop: 12 }}>
              Open chat
            </Button>
          </Link>
        ) : null}
      </Card>
    );
  }

  const submit = async (values: ApplyValues) => {
    const parsed = propertyApplicationSchema.safeParse({
      ...values,
      propertyId: property.id,
      organizationId,
    });
    if (!parsed.success) return;
    await apply.mutateAsync(parsed.data);
    void notify('success', 'Application sent', {
      description: 'The host has your message. We will let you know when they answer.',
    });
    setOpen(false);
  };

  return (
    <Card className="cs-apply">
      <Typography.Title level={3} style={{ marginTop: 0, fontSize: 18 }}>
        Interested in this space?
      </Typography.Title>
      {!open ? (
        <>
          <Typography.Paragraph type="secondary">
            Introduce yourself to the host. Once they approve, you can talk it through in a private chat.
          </Typography.Paragraph>
          <Button type="primary" onClick={() => setOpen(true)}>
            Apply
          </Button>
        </>
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            name="messageToHost"
            label="Message to the host"
            rules={[
              { required: true, whitespace: true, message: 'Please write a short message to the host.' },
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={1000}
              showCount
              placeholder="Tell the host about your practice and the days you would use the space."
            />
          </Form.Item>
          <Form.Item
            name="howSoon"
            label="How soon do you need the space?"
            rules={[{ required: true, message: 'Please tell the host how soon you need the space.' }]}
          >
            <Select
              placeholder="Choose one"
              options={Object.entries(HOW_SOON).map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
          {apply.error ? (
            <Alert type="error" showIcon title={apply.error.message} style={{ marginBottom: 12 }} />
          ) : null}
          <Button type="primary" htmlType="submit" loading={apply.isPending}>
            Send application
          </Button>
          <Button type="text" onClick={() => setOpen(false)} style={{ marginLeft: 8 }}>
            Cancel
          </Button>
        </Form>
      )}
    </Card>
  );
}
