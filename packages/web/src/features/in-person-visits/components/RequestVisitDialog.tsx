import { IN_PERSON, type NearbyClinician, visitSlots } from '@carespace/domain';
import { Alert, Button, Checkbox, Flex, Form, Modal, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { useRequestVisit } from '../api/in-person-api.ts';
import { hoursLabel, visitTime } from './visit-format.ts';

/** Asking a clinician near a referred patient for a visit (ReferralCare loads it, with antd, when it opens). */
export function RequestVisitDialog({
  referralId,
  clinician,
  onClose,
}: {
  referralId: string;
  clinician: NearbyClinician;
  onClose: () => void;
}) {
  const request = useRequestVisit(referralId);
  const [times, setTimes] = useState<string[]>([]);
  const [share, setShare] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const options = useMemo(
    () => visitSlots(clinician.hours, new Date()).map((value) => ({ value, label: visitTime(value) })),
    [clinician.hours],
  );

  const submit = () => {
    if (times.length < 2 || times.length > 3) {
      setProblem(IN_PERSON.timesCount);
      return;
    }
    setProblem(null);
    request.mutate(
      { patientQuestionnaireId: referralId, clinicianUserId: clinician.userId, times, shareAnswers: share },
      {
        onSuccess: () => {
          void toast('success', `Your request is on its way to ${clinician.name}.`);
          onClose();
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Modal
      open
      title={`Request a visit with ${clinician.name}`}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit} aria-label="Request a visit">
        <Typography.Paragraph type="secondary">
          {clinician.practiceName}, {clinician.city}. Visits {hoursLabel(clinician.hours)} (New York time).
        </Typography.Paragraph>
        <Form.Item label="Two or three times that suit you" htmlFor="visit-times" required>
          <Select
            id="visit-times"
            mode="multiple"
            maxCount={3}
            value={times}
            options={options}
            placeholder="Choose times"
            onChange={(value: string[]) => setTimes(value)}
          />
        </Form.Item>
        <Form.Item extra="Only if you tick this does the clinician see the answers you gave in your online visit. You can leave it unticked and tell them yourself.">
          <Checkbox checked={share} onChange={(event) => setShare(event.target.checked)}>
            Share my answers with this clinician
          </Checkbox>
        </Form.Item>
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
        <Flex gap={8} justify="flex-end" wrap>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={request.isPending}>
            Send request
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
