import { describe, expect, it } from 'vitest';
import {
  prescriptionApproveSchema,
  prescriptionListQuerySchema,
  prescriptionRejectSchema,
  trackingSchema,
} from './prescriptions.schemas.ts';
import { messagesOf } from './test-support.ts';

const upload = {
  id: 'f1',
  display_order: 0,
  fileName: 'rx.pdf',
  mimeType: 'application/pdf',
  originalName: 'rx.pdf',
};
const approval = { patientQuestionnaire_id: 'q1', rxMedication_id: 'm1', providerNote: 'Take with food.' };

describe('prescription approve', () => {
  it('requires an upload unless sent externally', () => {
    expect(messagesOf(prescriptionApproveSchema.safeParse(approval))).toEqual({
      prescriptionUpload: [
        'Please upload the prescription, or confirm that you have already sent it externally.',
      ],
    });
    expect(prescriptionApproveSchema.safeParse({ ...approval, prescriptionUpload: [upload] }).success).toBe(
      true,
    );
    expect(prescriptionApproveSchema.safeParse({ ...approval, sentExternally: true }).success).toBe(true);
  });

  it('limits the note to 255 characters', () => {
    expect(
      prescriptionApproveSchema.safeParse({
        ...approval,
        sentExternally: true,
        providerNote: 'n'.repeat(255),
      }).success,
    ).toBe(true);
    expect(
      messagesOf(
        prescriptionApproveSchema.safeParse({
          ...approval,
          sentExternally: true,
          providerNote: 'n'.repeat(256),
        }),
      ),
    ).toEqual({ providerNote: ['Please enter no more than 255 characters.'] });
  });
});

describe('prescription reject', () => {
  it('requires a reason, and an explanation with Other', () => {
    expect(messagesOf(prescriptionRejectSchema.safeParse({ patientQuestionnaire_id: 'q1' }))).toEqual({
      rejectionReason: ['Please provide a reason'],
    });
    expect(
      prescriptionRejectSchema.safeParse({ patientQuestionnaire_id: 'q1', rejectionReason: 'CONT' }).success,
    ).toBe(true);
    expect(
      messagesOf(
        prescriptionRejectSchema.safeParse({ patientQuestionnaire_id: 'q1', rejectionReason: 'OTHR' }),
      ),
    ).toEqual({ rejectionReasonOther: ['Please provide an explanation.'] });
    expect(
      messagesOf(
        prescriptionRejectSchema.safeParse({
          patientQuestionnaire_id: 'q1',
          rejectionReason: 'OTHR',
          rejectionReasonOther: 'x'.repeat(256),
        }),
      ),
    ).toEqual({ rejectionReasonOther: ['Please enter no more than 255 characters.'] });
  });
});

describe('tracking', () => {
  it('needs a tracking number or mark as shipped', () => {
    expect(messagesOf(trackingSchema.safeParse({ orderHistory_id: 'o1', trackingNumber: '  ' }))).toEqual({
      trackingNumber: ['Please enter tracking info or mark as shipped'],
    });
    expect(trackingSchema.parse({ orderHistory_id: 'o1', trackingNumber: '1Z999' })).toEqual({
      orderHistory_id: 'o1',
      trackingNumber: '1Z999',
      markAsShipped: false,
      type: 'POST',
    });
    expect(trackingSchema.safeParse({ orderHistory_id: 'o1', markAsShipped: true }).success).toBe(true);
    expect(
      trackingSchema.safeParse({ orderHistory_id: 'o1', trackingNumber: '1Z', type: 'PUT' }).success,
    ).toBe(true);
    expect(
      trackingSchema.safeParse({ orderHistory_id: 'o1', trackingNumber: '1Z', type: 'DELETE' }).success,
    ).toBe(false);
  });

  it('list query tab', () => {
    // No tab: the server picks the caller's default (Approved for pharmacists, Pending for everyone else).
    expect(prescriptionListQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 20, sort: 'date' });
    expect(prescriptionListQuerySchema.parse({}).tab).toBeUndefined();
    expect(prescriptionListQuerySchema.parse({ tab: 'pending' }).tab).toBe('others');
    expect(prescriptionListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
    expect(prescriptionListQuerySchema.safeParse({ from: '11/01/2026' }).success).toBe(false);
    expect(prescriptionListQuerySchema.safeParse({ tab: 'approved' }).success).toBe(true);
    expect(prescriptionListQuerySchema.safeParse({ tab: 'all' }).success).toBe(false);
  });
});
