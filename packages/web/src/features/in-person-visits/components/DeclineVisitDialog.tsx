import { IN_PERSON, visitDeclineSchema } from '@carespace/domain';
import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { toast } from '../../../lib/notify.ts';
import { useDeclineVisit } from '../api/in-person-api.ts';

/**
 * Declining a visit request with a reason the patient reads. Built with antd (a modal, a counted text box): the
 * plain visit requests load it, with antd, when the clinician presses Decline.
 */
export function DeclineVisitDialog({ visitId, onClose }: { visitId: string; onClose: () => void }) {
  const decline = useDeclineVisit();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const sendDecline = () => {
    const parsed = visitDeclineSchema.safeParse({ reason });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? IN_PERSON.declineReasonRequired);
      return;
    }
    decline.mutate(
      { id: visitId, reason: parsed.data.reason },
      {
        onSuccess: () => {
          onClose();
          void toast('success', 'Declined. The patient can ask another clinician.');
        },
        onError: (error) => setProblem(error.message),
      },
    );
  };

  return (
    <Modal
      open
      title="Decline the visit request"
      okText="Decline request"
      onOk={sendDecline}
      confirmLoading={decline.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <label htmlFor={`decline-${visitId}`}>Reason the patient will read</label>
      <Input.TextArea
        id={`decline-${visitId}`}
        value={reason}
        maxLength={255}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
        onChange={(event) => setReason(event.target.value)}
      />
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
