import type { SendOptions } from '../outbound/send-options.ts';

export interface SmsSender {
  /** `to` is the 10-digit US number the user entered; adapters add the country code. */
  send(to: string, body: string, options?: SendOptions): Promise<void>;
}
