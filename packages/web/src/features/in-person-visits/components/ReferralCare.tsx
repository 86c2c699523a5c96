import {
  formatPhone,
  IN_PERSON,
  type NearbyClinician,
  type PatientVisitRequest,
  visitSlots,
} from '@carespace/domain';
import { Alert, Button, Checkbox, Flex, Form, List, Modal, Select, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { useReferral, useRequestVisit } from '../api/in-person-api.ts';
import { hoursLabel, visitTime } from './visit-format.ts';

function RequestVisitDialog({
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

function VisitStatus({ visit }: { visit: PatientVisitRequest }) {
  if (visit.status === 'ACPT' && visit.address && visit.acceptedTime) {
    const { address } = visit;
    return (
      <Alert
        type="success"
        showIcon
        title={`Your visit with ${visit.clinicianName}: ${visitTime(visit.acceptedTime)} (New York time)`}
        description={
          <address style={{ fontStyle: 'normal' }} aria-label="Visit address">
            {visit.practiceName}
            <br />
            {[address.line1, address.line2].filter(Boolean).join(', ')}
            <br />
            {address.city}, {address.usState} {address.zipcode}
            {address.phone && (
              <>
                <br />
                Phone: {formatPhone(address.phone)}
              </>
            )}
          </address>
        }
      />
    );
  }
  if (visit.status === 'DECL') {
    return (
      <Alert
        type="warning"
        showIcon
        title={`${visit.clinicianName} cannot see you this time`}
        description={visit.declineReason ?? undefined}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      title={`Waiting for ${visit.clinicianName} to answer`}
      description={`You proposed ${visit.proposedTimes.map(visitTime).join('; ')}. We email you when they answer.`}
    />
  );
}

/**
 * Beneath a referred request on /rx: the clinicians nearby who see patients Carespace refers (name, specialty,
 * practice, city and distance; never the street until one accepts), the visit requests and their answers.
 */
export function ReferralCare({ referralId }: { referralId: string }) {
  const referral = useReferral(referralId);
  const [asking, setAsking] = useState<NearbyClinician | null>(null);
  const data = referral.data;
  if (referral.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!data) return null;
  const open = data.requests.find((r) => r.status === 'REQD' || r.status === 'ACPT');
  const declined = new Set(
    data.requests.filter((r) => r.status === 'DECL').map((r) => `${r.clinicianName}|${r.practiceName}`),
  );

  return (
    <section aria-label="Care near you" className="cs-referral-care">
      <Flex vertical gap={12}>
        {data.requests.map((visit) => (
          <VisitStatus key={visit.id} visit={visit} />
        ))}
        {!open && (
          <>
            <Typography.Title level={5} style={{ margin: 0 }}>
              Licensed clinicians near you
            </Typography.Title>
            {data.clinicians.length === 0 ? (
              <Typography.Paragraph type="secondary">
                {data.located
                  ? 'No clinician within 25 miles sees referred patients for this treatment yet. A doctor or clinic you already know can examine you too; your refund is on its way either way.'
                  : 'We could not place your shipping ZIP code, so we cannot list clinicians near you.'}
              </Typography.Paragraph>
            ) : (
              <List
                dataSource={data.clinicians}
                renderItem={(clinician) => {
                  const wasDeclined = declined.has(`${clinician.name}|${clinician.practiceName}`);
                  return (
                    <List.Item
                      actions={[
                        <Button
                          key="ask"
                          disabled={wasDeclined}
                          onClick={() => setAsking(clinician)}
                          aria-label={`Request a visit with ${clinician.name}`}
                        >
                          Request a visit
                        </Button>,
                      ]}
                    >
                      <List.Item.Meta
                        title={clinician.name}
                        description={
                          <>
                            {clinician.specialty && <Tag>{clinician.specialty}</Tag>}
                            {clinician.practiceName} · {clinician.city}, {clinician.usState} ·{' '}
                            {clinician.miles.toFixed(1)} miles
                          </>
                        }
                      />
                    </List.Item>
                  );
                }}
              />
            )}
          </>
        )}
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 13 }}>
          {IN_PERSON.notMedicalRecord}
        </Typography.Paragraph>
      </Flex>
      {asking && (
        <RequestVisitDialog referralId={referralId} clinician={asking} onClose={() => setAsking(null)} />
      )}
    </section>
  );
}
