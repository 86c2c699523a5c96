import Stripe from 'stripe';

export interface StripeClientOptions {
  secretKey: string;
  /** Where the API is (tests point the SDK at a local fake; production leaves these unset). */
  host?: string | undefined;
  port?: number | undefined;
  protocol?: 'http' | 'https' | undefined;
}

/** One Stripe client setup for the gateway and for `npm run stripe:sync`, so both reach the same API the same way. */
export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/**
 * Whether a key works on live data. Stripe keeps test-mode and live objects apart (a test price id does not exist
 * in live mode), so synced price ids are recorded per mode and looked up with the mode of the key in use.
 */
export function isLiveKey(secretKey: string): boolean {
  return /^(sk|rk)_live_/.test(secretKey);
}
