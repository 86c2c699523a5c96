import { adminRecordExportBodySchema, RECORD_REASON_MAX, type RecordFormat } from '@carespace/domain';
import { Button, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { zodRule } from '../../../components/form/zod-rule.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { fetchFile, saveFile } from '../../../lib/download-file.ts';
import { toast } from '../../../lib/notify.ts';

interface Values {
  format: RecordFormat;
  reason: string;
}

/**
 * An admin produces a patient's whole record for them (a patient who asked by phone, say). The reason is required
 * and goes into the audit log with the export, and the patient sees it in their own access list.
 */
export function RecordForPatient({ userId, name }: { userId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<Values>();

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      const file = await fetchFile(
        `/admin/record/${encodeURIComponent(userId)}`,
        values.format === 'pdf' ? 'application/pdf' : 'application/fhir+json',
        `carespace-record.${values.format === 'pdf' ? 'pdf' : 'fhir.json'}`,
        { method: 'POST', body: { format: values.format, reason: values.reason } },
      );
      saveFile(file);
      void toast('success', `${name}'s record is downloading. The reason you gave is in the audit log.`);
      setOpen(false);
    } catch (error) {
      void toast('error', error instanceof ApiError ? error.message : 'We could not produce the record.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Record
      </Button>
      <Modal
        open={open}
        title={`Produce ${name}'s record`}
        okText="Produce record"
        okButtonProps={{ loading: busy }}
        cancelText="Cancel"
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          Patients download their own record from their account. Produce it for them only when they ask you
          to: the reason is kept in the audit log and shown to the patient.
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          aria-label="Produce a patient's record"
          initialValues={{ format: 'pdf' }}
        >
          <Form.Item name="format" label="Form">
            <Radio.Group
              options={[
                { value: 'pdf', label: 'PDF to read or print' },
                { value: 'fhir', label: 'FHIR file for another health system' },
              ]}
            />
          </Form.Item>
          <Form.Item name="reason" label="Reason" rules={[zodRule(adminRecordExportBodySchema.shape.reason)]}>
            <Input.TextArea rows={3} maxLength={RECORD_REASON_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
