import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { DB } from '../db/types.ts';
import type { FileStore } from './files/file-store.ts';
import { LocalFileStore } from './files/local-file-store.ts';
import { S3FileStore } from './files/s3-file-store.ts';
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
import { QueuedMailer, QueuedSmsSender } from './outbound/outbound-queue.ts';
import type { DeliveryPorts } from './outbound/outbound-worker.ts';
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
  /** Email and text messages are queued (outbound-queue.ts) and delivered through `delivery` by the worker. */
  mailer: Mailer;
  sms: SmsSender;
  delivery: DeliveryPorts;
  files: FileStore;
  geo: Geo;
  ipGeo: IpGeolocation;
  payments: PaymentGateway;
}

/** Where uploaded files are kept; also what backups and restores read and write (operations/). */
export function createFileStore(config: Config): FileStore {
  return config.objectStore
    ? new S3FileStore(config.objectStore)
    : new LocalFileStore(`${config.dataDir}/files`);
}

/** Real adapters when configured; the offline defaults otherwise, so every flow works on one machine. */
export function createPorts(config: Config, db: Kysely<DB>): Ports {
  const { twilio } = config;
  return {
    mailer: new QueuedMailer(db),
    sms: new QueuedSmsSender(db),
    delivery: {
      mailer: config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db),
      sms: twilio
        ? new TwilioSmsSender(twilio.accountSid, twilio.authToken, twilio.from)
        : new OutboxSmsSender(db),
    },
    files: createFileStore(config),
    geo: new OfflineGeo(),
    ipGeo: new CachedIpGeolocation(
      config.ipGeolocationUrl ? new HttpIpGeolocation(config.ipGeolocationUrl) : new OfflineIpGeolocation(),
    ),
    payments: config.stripeSecretKey
      ? new StripeGateway({
          secretKey: config.stripeSecretKey,
          webhookSecret: config.stripeWebhookSecret!,
          ...config.stripeApi,
        })
      : new SandboxGateway({
          db,
          publicUrl: config.publicUrl,
          webhookSecret: sandboxWebhookSecret(config.dataDir),
          priceOf: medicationCataloguePrices(db),
        }),
  };
}
