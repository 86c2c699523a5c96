import {
  NOTE_MAX,
  OTHER_CODE,
  PRESCRIPTIONS,
  type PrescriptionDetail,
  prescriptionApproveSchema,
  prescriptionReferSchema,
  prescriptionRejectSchema,
} from '@carespace/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { FileUploader } from '../../../components/upload/FileUploader.tsx';
import {
  type UploadItem,
  uploadedRecords,
  validateUploadList,
} from '../../../components/upload/upload-list.ts';
import { referenceTableQuery } from '../../../lib/reference-tables.ts';
import { approvePrescription, referPrescription, rejectPrescription } from '../api/review-api.ts';

interface DecisionFormProps {
  prescription: PrescriptionDetail;
  /** The decision was saved. */
  onDone: () => void;
  /** Back to the request (the caller asks first whether to leave the form). */
  onCancel: () => void;
}

/**
 * Approve: a note of at most 255 characters, and the prescription uploaded to patientPrescriptions
 * unless it was already sent in externally; the box is disabled once a file is uploaded.
 */
export function ApproveForm({ prescription, onDone, onCancel }: DecisionFormProps) {
  const [files, setFiles] = useState<UploadItem[]>([]);
  const [sentExternally, setSentExternally] = useState(false);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hasFile = files.length > 0;

  const submit = async () => {
    const pending = validateUploadList(files);
    if (pending) {
      setProblem(pending);
      return;
    }
    const parsed = prescriptionApproveSchema.safeParse({
      providerNote: note,
      patientQuestionnaire_id: prescription.id,
      prescriptionUpload: uploadedRecords(files),
      sentExternally: hasFile ? false : sentExternally,
      rxMedication_id: prescription.medication?.id ?? '',
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? PRESCRIPTIONS.uploadRequired);
      return;
    }
    setProblem(null);
    setSaving(true);
    const outcome = await approvePrescription(parsed.data);
    setSaving(false);
    if (outcome.success) onDone();
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()} aria-label="Approve prescription">
      <Form.Item label="Note to the patient (optional)" htmlFor="rx-provider-note">
        {/* The form replaces the button that opened it: its first field takes the focus, not the page. */}
        <Input.TextArea
          id="rx-provider-note"
          autoFocus
          value={note}
          maxLength={NOTE_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder="How to take it, what to expect, when to reach out."
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
      </Form.Item>
      <Form.Item label="Prescription">
        <FileUploader
          folder="patientPrescriptions"
          linkFiles
          deleteOnRemove
          value={files}
          onChange={(list) => {
            setFiles(list);
            if (list.length > 0) setSentExternally(false);
          }}
          hint="Upload the signed prescription (PDF, JPG or PNG)."
        />
      </Form.Item>
      <Form.Item>
        <Checkbox
          checked={sentExternally && !hasFile}
          disabled={hasFile}
          onChange={(event) => {
            setSentExternally(event.target.checked);
          }}
        >
          {PRESCRIPTIONS.sentExternally}
        </Checkbox>
      </Form.Item>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel}>Back</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Approve prescription
        </Button>
      </Flex>
    </Form>
  );
}

/** Reject: a reason from the shared list; Other needs an explanation (at most 255 characters). */
export function RejectForm({ prescription, onDone, onCancel }: DecisionFormProps) {
  const reasons = useQuery(referenceTableQuery('questionnaireRejectionReason'));
  const [reason, setReason] = useState<string | undefined>();
  const [other, setOther] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The lookup's own Other entry is its placeholder: it is offered once, last, as 'Other (please explain)'.
  const options = [
    ...(reasons.data ?? [])
      .filter((item) => item.id !== OTHER_CODE)
      .map((item) => ({ value: item.id, label: item.name })),
    { value: OTHER_CODE, label: 'Other (please explain)' },
  ];

  const submit = async () => {
    const parsed = prescriptionRejectSchema.safeParse({
      rejectionReason: reason ?? '',
      rejectionReasonOther: reason === OTHER_CODE ? other : null,
      patientQuestionnaire_id: prescription.id,
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? PRESCRIPTIONS.rejectReasonRequired);
      return;
    }
    setProblem(null);
    setSaving(true);
    const outcome = await rejectPrescription(parsed.data);
    setSaving(false);
    if (outcome.success) onDone();
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()} aria-label="Reject prescription">
      <Form.Item label="Reason" htmlFor="rx-reject-reason" required>
        <Select
          id="rx-reject-reason"
          autoFocus
          value={reason}
          options={options}
          loading={reasons.isPending}
          placeholder="Choose the reason the patient will see"
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(value: string) => {
            setReason(value);
          }}
        />
      </Form.Item>
      {reason === OTHER_CODE && (
        <Form.Item label="Explanation" htmlFor="rx-reject-other" required>
          <Input.TextArea
            id="rx-reject-other"
            value={other}
            maxLength={NOTE_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder="Explain kindly what the patient should do next."
            onChange={(event) => {
              setOther(event.target.value);
            }}
          />
        </Form.Item>
      )}
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel}>Back</Button>
        <Button danger type="primary" htmlType="submit" loading={saving}>
          Reject request
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * Needs an in-person visit: instead of approving or rejecting, the reviewer tells the patient why they should be
 * examined in person (at most 255 characters). The payment is refunded and the patient is shown clinicians nearby.
 */
export function ReferForm({ prescription, onDone, onCancel }: DecisionFormProps) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const parsed = prescriptionReferSchema.safeParse({ patientQuestionnaire_id: prescription.id, note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? PRESCRIPTIONS.referralNoteRequired);
      return;
    }
    setProblem(null);
    setSaving(true);
    const outcome = await referPrescription(parsed.data);
    setSaving(false);
    if (outcome.success) onDone();
  };

  return (
    <Form layout="vertical" onFinish={() => void submit()} aria-label="Refer for an in-person visit">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="The patient is refunded in full and shown licensed clinicians near them who see patients Carespace refers."
      />
      <Form.Item label="Note to the patient" htmlFor="rx-referral-note" required>
        <Input.TextArea
          id="rx-referral-note"
          autoFocus
          value={note}
          maxLength={NOTE_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder="What the clinician should look at, and why it cannot wait for a photo."
          onChange={(event) => {
            setNote(event.target.value);
          }}
        />
      </Form.Item>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 16 }} />}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={onCancel}>Back</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Refer for a visit
        </Button>
      </Flex>
    </Form>
  );
}
