import { randomUUID } from 'node:crypto';
import {
  applySpecValidationMessages,
  JSON_BODY_LIMIT_BYTES,
  UPLOAD_BATCH_LIMIT_BYTES,
} from '@carespace/domain';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  type OutboundOptions,
  type OutboundWorker,
  startOutboundWorker,
} from './adapters/outbound/outbound-worker.ts';
import { registerSandboxGateway } from './adapters/payment/sandbox/sandbox.routes.ts';
import { SandboxGateway } from './adapters/payment/sandbox/sandbox-gateway.ts';
import type { Ports } from './adapters/ports.ts';
import type { Config } from './config.ts';
import type { Listen } from './db/database.ts';
import type { DB } from './db/types.ts';
import { accountRoutes } from './features/accounts/accounts.routes.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { adminAccountsRoutes } from './features/admin/admin-accounts.routes.ts';
import { adminExportRoutes } from './features/admin/admin-export.routes.ts';
import { adminTablesRoutes } from './features/admin/admin-tables.routes.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { registerAuditLog } from './features/audit/audit-log.plugin.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { registerSessions } from './features/auth/session.ts';
import {
  billingRoutes,
  PAYMENT_SIGNATURE_HEADER,
  PAYMENT_WEBHOOK_PATH,
} from './features/billing/billing.routes.ts';
import { membershipRoutes } from './features/billing/membership.routes.ts';
import { bookingsRoutes } from './features/bookings/bookings.routes.ts';
import { type PayoutJob, startPayoutJob } from './features/bookings/payout-job.ts';
import { payoutsRoutes } from './features/bookings/payouts.routes.ts';
import { chatRoutes } from './features/chat/chat.routes.ts';
import { registerChatFeed } from './features/chat/chat-feed.plugin.ts';
import { contactRoutes } from './features/contact/contact.routes.ts';
import { devPages, devRoutes } from './features/dev/dev.routes.ts';
import { filesRoutes } from './features/files/files.routes.ts';
import { geoRoutes } from './features/geo/geo.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { Readiness } from './features/health/readiness.ts';
import { heatMapRoutes } from './features/heat-map/heat-map.routes.ts';
import { inPersonVisitsRoutes } from './features/in-person-visits/in-person-visits.routes.ts';
import { introductionsRoutes } from './features/introductions/introductions.routes.ts';
import { adminLicensesRoutes, licensesRoutes } from './features/licenses/licenses.routes.ts';
import { notificationRoutes } from './features/notifications/notifications.routes.ts';
import { organizationRoutes } from './features/organizations/organizations.routes.ts';
import { prescriptionsRoutes } from './features/prescriptions/prescriptions.routes.ts';
import { reviewRoutes } from './features/prescriptions/review.routes.ts';
import { pricingRoutes } from './features/pricing/pricing.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { propertiesRoutes } from './features/properties/properties.routes.ts';
import { questionnairesRoutes } from './features/questionnaires/questionnaires.routes.ts';
import { recordRoutes } from './features/record/record.routes.ts';
import { referenceRoutes } from './features/reference/reference.routes.ts';
import { therapyNavigationRoutes } from './features/therapy-navigation/therapy-navigation.routes.ts';
import { wrvuRoutes } from './features/wrvu/wrvu.routes.ts';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { checkGuardOrder } from './plugins/guards.ts';
import { loggerOptions } from './plugins/logger.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerRequestContext } from './plugins/request-context.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerTextGuard } from './plugins/text-guard.ts';
import { registerWebApp } from './plugins/web-app.ts';

export interface AppDeps {
  config: Config;
  db: Kysely<DB>;
  ports: Ports;
  /** LISTEN on the same database (Database.listen): how this process hears what other processes stored. */
  listen: Listen;
  /** The outbound mail and text worker's pace (tests shorten it; `deliver: false` only queues). */
  outbound?: Partial<OutboundOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, for the OpenAPI completeness test and diagnostics. */
    routeList: RouteOptions[];
    /** Delivers the queued mail and text messages (any process's) through ports.delivery. */
    outbound: OutboundWorker;
    /** Settles the hosts' due booking payouts every PAYOUT_INTERVAL_MS (any host's, once across processes). */
    payoutJob: PayoutJob;
  }
}

/** Builds the whole product's HTTP app without listening: main.ts and every API test use this. */
export async function buildApp({ config, db, ports, listen, outbound }: AppDeps): Promise<FastifyInstance> {
  applySpecValidationMessages();
  const app = Fastify({
    logger: loggerOptions(config),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Only the proxies named in TRUST_PROXY may tell the client's address (request.ip, which the rate limits and
    // the audit log use) and the host (request.host, which the Origin check uses); nobody when it is unset.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // A path the router cannot decode answers in the envelope too, not in Fastify's own shape.
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('ports', ports);
  app.decorate('readiness', new Readiness(db));
  const routeList: RouteOptions[] = [];
  app.decorate('routeList', routeList);
  // The chat's live feed, listening before any route can follow a chat; it closes on app close.
  await registerChatFeed(app, listen);
  const outboundWorker = await startOutboundWorker({
    db,
    listen,
    delivery: ports.delivery,
    log: app.log,
    options: outbound,
  });
  app.decorate('outbound', outboundWorker);
  // After the requests in flight (which may queue messages): the deliveries under way finish before the
  // database is closed.
  app.addHook('onClose', async () => outboundWorker.stop());
  const payoutJob = startPayoutJob({
    db,
    payments: ports.payments,
    log: app.log,
    intervalMs: config.payoutIntervalMs,
  });
  app.decorate('payoutJob', payoutJob);
  // A round under way finishes (its transfer recorded) before the database is closed.
  app.addHook('onClose', async () => payoutJob.stop());
  app.addHook('onRoute', (route) => {
    routeList.push(route);
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerErrorHandler(app);
  registerRequestContext(app);
  registerAuditLog(app);
  checkGuardOrder(app);
  registerTextGuard(app);
  await registerSecurityHeaders(app, config);
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  // Before every route, so it can take the upgrade requests of the chat's socket route. Clients send nothing
  // over it but control frames; a larger frame closes the socket (1009).
  await app.register(websocket, {
    options: { maxPayload: 4 * 1024 },
    errorHandler: (error, socket, request) => {
      request.log.warn({ err: error }, 'chat socket failed');
      socket.terminate();
    },
  });
  // Uploads are streamed by the files feature, which also caps the batch total; these bound each request.
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_BATCH_LIMIT_BYTES, files: 20, fields: 20, parts: 40, fieldSize: 64 * 1024 },
  });
  await registerSessions(app, listen);
  // The payment webhook comes from the provider, not a browser: its signature is checked instead.
  registerCsrfProtection(app, [PAYMENT_WEBHOOK_PATH]);
  await registerRateLimits(app, config.redisUrl, config.rateLimits);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(accountRoutes);
      await api.register(auditRoutes);
      await api.register(adminRoutes);
      await api.register(adminTablesRoutes);
      await api.register(adminExportRoutes);
      await api.register(adminAccountsRoutes);
      await api.register(adminLicensesRoutes);
      await api.register(referenceRoutes);
      await api.register(geoRoutes);
      await api.register(filesRoutes);
      await api.register(pricingRoutes);
      await api.register(contactRoutes);
      await api.register(wrvuRoutes);
      await api.register(therapyNavigationRoutes);
      await api.register(questionnairesRoutes);
      await api.register(prescriptionsRoutes);
      await api.register(recordRoutes);
      await api.register(reviewRoutes);
      await api.register(inPersonVisitsRoutes);
      await api.register(billingRoutes);
      await api.register(membershipRoutes);
      await api.register(profileRoutes);
      await api.register(licensesRoutes);
      await api.register(organizationRoutes);
      await api.register(notificationRoutes);
      await api.register(propertiesRoutes);
      await api.register(heatMapRoutes);
      await api.register(introductionsRoutes);
      await api.register(chatRoutes);
      await api.register(bookingsRoutes);
      await api.register(payoutsRoutes);
      if (!config.isProduction) await api.register(devRoutes);
    },
    { prefix: '/api' },
  );
  if (!config.isProduction) await app.register(devPages);
  if (ports.payments instanceof SandboxGateway) {
    await registerSandboxGateway(app, ports.payments, config, {
      webhookPath: PAYMENT_WEBHOOK_PATH,
      signatureHeader: PAYMENT_SIGNATURE_HEADER,
    });
  }

  await registerWebApp(app, config);
  return app;
}
