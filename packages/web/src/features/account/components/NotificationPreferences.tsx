import {
  NOTIFICATION_CATEGORY,
  NOTIFICATION_METHOD,
  NOTIFICATIONS,
  type NotificationCategory,
  type NotificationMethod,
  type NotificationType,
} from '@carespace/domain';
import { Alert, Button, Checkbox, Flex, Form, Result, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { toast } from '../../../lib/notify.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/account-api.ts';

const METHOD_LABELS: Record<NotificationMethod, string> = { EMAL: 'Email', PHNE: 'Text message' };
const METHOD_OPTIONS = (Object.keys(NOTIFICATION_METHOD) as NotificationMethod[]).map((value) => ({
  value,
  label: METHOD_LABELS[value],
}));

type Values = { methods: Partial<Record<NotificationType, NotificationMethod[]>> };

export interface NotificationPreferencesProps {
  /** The path's id: the person's practice, or their own id when they have none. */
  pathId: string;
  /** Set when an admin manages someone else's preferences. */
  userId?: string | null;
  phone: string | null;
  isPhoneVerified: boolean;
  /** Offered when a text method is chosen and the phone is not verified yet. */
  phoneVerification?: ReactNode;
  onSaved?: () => void;
}

/** Notification Preferences: for each event, email and/or text; grouped by category. */
export function NotificationPreferences({
  pathId,
  userId,
  phone,
  isPhoneVerified,
  phoneVerification,
  onSaved,
}: NotificationPreferencesProps) {
  const settings = useNotificationSettings(pathId, userId);
  const save = useSaveNotificationSettings(pathId, userId);
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch('methods', form) as Values['methods'] | undefined;
  const wantsText = Object.values(chosen ?? {}).some((methods) => methods?.includes('PHNE'));

  if (settings.isPending) {
    return (
      <Flex justify="center" style={{ padding: 32 }}>
        <Spin aria-label="Loading your notification preferences" />
      </Flex>
    );
  }
  if (settings.isError || !settings.data) {
    return (
      <Result
        status="warning"
        title="We couldn't load your notification preferences."
        extra={<Button onClick={() => void settings.refetch()}>Fetch again</Button>}
      />
    );
  }

  const byCategory = new Map<string, typeof settings.data>();
  for (const item of settings.data) {
    const list = byCategory.get(item.question.category) ?? [];
    list.push(item);
    byCategory.set(item.question.category, list);
  }
  const initial: Values = {
    methods: Object.fromEntries(
      settings.data.map((item) => [item.notificationSettings.type, item.notificationSettings.method]),
    ) as Values['methods'],
  };

  const submit = (values: Values) => {
    save.mutate(
      {
        settings: settings.data.map((item) => ({
          type: item.question.id as NotificationType,
          method: values.methods[item.question.id as NotificationType] ?? [],
        })),
      },
      {
        onSuccess: () => {
          void toast('success', NOTIFICATIONS.saved);
          onSaved?.();
        },
      },
    );
  };

  return (
    <Form<Values>
      form={form}
      name="notificationPreferences"
      aria-label="Notification preferences"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
    >
      <Typography.Paragraph type="secondary">
        Choose how we tell you when something happens. Texts go only to a verified phone number.
      </Typography.Paragraph>
      {[...byCategory.entries()].map(([category, items]) => (
        <fieldset key={category} className="cs-account__alerts">
          <legend>{NOTIFICATION_CATEGORY[category as NotificationCategory] ?? category}</legend>
          {items.map((item) => (
            <Form.Item
              key={item.question.id}
              name={['methods', item.question.id]}
              label={item.question.name}
              extra={item.question.description}
              className="cs-account__alert"
            >
              <Checkbox.Group options={METHOD_OPTIONS} aria-label={item.question.name} />
            </Form.Item>
          ))}
        </fieldset>
      ))}
      {wantsText && !phone ? (
        <Alert
          type="info"
          showIcon
          title="Add a phone number in Settings to get text messages."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {wantsText && phone && !isPhoneVerified ? (
        <div className="cs-account__verify">{phoneVerification}</div>
      ) : null}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Save preferences
      </Button>
    </Form>
  );
}
