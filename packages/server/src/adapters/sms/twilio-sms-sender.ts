import { PermanentDeliveryError } from '../outbound/delivery-failure.ts';
import type { SmsSender } from './sms-sender.ts';

/** Answers that mean this message will never be taken (a malformed or unreachable number, for one). */
const REFUSED_FOR_GOOD = new Set([400, 404, 410, 422]);

/** Twilio's Messages REST API, called directly: one POST does not justify the SDK's weight. */
export class TwilioSmsSender implements SmsSender {
  constructor(
    private readonly accountSid: string,
    private readonly authToken: string,
    private readonly from: string,
  ) {}

  async send(to: string, body: string): Promise<void> {
    const url = `https://api.twilio.com/2010-04-01/Accounts/${this.accountSid}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: `+1${to}`, From: this.from, Body: body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (response.ok) return;
    const message = `SMS provider answered ${response.status}`;
    if (REFUSED_FOR_GOOD.has(response.status))
      throw new PermanentDeliveryError(message, String(response.status));
    throw Object.assign(new Error(message), { code: String(response.status) });
  }
}
