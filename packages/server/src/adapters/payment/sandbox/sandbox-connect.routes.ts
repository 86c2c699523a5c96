import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../../lib/html.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';
import { layout, renderNotFoundPage } from './sandbox-pages.ts';

const accountParam = z.object({ accountId: z.string().min(1).max(100) });

/**
 * The sandbox's stand-in for Stripe Connect's hosted onboarding: one page that says what a real onboarding would
 * ask for (identity, a bank account) and a Finish button that marks the account ready and returns to the app.
 * Like the checkout, it needs no session: the account id in the link is the provider's own.
 */
export function sandboxConnectPages(gateway: SandboxGateway): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/sandbox-pay/connect/:accountId',
      { schema: { hide: true, params: accountParam } },
      async (request, reply) => {
        const account = await gateway.connectAccount(request.params.accountId);
        reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
        if (!account) return reply.status(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
        const body = `<h1>Set up payouts</h1>
<p>With real payments, this is where you would confirm who you are and add the bank account your earnings go to. The sandbox moves no money, so there is nothing to enter.</p>
<dl><dt>Account</dt><dd>${escapeHtml(account.id)}</dd><dt>Email</dt><dd>${escapeHtml(account.email)}</dd></dl>
<form method="post" action="/sandbox-pay/connect/${encodeURIComponent(account.id)}" style="margin-top:24px">
<button type="submit">Finish setup and return to Carespace</button></form>`;
        return reply.type('text/html; charset=utf-8').send(layout('Set up payouts', body));
      },
    );

    app.post(
      '/sandbox-pay/connect/:accountId',
      { schema: { hide: true, params: accountParam } },
      async (request, reply) => {
        const back = await gateway.completeOnboarding(request.params.accountId);
        if (!back) return reply.status(404).type('text/html; charset=utf-8').send(renderNotFoundPage());
        return reply.redirect(back, 303);
      },
    );
  };
}
