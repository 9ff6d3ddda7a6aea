import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe API endpoints the server uses, speaking Stripe's wire format
 * (form-encoded requests with bracket keys, JSON objects, Stripe's error shape), so the real
 * `stripe` SDK can be pointed at it with host/port/protocol. Tests drive what Stripe would do
 * on its side (a card payment succeeding) with `succeed`.
 */
type Json = Record<string, unknown>;

export interface FakeStripeRequest {
  method: string;
  path: string;
  body: Json;
}

/** `a[b][0][c]=1` form encoding back into objects (numeric keys become arrays). */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.match(/[^[\]]+/g) ?? [];
    let node: Json | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[part] = value;
        return;
      }
      container[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = container[part] as Json;
    });
  }
  return root;
}

export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  /** Stripe prices by id: what a subscription to them invoices (cents, usd). */
  readonly prices = new Map<string, number>();
  readonly intents = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly invoices = new Map<string, Json>();
  private server: Server | null = null;
  private n = 0;

  constructor(readonly secretKey: string) {}

  private nextId(prefix: string) {
    return `${prefix}_fake${++this.n}`;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The card payment of an intent succeeds on Stripe's side. */
  succeed(intentId: string): Json {
    const intent = this.intents.get(intentId)!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent['amount'] });
    return intent;
  }

  private send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.n}` });
    res.end(JSON.stringify(body));
  }

  private notFound(res: ServerResponse, what: string) {
    this.send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });
  }

  private createIntent(amount: number, currency: string, metadata: Json): Json {
    const id = this.nextId('pi');
    const intent = { id, object: 'payment_intent', amount, amount_received: 0, currency, status: 'requires_payment_method', client_secret: `${id}_secret_${this.n}`, metadata, created: Math.floor(Date.now() / 1000) };
    this.intents.set(id, intent);
    return intent;
  }

  /**
   * An invoice (stored with its payments) paid by `intentId` — as Stripe's list of InvoicePayment
   * objects: `payments` is includable, so it is answered only when expanded, and never in webhooks.
   */
  addInvoice(invoice: Json, intentId: string | null): Json {
    const id = invoice['id'] as string;
    const payments = intentId
      ? [
          {
            id: this.nextId('inpay'),
            object: 'invoice_payment',
            amount_paid: invoice['amount_paid'] ?? null,
            amount_requested: invoice['amount_due'] ?? invoice['amount_paid'],
            created: Math.floor(Date.now() / 1000),
            currency: invoice['currency'],
            invoice: id,
            is_default: true,
            livemode: false,
            payment: { type: 'payment_intent', payment_intent: intentId },
            status: invoice['status'] === 'paid' ? 'paid' : 'open',
            status_transitions: { canceled_at: null, paid_at: invoice['status'] === 'paid' ? Math.floor(Date.now() / 1000) : null },
          },
        ]
      : [];
    const stored = { ...invoice, payments: { object: 'list', data: payments, has_more: false, url: `/v1/invoice_payments?invoice=${id}` } };
    this.invoices.set(id, stored);
    return stored;
  }

  private presentInvoice(invoice: Json, expandPayments: boolean): Json {
    if (expandPayments) return invoice;
    const { payments: _omitted, ...rest } = invoice;
    return rest;
  }

  private expandedSubscription(sub: Json, expand: string[]): Json {
    const invoice = this.invoices.get(sub['latest_invoice'] as string)!;
    return expand.some((e) => e.startsWith('latest_invoice')) ? { ...sub, latest_invoice: this.presentInvoice(invoice, expand.includes('latest_invoice.payments')) } : sub;
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = parseStripeForm(req.method === 'GET' ? url.searchParams.toString() : text);
    this.requests.push({ method: req.method ?? '', path: url.pathname, body });
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) {
      return this.send(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const [, version, resource, id] = url.pathname.split('/');
    if (version !== 'v1') return this.notFound(res, 'route');
    const now = Math.floor(Date.now() / 1000);
    const expand = (body['expand'] as string[] | undefined) ?? [];

    if (resource === 'payment_intents') {
      if (req.method === 'POST' && !id) return this.send(res, 200, this.createIntent(Number(body['amount']), String(body['currency']), (body['metadata'] as Json) ?? {}));
      const intent = id ? this.intents.get(id) : undefined;
      return intent ? this.send(res, 200, intent) : this.notFound(res, 'payment_intent');
    }
    if (resource === 'customers' && req.method === 'POST') {
      return this.send(res, 200, { id: this.nextId('cus'), object: 'customer', email: body['email'], name: body['name'], metadata: body['metadata'] ?? {} });
    }
    if (resource === 'subscriptions') {
      if (req.method === 'POST' && !id) {
        const items = body['items'] as { price: string }[];
        const price = items[0]!.price;
        const amount = this.prices.get(price);
        if (amount === undefined) return this.send(res, 400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${price}'` } });
        const subId = this.nextId('sub');
        const metadata = (body['metadata'] as Json) ?? {};
        const periodEnd = now + 30 * 24 * 3600;
        const intent = this.createIntent(amount, 'usd', {});
        const invoiceId = this.nextId('in');
        this.addInvoice(
          {
            id: invoiceId,
            object: 'invoice',
            amount_due: amount,
            amount_paid: 0,
            currency: 'usd',
            status: 'open',
            confirmation_secret: { type: 'payment_intent', client_secret: intent['client_secret'] },
            parent: { type: 'subscription_details', subscription_details: { subscription: subId, metadata } },
            lines: { object: 'list', data: [{ id: this.nextId('il'), object: 'line_item', amount, period: { start: now, end: periodEnd } }], has_more: false },
          },
          intent['id'] as string,
        );
        const sub = {
          id: subId,
          object: 'subscription',
          customer: body['customer'],
          status: 'incomplete',
          cancel_at_period_end: false,
          ended_at: null,
          created: now,
          metadata,
          payment_behavior: body['payment_behavior'],
          items: { object: 'list', data: [{ id: this.nextId('si'), object: 'subscription_item', price: { id: price, unit_amount: amount, currency: 'usd' }, current_period_start: now, current_period_end: periodEnd }] },
          latest_invoice: invoiceId,
        };
        this.subscriptions.set(subId, sub);
        return this.send(res, 200, this.expandedSubscription(sub, expand));
      }
      const sub = id ? this.subscriptions.get(id) : undefined;
      if (!sub) return this.notFound(res, 'subscription');
      if (req.method === 'POST') {
        if (body['cancel_at_period_end'] !== undefined) sub['cancel_at_period_end'] = body['cancel_at_period_end'] === 'true';
        return this.send(res, 200, this.expandedSubscription(sub, expand));
      }
      if (req.method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', ended_at: now });
        return this.send(res, 200, sub);
      }
      return this.send(res, 200, this.expandedSubscription(sub, expand));
    }
    if (resource === 'invoices' && req.method === 'GET' && id) {
      const invoice = this.invoices.get(id);
      return invoice ? this.send(res, 200, this.presentInvoice(invoice, expand.includes('payments'))) : this.notFound(res, 'invoice');
    }
    return this.notFound(res, 'route');
  }
}
