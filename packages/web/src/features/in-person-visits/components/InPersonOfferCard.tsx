import {
  IN_PERSON,
  type InPersonOffer,
  type InPersonOfferUpdate,
  inPersonOfferUpdateSchema,
  TREATMENT_CATEGORY,
  US_STATES,
} from '@carespace/domain';
import { Alert, Button, Card, Checkbox, Flex, Form, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { useOwnOffer, useSaveOffer } from '../api/in-person-api.ts';
import { hourLabel, hoursLabel, WEEKDAYS } from './visit-format.ts';

const CATEGORY_OPTIONS = Object.entries(TREATMENT_CATEGORY).map(([value, label]) => ({ value, label }));
const DAY_OPTIONS = WEEKDAYS.map((label, value) => ({ value, label: label.slice(0, 3) }));
const HOUR_OPTIONS = Array.from({ length: 25 }, (_, hour) => ({ value: hour, label: hourLabel(hour) }));

const stateName = (code: string) => US_STATES[code as keyof typeof US_STATES] ?? code;

function OfferForm({ offer, onDone }: { offer: InPersonOffer; onDone: () => void }) {
  const save = useSaveOffer();
  const [enabled, setEnabled] = useState(true);
  const [categories, setCategories] = useState<string[]>(offer.categories);
  const [days, setDays] = useState<number[]>(offer.days.length ? offer.days : [1, 2, 3, 4, 5]);
  const [fromHour, setFromHour] = useState(offer.fromHour);
  const [toHour, setToHour] = useState(offer.toHour);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const parsed = inPersonOfferUpdateSchema.safeParse({ enabled, categories, days, fromHour, toHour });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? IN_PERSON.categoriesRequired);
      return;
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => {
        void toast('success', parsed.data.enabled ? 'You now see patients Carespace refers.' : 'Saved.');
        onDone();
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <Form layout="vertical" onFinish={submit} aria-label="In-person referrals">
      <Form.Item>
        <Checkbox checked={enabled} onChange={(event) => setEnabled(event.target.checked)}>
          I see in-person patients referred by Carespace
        </Checkbox>
      </Form.Item>
      <Form.Item label="Treatments I can examine patients for" htmlFor="ip-categories" required>
        <Select
          id="ip-categories"
          mode="multiple"
          value={categories}
          options={CATEGORY_OPTIONS}
          placeholder="Choose the treatments"
          onChange={(value: string[]) => setCategories(value)}
        />
      </Form.Item>
      <Form.Item label="Days I accept visits" required>
        <Checkbox.Group
          aria-label="Days I accept visits"
          options={DAY_OPTIONS}
          value={days}
          onChange={(value) => setDays(value as number[])}
        />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item label="From" htmlFor="ip-from">
          <Select
            id="ip-from"
            style={{ width: 120 }}
            value={fromHour}
            options={HOUR_OPTIONS.slice(0, 24)}
            onChange={setFromHour}
          />
        </Form.Item>
        <Form.Item label="Until" htmlFor="ip-to">
          <Select
            id="ip-to"
            style={{ width: 120 }}
            value={toHour}
            options={HOUR_OPTIONS.slice(1)}
            onChange={setToHour}
          />
        </Form.Item>
      </Flex>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Save
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * On the account's Practice tab: whether this clinician sees, at their practice, patients a Carespace reviewer
 * referred for an in-person exam; which treatments and when. Off by default; only with a verified licence.
 */
export function InPersonOfferCard() {
  const offer = useOwnOffer();
  const save = useSaveOffer();
  const [editing, setEditing] = useState(false);
  const data = offer.data;

  let body: React.ReactNode;
  if (offer.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (!data) body = <Alert type="error" showIcon title={offer.error?.message ?? 'Could not load.'} />;
  else if (editing) body = <OfferForm offer={data} onDone={() => setEditing(false)} />;
  else {
    const address = data.practice
      ? [data.practice.addressLineOne, data.practice.city, data.practice.usState].filter(Boolean).join(', ')
      : null;
    body = (
      <Flex vertical gap={8}>
        <Typography.Paragraph style={{ margin: 0 }}>
          When a Carespace reviewer decides a patient should be examined in person, the patient is shown
          licensed clinicians near them who opted in here, and can ask one of them for a visit. Patients see
          your name, specialty, practice and city; your street address only once you accept.
        </Typography.Paragraph>
        {data.licensedStates.length === 0 ? (
          <Alert
            type="info"
            showIcon
            title="You can turn this on once an administrator has verified one of your licenses (Licenses tab)."
          />
        ) : (
          <Typography.Text type="secondary">
            Patients in {data.licensedStates.map(stateName).join(', ')} can be referred to you (your verified
            licenses).
          </Typography.Text>
        )}
        {address && <Typography.Text>Visits at: {address}</Typography.Text>}
        {data.enabled ? (
          <>
            <Flex gap={4} wrap>
              {data.categories.map((c) => (
                <Tag key={c}>{TREATMENT_CATEGORY[c as keyof typeof TREATMENT_CATEGORY] ?? c}</Tag>
              ))}
            </Flex>
            <Typography.Text>{hoursLabel(data)}</Typography.Text>
          </>
        ) : null}
      </Flex>
    );
  }

  return (
    <Card
      title="In-person referrals"
      extra={
        data && !editing ? (
          <Flex gap={8} align="center">
            <Switch
              aria-label="I see in-person patients referred by Carespace"
              checked={data.enabled}
              loading={save.isPending}
              disabled={!data.enabled && data.licensedStates.length === 0}
              onChange={(checked) => {
                if (checked && data.categories.length === 0) setEditing(true);
                else
                  save.mutate(
                    {
                      enabled: checked,
                      categories: data.categories as InPersonOfferUpdate['categories'],
                      days: data.days,
                      fromHour: data.fromHour,
                      toHour: data.toHour,
                    },
                    { onError: (error) => void toast('error', error.message) },
                  );
              }}
            />
            <Button onClick={() => setEditing(true)} aria-label="Edit in-person referrals">
              Edit
            </Button>
          </Flex>
        ) : null
      }
    >
      {body}
    </Card>
  );
}
