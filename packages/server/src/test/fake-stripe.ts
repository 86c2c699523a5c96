import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for Stripe's API on a free local port: the real SDK is pointed at it (STRIPE_API_URL), so the
 * sync and the checkouts are tested through the same requests they make to Stripe. It keeps its objects in memory,
 * reads Stripe's form encoding (`a[b][0]=v`), answers in Stripe's shapes and refuses what Stripe refuses where the
 * product relies on it (an unknown or archived price, a lookup key already taken, a product id already used).
 * Only the endpoints the product calls exist.
 */

type Params = { [key: string]: Value };
type Value = string | Params | Value[];

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
}

type StripeObject = Record<string, unknown> & { id: string };

/** Stripe's form keys into nested objects; objects keyed 0, 1, … become arrays. */
export function parseStripeForm(text: string): Params {
  const root: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Params = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Params;
      }
    });
  }
  const arrays = (value: Value): Value => {
    if (typeof value === 'string' || Array.isArray(value)) return value;
    const keys = Object.keys(value);
    const entries = keys.map((k) => [k, arrays(value[k]!)] as const);
    if (keys.length > 0 && keys.every((k, i) => k === String(i))) return entries.map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Params;
}

const str = (value: Value | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
const obj = (value: Value | undefined): Params =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const list = (value: Value | undefined): Value[] => (Array.isArray(value) ? value : []);
const now = () => Math.floor(Date.now() / 1000);

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const RESOURCES = [
  'products',
  'prices',
  'checkout/sessions',
  'subscriptions',
  'billing_portal/sessions',
  'invoices/create_preview',
];

const missing = (what: string, id: string, param?: string) =>
  new StripeError(param ? 400 : 404, 'resource_missing', `No such ${what}: '${id}'`, param);

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly products = new Map<string, StripeObject>();
  readonly prices = new Map<string, StripeObject>();
  readonly sessions = new Map<string, StripeObject>();
  readonly subscriptions = new Map<string, StripeObject>();
  readonly customers = new Map<string, StripeObject>();
  private counter = 0;
  private livemode = false;
  private readonly server = http.createServer((req, res) => this.handle(req, res));

  /** Starts on a free port and answers the URL to give STRIPE_API_URL. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Requests other than the SDK's reads, as `METHOD /path`. */
  writes(): string[] {
    return this.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);
  }

  private newId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_fake${String(this.counter).padStart(6, '0')}`;
  }

  /**
   * What Stripe does when the payer finishes the hosted page: a customer and an active subscription on the
   * session's price, and the session complete and paid. Answers the session as a checkout.session.completed
   * event carries it.
   */
  completeCheckout(sessionId: string, shipping?: Record<string, string | null>): StripeObject {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer: StripeObject = {
      id: this.newId('cus'),
      object: 'customer',
      email: session.customer_email,
      livemode: this.livemode,
    };
    this.customers.set(customer.id, customer);
    const price = this.prices.get(session.price_id as string)!;
    const start = now();
    const recurring = price.recurring as { interval: string; interval_count: number };
    const days = recurring.interval === 'month' ? 30 * recurring.interval_count : recurring.interval_count;
    const subscription: StripeObject = {
      id: this.newId('sub'),
      object: 'subscription',
      customer: customer.id,
      status: 'active',
      cancel_at_period_end: false,
      created: start,
      livemode: this.livemode,
      metadata: session.subscription_metadata,
      items: {
        object: 'list',
        data: [
          {
            id: this.newId('si'),
            object: 'subscription_item',
            price,
            current_period_start: start,
            current_period_end: start + days * 86_400,
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer: customer.id,
      subscription: subscription.id,
      collected_information: shipping
        ? { shipping_details: { name: 'Payer', address: { country: 'US', ...shipping } } }
        : null,
    });
    return this.publicSession(session);
  }

  private publicSession(session: StripeObject): StripeObject {
    const { price_id: _price, subscription_metadata: _metadata, ...rest } = session;
    return { ...rest };
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
      this.requests.push({ method: req.method ?? '', path: url.pathname, params });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.newId('req') });
        res.end(JSON.stringify(payload));
      };
      const key = /^Bearer (sk_(test|live)_\S+)$/.exec(req.headers.authorization ?? '');
      if (!key) {
        send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
        return;
      }
      this.livemode = key[2] === 'live';
      try {
        send(200, this.route(req.method ?? '', url.pathname, params));
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        send(error.status, {
          error: {
            type: 'invalid_request_error',
            code: error.code,
            message: error.message,
            param: error.param,
          },
        });
      }
    });
  }

  private route(method: string, path: string, params: Params): unknown {
    // Resources are one or two words (`prices`, `checkout/sessions`), optionally followed by an object's id.
    const rest = path.replace(/^\/v1\//, '');
    const resource = RESOURCES.find((name) => rest === name || rest.startsWith(`${name}/`)) ?? rest;
    const id = rest.slice(resource.length + 1) || undefined;
    const route = `${method} ${resource}${id ? '/:id' : ''}`;
    switch (route) {
      case 'POST products':
        return this.createProduct(params);
      case 'GET products/:id':
        return this.found(this.products, 'product', id!);
      case 'POST products/:id':
        return this.update(this.products, 'product', id!, params);
      case 'GET prices':
        return this.listPrices(params);
      case 'POST prices':
        return this.createPrice(params);
      case 'POST prices/:id':
        return this.update(this.prices, 'price', id!, params);
      case 'POST checkout/sessions':
        return this.createSession(params);
      case 'GET checkout/sessions/:id':
        return this.retrieveSession(id!, params);
      case 'GET subscriptions/:id':
        return this.found(this.subscriptions, 'subscription', id!);
      case 'DELETE subscriptions/:id':
        return Object.assign(this.found(this.subscriptions, 'subscription', id!), { status: 'canceled' });
      case 'POST billing_portal/sessions': {
        const customer = str(params.customer) ?? '';
        if (!this.customers.has(customer)) throw missing('customer', customer, 'customer');
        return {
          id: this.newId('bps'),
          object: 'billing_portal.session',
          url: `https://billing.fake/p/${customer}`,
        };
      }
      case 'POST invoices/create_preview': {
        const subscription = this.found(this.subscriptions, 'subscription', str(params.subscription) ?? '');
        const item = (subscription.items as { data: Array<{ current_period_end: number }> }).data[0]!;
        return {
          id: this.newId('upcoming_in'),
          object: 'invoice',
          next_payment_attempt: item.current_period_end,
          period_end: item.current_period_end,
        };
      }
      default:
        throw new StripeError(404, undefined, `Unrecognized request URL (${method}: ${path})`);
    }
  }

  private found(map: Map<string, StripeObject>, what: string, id: string): StripeObject {
    const object = map.get(id);
    if (!object) throw missing(what, id);
    return object;
  }

  private update(map: Map<string, StripeObject>, what: string, id: string, params: Params): StripeObject {
    const object = this.found(map, what, id);
    if (params.name !== undefined) object.name = str(params.name);
    if (params.active !== undefined) object.active = params.active === 'true';
    if (params.metadata !== undefined) object.metadata = obj(params.metadata);
    return object;
  }

  private createProduct(params: Params): StripeObject {
    const id = str(params.id) ?? this.newId('prod');
    if (this.products.has(id)) {
      throw new StripeError(400, 'resource_already_exists', `Product already exists: '${id}'`, 'id');
    }
    const product = {
      id,
      object: 'product',
      name: str(params.name),
      active: true,
      livemode: this.livemode,
      metadata: obj(params.metadata),
    };
    this.products.set(id, product);
    return product;
  }

  private listPrices(params: Params): unknown {
    const keys = list(params.lookup_keys);
    if (keys.length > 10)
      throw new StripeError(400, 'parameter_invalid', 'At most 10 lookup_keys', 'lookup_keys');
    const data = [...this.prices.values()].filter(
      (price) =>
        (keys.length === 0 || keys.includes(price.lookup_key as string)) &&
        (params.active === undefined || String(price.active) === params.active),
    );
    const limit = Number(str(params.limit) ?? 10);
    return { object: 'list', url: '/v1/prices', has_more: data.length > limit, data: data.slice(0, limit) };
  }

  private createPrice(params: Params): StripeObject {
    const product = str(params.product) ?? '';
    if (!this.products.has(product)) throw missing('product', product, 'product');
    const lookupKey = str(params.lookup_key) ?? null;
    const holder = [...this.prices.values()].find((price) => lookupKey && price.lookup_key === lookupKey);
    if (holder) {
      if (params.transfer_lookup_key !== 'true') {
        throw new StripeError(
          400,
          'lookup_key_exists',
          `A price (${holder.id}) already uses that lookup key.`,
        );
      }
      holder.lookup_key = null;
    }
    const recurring = obj(params.recurring);
    const price = {
      id: this.newId('price'),
      object: 'price',
      active: true,
      product,
      currency: str(params.currency),
      unit_amount: Number(str(params.unit_amount)),
      lookup_key: lookupKey,
      livemode: this.livemode,
      type: params.recurring ? 'recurring' : 'one_time',
      recurring: params.recurring
        ? { interval: str(recurring.interval), interval_count: Number(str(recurring.interval_count) ?? 1) }
        : null,
      metadata: obj(params.metadata),
    };
    this.prices.set(price.id, price);
    return price;
  }

  private createSession(params: Params): StripeObject {
    const item = obj(list(params.line_items)[0]);
    const priceId = str(item.price) ?? '';
    const price = this.prices.get(priceId);
    if (!price) throw missing('price', priceId, 'line_items[0][price]');
    if (!price.active) {
      throw new StripeError(400, undefined, `The price specified is inactive.`, 'line_items[0][price]');
    }
    if (params.mode === 'subscription' && !price.recurring) {
      throw new StripeError(
        400,
        undefined,
        'A subscription needs a recurring price.',
        'line_items[0][price]',
      );
    }
    const id = this.newId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      url: `https://checkout.fake/c/pay/${id}`,
      mode: str(params.mode),
      status: 'open',
      payment_status: 'unpaid',
      customer: null,
      customer_email: str(params.customer_email),
      subscription: null,
      amount_total: price.unit_amount,
      currency: price.currency,
      livemode: this.livemode,
      success_url: str(params.success_url),
      cancel_url: str(params.cancel_url),
      metadata: obj(params.metadata),
      collected_information: null,
      price_id: priceId,
      subscription_metadata: obj(obj(params.subscription_data).metadata),
    };
    this.sessions.set(id, session);
    return this.publicSession(session);
  }

  private retrieveSession(id: string, params: Params): StripeObject {
    const session = this.publicSession(this.found(this.sessions, 'checkout.session', id));
    const subscriptionId = session.subscription as string | null;
    if (subscriptionId && list(params.expand).includes('subscription')) {
      session.subscription = this.subscriptions.get(subscriptionId) ?? subscriptionId;
    }
    return session;
  }
}
