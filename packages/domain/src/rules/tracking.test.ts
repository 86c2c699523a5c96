import { describe, expect, it } from 'vitest';
import { carrierTracking } from './tracking.ts';

describe('carrierTracking', () => {
  it('links UPS numbers (1Z + 16 characters) to the UPS tracking page', () => {
    expect(carrierTracking('1Z999AA10123456784')).toEqual({
      carrier: 'UPS',
      number: '1Z999AA10123456784',
      url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
  });

  it('reads numbers typed with spaces, dashes or in lower case', () => {
    expect(carrierTracking(' 1z 999a a101 2345 6784 ')?.number).toBe('1Z999AA10123456784');
    expect(carrierTracking('9400-1000-0000-0000-0000-00')?.carrier).toBe('USPS');
  });

  it('links USPS domestic barcodes of 20 to 22 digits starting 92, 93, 94 or 95', () => {
    for (const number of [
      '9400111899223197428490',
      '9205590164917312751089',
      '9361289878700317633795',
      '9505512345678901234567',
      '94001118992231974284',
    ]) {
      const found = carrierTracking(number);
      expect(found?.carrier, number).toBe('USPS');
      expect(found?.url).toBe(`https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`);
    }
  });

  it('links USPS international numbers (two letters, nine digits, US)', () => {
    expect(carrierTracking('EC123456789US')?.carrier).toBe('USPS');
    expect(carrierTracking('ec123456789us')?.number).toBe('EC123456789US');
  });

  it('links FedEx numbers of 12 or 15 digits', () => {
    expect(carrierTracking('123456789012')).toEqual({
      carrier: 'FedEx',
      number: '123456789012',
      url: 'https://www.fedex.com/fedextrack/?trknbr=123456789012',
    });
    expect(carrierTracking('123456789012345')?.carrier).toBe('FedEx');
  });

  it('leaves anything else as plain text', () => {
    for (const number of [
      '',
      null,
      undefined,
      'Shipped with our courier',
      '1Z999AA1012345678',
      '12345678901',
      '1234567890123',
      '9400111899223197428',
      '96001118992231974284',
      'EC123456789GB',
      'https://evil.example/1Z999AA10123456784',
    ]) {
      expect(carrierTracking(number), String(number)).toBeNull();
    }
  });
});
