import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import { notFound } from '../../../lib/app-error.ts';
import { ok, responses } from '../../../lib/envelope.ts';
import { loopbackOnly } from '../../../plugins/loopback-only.ts';
import type { CardFormValues } from './card-form.ts';
import { sandboxConnectPages } from './sandbox-connect.routes.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import {
  formatDate,
  renderCheckoutPage,
  renderNotFoundPage,
  renderPortalExpiredPage,
  renderPortalPage,
} from './sandbox-pages.ts';

/** Where the sandbox delivers its events: the app's own webhook route (billing feature). */
export interface SandboxWiring {
  webhookPath: string;
  signatureHeader: string;
}

const tokenParam = z.string().min(1).max(200);
const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).type('text/html; charset=utf-8').send(body);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The hosted pages are plain HTML forms posting to this app's own origin. They carry no session cookie and need
 * none: the checkout session id and the portal token in the URL are long random secrets (as Stripe's hosted
 * URLs are), and the pages are outside /api, where the CSRF header rule applies. The CSP's form-action is widened
 * to the return pages' origin so the redirect after paying is allowed, and nothing is cached or sent as referrer.
 */
function pageHeaders(reply: FastifyReply, returnUrls: string[] = []) {
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
  const csp = reply.raw.getHeader('content-security-policy');
  const origins = [...new Set(returnUrls.map(originOf).filter((o): o is string => o !== null))];
  if (typeof csp === 'string' && origins.length > 0) {
    reply.header(
      'content-security-policy',
      csp.replace("form-action 'self'", `form-action 'self' ${origins.join(' ')}`),
    );
  }
}

const checkoutForm = z
  .object({
    cardNumber: z.string().max(40),
    expiry: z.string().max(20),
    cvc: z.string().max(10),
    name: z.string().max(200),
    line1: z.string().max(200),
    line2: z.string().max(200),
    city: z.string().max(100),
    state: z.string().max(10),
    postalCode: z.string().max(10),
  })
  .partial();

function sandboxPages(gateway: SandboxGateway): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to these pages: the hosted forms post urlencoded fields.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    app.get(
      '/sandbox-pay/checkout/:sessionId',
      { schema: { hide: true, params: z.object({ sessionId: tokenParam }) } },
      async (request, reply) => {
        const view = await gateway.checkoutView(request.params.sessionId);
        if (!view) return html(reply, 404, renderNotFoundPage());
        pageHeaders(reply, [view.successUrl, view.cancelUrl]);
        return html(reply, 200, renderCheckoutPage(view));
      },
    );

    app.post(
      '/sandbox-pay/checkout/:sessionId',
      { schema: { hide: true, params: z.object({ sessionId: tokenParam }), body: checkoutForm } },
      async (request, reply) => {
        const values = request.body as CardFormValues;
        const outcome = await gateway.pay(request.params.sessionId, values);
        if (outcome.kind === 'not-found') return html(reply, 404, renderNotFoundPage());
        if (outcome.kind === 'paid') return reply.redirect(outcome.redirectTo, 303);
        pageHeaders(reply, [outcome.view.successUrl, outcome.view.cancelUrl]);
        const status = outcome.message ? 402 : Object.keys(outcome.errors).length > 0 ? 400 : 200;
        return html(reply, status, renderCheckoutPage(outcome.view, values, outcome.errors, outcome.message));
      },
    );

    app.get(
      '/sandbox-pay/portal/:token',
      {
        schema: {
          hide: true,
          params: z.object({ token: tokenParam }),
          querystring: z.object({
            confirm: z.string().max(100).optional(),
            canceled: z.string().max(100).optional(),
          }),
        },
      },
      async (request, reply) => {
        const view = await gateway.portalView(request.params.token);
        if (!view) return html(reply, 404, renderPortalExpiredPage());
        pageHeaders(reply, [view.returnUrl]);
        const canceled = view.subscriptions.find((s) => s.id === request.query.canceled);
        const notice = canceled
          ? `${canceled.description} is canceled. It stays active until ${formatDate(canceled.currentPeriodEnd)}, and you won't be charged again.`
          : undefined;
        return html(
          reply,
          200,
          renderPortalPage(view, request.params.token, { confirm: request.query.confirm, notice }),
        );
      },
    );

    app.post(
      '/sandbox-pay/portal/:token/cancel',
      {
        schema: {
          hide: true,
          params: z.object({ token: tokenParam }),
          body: z.object({ subscriptionId: z.string().min(1).max(100) }),
        },
      },
      async (request, reply) => {
        const { token } = request.params;
        const done = await gateway.cancelAtPeriodEnd(token, request.body.subscriptionId);
        if (!done) return html(reply, 404, renderPortalExpiredPage());
        const query = new URLSearchParams({ canceled: request.body.subscriptionId });
        return reply.redirect(`/sandbox-pay/portal/${encodeURIComponent(token)}?${query}`, 303);
      },
    );
  };
}

const advanceClockBody = z.object({ subscriptionId: z.string().trim().min(1).max(100) });

/**
 * Development and tests only: renew (or end) a sandbox subscription now, so renewals can be seen. Never in
 * production, and answered only to callers on this machine.
 */
function sandboxDevRoutes(gateway: SandboxGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', loopbackOnly);
    app.post(
      '/dev/payments/advance-clock',
      {
        schema: {
          tags: ['development'],
          summary:
            'Move a sandbox subscription to the end of its period: it renews, or ends if canceled (development only; answered to callers on this machine only, 404 to any other)',
          body: advanceClockBody,
          response: responses(
            z.object({
              subscriptionId: z.string(),
              status: z.string(),
              currentPeriodEnd: z.string(),
              invoiceId: z.string().nullable(),
            }),
          ),
        },
      },
      async (request) => {
        const result = await gateway.advanceClock(request.body.subscriptionId);
        if (!result) throw notFound();
        return ok({
          subscriptionId: result.subscription.id,
          status: result.subscription.status,
          currentPeriodEnd: result.subscription.currentPeriodEnd.toISOString(),
          invoiceId: result.invoiceId,
        });
      },
    );
  };
}

/**
 * Serves the sandbox's hosted pages, its development clock (never in production) and connects its webhook
 * delivery to the app's own route: app.inject runs the real route, signature check and idempotency in-process.
 */
export async function registerSandboxGateway(
  app: FastifyInstance,
  gateway: SandboxGateway,
  config: Config,
  wiring: SandboxWiring,
): Promise<void> {
  await app.register(sandboxPages(gateway));
  await app.register(sandboxConnectPages(gateway));
  if (config.isProduction) {
    // Allowed (a demonstration server needs it), but a production service taking no real payments is a mistake.
    app.log.warn(
      'payments use the built-in sandbox gateway: set STRIPE_SECRET_KEY to take real card payments',
    );
  } else {
    await app.register(sandboxDevRoutes(gateway), { prefix: '/api' });
  }
  gateway.connectWebhook(async (payload, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: wiring.webhookPath,
      headers: { 'content-type': 'application/json', [wiring.signatureHeader]: signature },
      payload,
    });
    if (response.statusCode !== 200) {
      app.log.error({ statusCode: response.statusCode }, 'the sandbox payment webhook was not accepted');
    }
    return response.statusCode;
  });
}
