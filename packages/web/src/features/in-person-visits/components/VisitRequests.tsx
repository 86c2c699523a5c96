import { type ClinicianVisitRequest, formatPhone, IN_PERSON, visitDeclineSchema } from '@carespace/domain';
import { Alert, Button, Card, Empty, Flex, Input, List, Modal, Radio, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/date-format.ts';
import { toast } from '../../../lib/notify.ts';
import { useAcceptVisit, useDeclineVisit, useSharedAnswers, useVisitRequests } from '../api/in-person-api.ts';
import { visitTime } from './visit-format.ts';

const STATUS: Record<ClinicianVisitRequest['status'], { label: string; color: string }> = {
  REQD: { label: 'Waiting for you', color: 'warning' },
  ACPT: { label: 'Accepted', color: 'success' },
  DECL: { label: 'Declined', color: 'default' },
};

function SharedAnswers({ id }: { id: string }) {
  const answers = useSharedAnswers(id, true);
  if (answers.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (!answers.data) return null;
  return (
    <ol className="cs-visit-answers" aria-label="Shared answers">
      {answers.data.map((a) => (
        <li key={a.questionId}>
          <Typography.Text strong>{a.question}</Typography.Text>
          <div>{a.answer.join(', ')}</div>
        </li>
      ))}
    </ol>
  );
}

function VisitRequestItem({ visit }: { visit: ClinicianVisitRequest }) {
  const accept = useAcceptVisit();
  const decline = useDeclineVisit();
  const [showAnswers, setShowAnswers] = useState(false);
  const [time, setTime] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const status = STATUS[visit.status];

  const sendDecline = () => {
    const parsed = visitDeclineSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? IN_PERSON.declineReasonRequired);
      return;
    }
    decline.mutate(
      { id: visit.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          setDeclining(false);
          void toast('success', 'Declined. The patient can ask another clinician.');
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <List.Item>
      <Flex vertical gap={8} style={{ width: '100%' }}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>
            {visit.patientName} · {visit.treatmentCategory.name}
          </Typography.Text>
          <Tag color={status.color}>{status.label}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          Asked {formatDate(visit.createdOn)}
          {visit.patientEmail ? ` · ${visit.patientEmail}` : ''}
          {visit.patientPhone ? ` · ${formatPhone(visit.patientPhone)}` : ''}
        </Typography.Text>
        {visit.referralNote && (
          <Typography.Text>
            <Typography.Text strong>Reviewer’s note: </Typography.Text>
            {visit.referralNote}
          </Typography.Text>
        )}
        {visit.shareAnswers ? (
          showAnswers ? (
            <SharedAnswers id={visit.id} />
          ) : (
            <Button style={{ alignSelf: 'flex-start' }} onClick={() => setShowAnswers(true)}>
              Read the shared answers
            </Button>
          )
        ) : (
          <Typography.Text type="secondary">The patient chose not to share their answers.</Typography.Text>
        )}
        {visit.status === 'ACPT' && visit.acceptedTime && (
          <Typography.Text>Visit on {visitTime(visit.acceptedTime)}</Typography.Text>
        )}
        {visit.status === 'DECL' && visit.declineReason && (
          <Typography.Text type="secondary">You declined: {visit.declineReason}</Typography.Text>
        )}
        {visit.status === 'REQD' && (
          <Flex vertical gap={8}>
            <Radio.Group
              aria-label={`Proposed times of ${visit.patientName}`}
              value={time}
              onChange={(event) => setTime(event.target.value as string)}
              options={visit.proposedTimes.map((t) => ({ value: t, label: visitTime(t) }))}
            />
            <Flex gap={8} wrap>
              <Button
                type="primary"
                disabled={!time}
                loading={accept.isPending}
                onClick={() =>
                  time &&
                  accept.mutate(
                    { id: visit.id, time },
                    {
                      onSuccess: () =>
                        void toast('success', 'Accepted. The patient has the address and time.'),
                    },
                  )
                }
              >
                Accept this time
              </Button>
              <Button onClick={() => setDeclining(true)}>Decline</Button>
            </Flex>
          </Flex>
        )}
      </Flex>
      <Modal
        open={declining}
        title="Decline the visit request"
        okText="Decline request"
        onOk={sendDecline}
        confirmLoading={decline.isPending}
        onCancel={() => setDeclining(false)}
        destroyOnHidden
      >
        <label htmlFor={`decline-${visit.id}`}>Reason the patient will read</label>
        <Input.TextArea
          id={`decline-${visit.id}`}
          value={reason}
          maxLength={255}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} />}
      </Modal>
    </List.Item>
  );
}

/**
 * Visit requests on a clinician's dashboard: patients Carespace referred for an in-person exam asking to be seen
 * at their practice. Shown only to those who have any.
 */
export function VisitRequests() {
  const requests = useVisitRequests();
  const list = requests.data ?? [];
  if (requests.isPending || list.length === 0) return null;
  return (
    <Card
      title={
        <h2 id="visit-requests-title" style={{ margin: 0, fontSize: 18 }}>
          Visit requests
        </h2>
      }
    >
      <section aria-labelledby="visit-requests-title">
        {list.length === 0 ? (
          <Empty description="No visit requests yet." />
        ) : (
          <List dataSource={list} renderItem={(visit) => <VisitRequestItem visit={visit} />} />
        )}
      </section>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0', fontSize: 13 }}>
        {IN_PERSON.notMedicalRecord}
      </Typography.Paragraph>
    </Card>
  );
}
