import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/types.ts';
import type { FileStore } from './files/file-store.ts';
import { LocalFileStore } from './files/local-file-store.ts';
import type { Geo } from './geo/geo.ts';
import { OfflineGeo } from './geo/offline-geo.ts';
import {
  CachedIpGeolocation,
  HttpIpGeolocation,
  type IpGeolocation,
  OfflineIpGeolocation,
} from './ip-geo/ip-geolocation.ts';
import type { Mailer } from './mail/mailer.ts';
import { OutboxMailer } from './mail/outbox-mailer.ts';
import { SmtpMailer } from './mail/smtp-mailer.ts';
import type { PaymentGateway } from './payment/payment-gateway.ts';
import { SandboxGateway } from './payment/sandbox/sandbox-gateway.ts';
import { medicationCataloguePrices } from './payment/sandbox/sandbox-prices.ts';
import { sandboxWebhookSecret } from './payment/sandbox/sandbox-webhook-secret.ts';
import { StripeGateway } from './payment/stripe-gateway.ts';
import { OutboxSmsSender } from './sms/outbox-sms-sender.ts';
import type { SmsSender } from './sms/sms-sender.ts';
import { TwilioSmsSender } from './sms/twilio-sms-sender.ts';

/** Every outside service the product talks to, each behind its own interface. */
export interface Ports {
  mailer: Mailer;
  sms: SmsSender;
  files: FileStore;
  geo: Geo;
  ipGeo: IpGeolocation;
  payments: PaymentGateway;
}

/** Real adapters when configured; the offline defaults otherwise, so every flow works on one machine. */
export function createPorts(config: Config, db: Kysely<DB>): Ports {
  const { twilio } = config;
  return {
    mailer: config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db),
    sms: twilio
      ? new TwilioSmsSender(twilio.accountSid, twilio.authToken, twilio.from)
      : new OutboxSmsSender(db),
    files: new LocalFileStore(`${config.dataDir}/files`),
    geo: new OfflineGeo(),
    ipGeo: new CachedIpGeolocation(
      config.ipGeolocationUrl ? new HttpIpGeolocation(config.ipGeolocationUrl) : new OfflineIpGeolocation(),
    ),
    payments: config.stripeSecretKey
      ? new StripeGateway({ secretKey: config.stripeSecretKey, webhookSecret: config.stripeWebhookSecret! })
      : new SandboxGateway({
          db,
          publicUrl: config.publicUrl,
          webhookSecret: sandboxWebhookSecret(config.dataDir),
          priceOf: medicationCataloguePrices(db),
        }),
  };
}
