import { describe, expect, it } from 'vitest';
import {
  orderShippedMessage,
  prescriptionApprovedMessage,
  prescriptionRejectedMessage,
  requestReceivedMessage,
} from './prescriptions.emails.ts';

const patient = { email: 'jordan@example.test', firstName: 'Jordan' };
const url = 'https://carespace.example';

describe('patient prescription emails', () => {
  it('say what happened and link to the dashboard, without health details', () => {
    const received = requestReceivedMessage(patient, 'migraine', url);
    expect(received).toMatchObject({
      to: patient.email,
      subject: 'We received your Carespace treatment request',
    });
    expect(received.text).toContain('Hi Jordan');
    expect(received.text).toContain('migraine treatment');
    expect(received.text).toContain(`${url}/rx`);
    expect(received.text).toContain('If you are having a medical emergency, call 911.');

    const approved = prescriptionApprovedMessage(
      patient,
      { name: 'Rizatriptan', dosage: '10 mg tablet' },
      url,
    );
    expect(approved.subject).toBe('Your Carespace prescription was approved');
    expect(approved.text).toContain('Rizatriptan (10 mg tablet)');
  });

  it('a rejection gives the reason, with the explanation for Other', () => {
    const named = prescriptionRejectedMessage(
      patient,
      'acne',
      { name: 'In-person evaluation required', other: null },
      url,
    );
    expect(named.text).toContain('The reason they gave: In-person evaluation required');
    const other = prescriptionRejectedMessage(
      patient,
      'acne',
      { name: 'Other', other: 'Please see a dermatologist.' },
      url,
    );
    expect(other.text).toContain('The reason they gave: Other: Please see a dermatologist.');
  });

  it('a shipment gives the tracking number when there is one', () => {
    const tracked = orderShippedMessage(
      patient,
      { orderNumber: 'CS-2611-7KQ4MZ', trackingNumber: '9400 1112' },
      url,
    );
    expect(tracked.subject).toBe('Your Carespace order CS-2611-7KQ4MZ has shipped');
    expect(tracked.text).toContain('Your tracking number is 9400 1112.');
    const untracked = orderShippedMessage(
      patient,
      { orderNumber: 'CS-2611-7KQ4MZ', trackingNumber: null },
      url,
    );
    expect(untracked.text).toContain('Your package is on its way.');
  });

  it("a carrier's tracking number links to the carrier's tracking page", () => {
    const ups = orderShippedMessage(
      patient,
      { orderNumber: 'CS-2611-7KQ4MZ', trackingNumber: '1Z999AA10123456784' },
      url,
    );
    expect(ups.text).toContain('Your UPS tracking number is 1Z999AA10123456784.');
    expect(ups.text).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    const usps = orderShippedMessage(
      patient,
      { orderNumber: 'CS-2611-7KQ4MZ', trackingNumber: '9400111899223197428490' },
      url,
    );
    expect(usps.text).toContain(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    );
  });
});
