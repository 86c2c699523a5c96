import { US_STATES } from '@carespace/domain';
import { escapeHtml } from '../../../lib/html.ts';
import type { CardFormField, CardFormValues } from './card-form.ts';
import type { SandboxCheckoutView, SandboxPortalView } from './sandbox-gateway.ts';

/**
 * The sandbox gateway's hosted pages, rendered on the server with no script: a checkout page and a customer
 * portal in the Carespace look (the web app's colours and type), readable and usable from 390 px up.
 */

export const formatUsd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

export const formatDate = (date: Date) =>
  date.toLocaleDateString('en-US', {
    timeZone: 'America/New_York',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

const STYLES = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1F2933;background:#F6F8F8}
a{color:#0F6E6E}a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid #1D4E89;outline-offset:2px}
.top{background:#fff;border-bottom:1px solid #d9e2e2}
.top div{max-width:560px;margin:0 auto;padding:12px 16px;display:flex;align-items:center;justify-content:space-between;gap:8px}
.brand{display:flex;align-items:center;gap:8px;color:#0F6E6E;font-weight:600;font-size:18px}
.badge{font-size:13px;font-weight:600;color:#9A5B00;background:#FFF4E0;border:1px solid #E8C58A;border-radius:999px;padding:2px 10px}
main{max-width:560px;margin:0 auto;padding:16px 16px 48px}
h1{color:#1D4E89;font-size:24px;line-height:1.3;margin:16px 0 8px;font-weight:600}
h2{font-size:18px;margin:0 0 4px;font-weight:600}
.card{background:#fff;border:1px solid #d9e2e2;border-radius:12px;padding:20px;margin:16px 0}
.summary .price{font-size:28px;font-weight:600;color:#1F2933;margin:4px 0}
.summary .price span{font-size:16px;font-weight:400;color:#52606D}
.muted{color:#52606D;font-size:14px;margin:4px 0 0}
fieldset{border:0;margin:0 0 8px;padding:0}
legend{font-weight:600;font-size:18px;margin-bottom:8px;padding:0}
label{display:block;font-weight:500;margin:12px 0 4px}
.optional{color:#52606D;font-weight:400}
input,select{width:100%;font:inherit;color:inherit;padding:10px 12px;border:1px solid #9AA5B1;border-radius:8px;background:#fff;min-height:44px}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#B3261E;border-width:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.row3{display:grid;grid-template-columns:2fr 1fr 1fr;gap:12px}
@media (max-width:420px){.row{grid-template-columns:1fr}.row3{grid-template-columns:1fr 1fr}.row3>:first-child{grid-column:1/-1}}
.field-error{color:#B3261E;font-size:14px;margin:4px 0 0}
.alert{border-radius:8px;padding:12px 16px;margin:16px 0;border:1px solid}
.alert-error{background:#FDECEA;border-color:#B3261E;color:#7A1A14}
.alert-info{background:#EAF1F8;border-color:#1D4E89;color:#1D4E89}
.alert-success{background:#EAF5EA;border-color:#2E7D32;color:#1E5520}
button,.button{display:inline-block;width:100%;font:inherit;font-weight:600;border:0;border-radius:8px;padding:12px 16px;min-height:48px;background:#0F6E6E;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#0B5757}
.button-secondary{background:#fff;color:#0F6E6E;border:1px solid #0F6E6E}
.button-secondary:hover{background:#F0F7F7}
.button-danger{background:#B3261E}.button-danger:hover{background:#8E1E18}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}.actions>*{flex:1 1 180px}
.test-cards{font-size:14px;color:#52606D}
.test-cards code{font-size:14px;color:#1F2933}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:12px 0 0}dt{color:#52606D}dd{margin:0}
.status{display:inline-block;font-size:14px;font-weight:600;border-radius:999px;padding:2px 10px}
.status-active{background:#EAF5EA;color:#2E7D32}.status-ending{background:#FFF4E0;color:#9A5B00}
.status-ended{background:#EEF1F3;color:#52606D}
`;

const LOGO = `<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect x="2" y="2" width="28" height="28" rx="8" fill="#0F6E6E"/><path d="M13 8h6v5h5v6h-5v5h-6v-5H8v-6h5z" fill="#fff"/></svg>`;

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Carespace</title><style>${STYLES}</style></head>
<body><header class="top"><div><span class="brand">${LOGO}Carespace</span><span class="badge">Payment sandbox</span></div></header>
<main id="main">${body}</main></body></html>`;
}

function field(
  name: CardFormField,
  label: string,
  values: CardFormValues,
  errors: Partial<Record<string, string>>,
  attributes: string,
  optional = false,
): string {
  const error = errors[name];
  const id = `f-${name}`;
  const value = name === 'cvc' ? '' : (values[name] ?? '');
  return `<div><label for="${id}">${escapeHtml(label)}${optional ? ' <span class="optional">(optional)</span>' : ''}</label>
<input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attributes}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${error ? `<p class="field-error" id="${id}-error">${escapeHtml(error)}</p>` : ''}</div>`;
}

function stateSelect(values: CardFormValues, errors: Partial<Record<string, string>>): string {
  const selected = (values.state ?? '').toUpperCase();
  const options = Object.entries(US_STATES)
    .map(
      ([code, name]) =>
        `<option value="${code}"${code === selected ? ' selected' : ''}>${escapeHtml(name)}</option>`,
    )
    .join('');
  const error = errors.state;
  return `<div><label for="f-state">State</label>
<select id="f-state" name="state" autocomplete="shipping address-level1" required${error ? ' aria-invalid="true" aria-describedby="f-state-error"' : ''}>
<option value="">Choose…</option>${options}</select>
${error ? `<p class="field-error" id="f-state-error">${escapeHtml(error)}</p>` : ''}</div>`;
}

export function renderCheckoutPage(
  view: SandboxCheckoutView,
  values: CardFormValues = {},
  errors: Partial<Record<string, string>> = {},
  message: string | null = null,
): string {
  const price = formatUsd(view.amountCents);
  const recurring = view.mode === 'subscription';
  const back = `<p><a href="${escapeHtml(view.cancelUrl)}">← Back to Carespace</a></p>`;
  const summary = `<section class="card summary" aria-labelledby="summary-title">
<h2 id="summary-title">${escapeHtml(view.description)}</h2>
<p class="price">${price}${recurring ? ' <span>per month</span>' : ''}</p>
<p class="muted">${
    recurring
      ? `You pay ${price} today, then every month until you cancel. You can cancel at any time.`
      : `You pay ${price} once.`
  } Paying as ${escapeHtml(view.customerEmail)}.</p></section>`;

  if (view.status !== 'open') {
    const done = view.status === 'complete';
    return layout(
      done ? 'Payment received' : 'Checkout expired',
      `${back}<h1>${done ? 'Payment received' : 'This checkout has expired'}</h1>${summary}
<p>${done ? 'This order is paid. You can go back to Carespace to follow it.' : 'Checkout links last 24 hours. Go back to Carespace to start a new checkout; nothing was charged.'}</p>
<p><a class="button" href="${escapeHtml(done ? view.successUrl : view.cancelUrl)}">Back to Carespace</a></p>`,
    );
  }

  const fieldErrors = Object.values(errors).filter(Boolean) as string[];
  const alert = message
    ? `<div class="alert alert-error" role="alert"><strong>${escapeHtml(message)}</strong></div>`
    : fieldErrors.length > 0
      ? `<div class="alert alert-error" role="alert"><strong>Please check the highlighted ${fieldErrors.length === 1 ? 'field' : 'fields'}.</strong></div>`
      : '';
  const shipping = view.collectShippingAddress
    ? `<fieldset class="card"><legend>Shipping address</legend>
<p class="muted">Where your medication is sent, in discreet packaging. US addresses only.</p>
${field('line1', 'Street address', values, errors, 'autocomplete="shipping address-line1" maxlength="200" required')}
${field('line2', 'Apartment, suite or unit', values, errors, 'autocomplete="shipping address-line2" maxlength="200"', true)}
<div class="row3">${field('city', 'City', values, errors, 'autocomplete="shipping address-level2" maxlength="100" required')}
${stateSelect(values, errors)}
${field('postalCode', 'ZIP code', values, errors, 'autocomplete="shipping postal-code" inputmode="numeric" maxlength="5" required')}</div>
</fieldset>`
    : '';
  return layout(
    `Pay ${price}`,
    `${back}<h1>Complete your payment</h1>${summary}${alert}
<form method="post" action="/sandbox-pay/checkout/${encodeURIComponent(view.id)}" novalidate>
${shipping}
<fieldset class="card"><legend>Card details</legend>
${field('cardNumber', 'Card number', values, errors, 'autocomplete="cc-number" inputmode="numeric" maxlength="23" placeholder="1234 1234 1234 1234" required')}
<div class="row">${field('expiry', 'Expiry (MM / YY)', values, errors, 'autocomplete="cc-exp" inputmode="numeric" maxlength="7" placeholder="MM / YY" required')}
${field('cvc', 'Security code (CVC)', values, errors, 'autocomplete="cc-csc" inputmode="numeric" maxlength="4" required')}</div>
${field('name', 'Name on card', values, errors, 'autocomplete="cc-name" maxlength="200" required')}
</fieldset>
<button type="submit">Pay ${price}</button>
</form>
<section class="card test-cards" aria-labelledby="test-cards-title"><h2 id="test-cards-title">This is a test checkout</h2>
<p>No real card is charged here, and real card numbers are refused. Use <code>4242 4242 4242 4242</code> to pay, or <code>4000 0000 0000 0002</code> to see a declined card, with any future expiry date and any CVC.</p></section>`,
  );
}

export function renderNotFoundPage(): string {
  return layout(
    'Page not found',
    `<h1>We couldn't find this page</h1><p>The link may be mistyped or may have expired. Go back to Carespace and start again; nothing was charged.</p><p><a href="/">Go to Carespace</a></p>`,
  );
}

export function renderPortalPage(
  view: SandboxPortalView,
  token: string,
  options: { confirm?: string; notice?: string } = {},
): string {
  const action = (path: string) => `/sandbox-pay/portal/${encodeURIComponent(token)}${path}`;
  const items = view.subscriptions
    .map((s) => {
      const ended = s.status === 'canceled';
      const ending = !ended && s.cancelAtPeriodEnd;
      const status = ended
        ? '<span class="status status-ended">Canceled</span>'
        : ending
          ? `<span class="status status-ending">Ends ${formatDate(s.currentPeriodEnd)}</span>`
          : s.status === 'active'
            ? '<span class="status status-active">Active</span>'
            : '<span class="status status-ending">Payment overdue</span>';
      const next = ended || ending ? 'None' : formatDate(s.currentPeriodEnd);
      let controls = '';
      if (!ended && !ending) {
        controls =
          options.confirm === s.id
            ? `<div class="alert alert-info" role="alert"><p><strong>Cancel ${escapeHtml(s.description)}?</strong></p>
<p>You keep what you have paid for until ${formatDate(s.currentPeriodEnd)}; there will be no further charges or shipments after that.</p>
<form method="post" action="${action('/cancel')}" class="actions"><input type="hidden" name="subscriptionId" value="${escapeHtml(s.id)}">
<button type="submit" class="button-danger">Yes, cancel</button><a class="button button-secondary" href="${action('')}">Keep subscription</a></form></div>`
            : `<div class="actions"><a class="button button-secondary" href="${action(`?confirm=${encodeURIComponent(s.id)}`)}">Cancel subscription</a></div>`;
      }
      return `<li class="card"><h2>${escapeHtml(s.description)}</h2>${status}
<dl><dt>Price</dt><dd>${formatUsd(s.amountCents)} per month</dd><dt>Next payment</dt><dd>${next}</dd></dl>${controls}</li>`;
    })
    .join('');
  const notice = options.notice
    ? `<div class="alert alert-success" role="status">${escapeHtml(options.notice)}</div>`
    : '';
  return layout(
    'Your subscriptions',
    `<p><a href="${escapeHtml(view.returnUrl)}">← Back to Carespace</a></p><h1>Your subscriptions</h1>
<p class="muted">Signed in as ${escapeHtml(view.customerEmail)}.</p>${notice}
${items ? `<ul style="list-style:none;padding:0;margin:0">${items}</ul>` : '<p class="card">You have no subscriptions yet.</p>'}`,
  );
}

export function renderPortalExpiredPage(): string {
  return layout(
    'Link expired',
    `<h1>This link has expired</h1><p>For your security, links to manage your subscriptions last one hour. Go back to Carespace and open it again from your account.</p><p><a href="/">Go to Carespace</a></p>`,
  );
}
