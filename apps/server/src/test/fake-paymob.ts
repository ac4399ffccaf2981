/**
 * A local stand-in for Paymob speaking the endpoints the shop uses: Create Intention, the unified
 * checkout page the shopper is sent to, refund and void; it posts transaction-processed callbacks
 * signed the real way (HMAC-SHA512 over Paymob's ordered fields, `?hmac=`) and sends the browser
 * back to the intention's redirection URL. Tests steer it directly (`pay`, `payKiosk`) or through
 * its checkout page's buttons, as a shopper would.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  PAYMOB_METHODS,
  transactionHmac,
  type PaymobConfig,
  type PaymobMethod,
} from '../lib/payments/paymob';

export interface FakeIntention {
  id: string;
  clientSecret: string;
  orderId: number;
  amountCents: number;
  currency: string;
  method: PaymobMethod;
  integrationId: number;
  reference: string;
  notificationUrl: string;
  redirectionUrl: string;
  billing: Record<string, unknown>;
  /** The transactions made for it, newest last. */
  transactions: Record<string, unknown>[];
}

export type PaymentOutcome = 'success' | 'declined';

export interface FakePaymob {
  url: string;
  config: PaymobConfig;
  intentions: Map<string, FakeIntention>;
  refunds: { transactionId: number; amountCents: number }[];
  voids: number[];
  /** Callbacks the fake posted, with the shop's answer status. */
  callbacks: { url: string; status: number; transaction: Record<string, unknown> }[];
  behaviour: {
    /** Refuse refunds (as Paymob does for a transaction it cannot refund). */
    failRefund: boolean;
    /** Do not post callbacks (the shop must then learn nothing). */
    holdCallbacks: boolean;
    /** Drop every API connection unanswered, as an unreachable Paymob would. */
    unreachable: boolean;
  };
  /** The shopper pays (or is declined) on the checkout page: a signed callback, then the redirect URL. */
  pay(
    clientSecret: string,
    outcome: PaymentOutcome,
  ): Promise<{ transaction: Record<string, unknown>; redirect: string }>;
  /** A kiosk payment: the reference is issued now (a pending callback), paid later with `payKiosk`. */
  kioskReference(clientSecret: string): Promise<{ reference: string; transaction: Record<string, unknown> }>;
  /** The shopper pays the kiosk reference: a successful callback for the same order. */
  payKiosk(clientSecret: string): Promise<Record<string, unknown>>;
  /** Posts `transaction` to the intention's notification URL, signed with `hmacSecret` (default: the right one). */
  deliver(
    intention: FakeIntention,
    transaction: Record<string, unknown>,
    hmacSecret?: string,
  ): Promise<number>;
  close(): Promise<void>;
}

let nextNumber = 900_000_000 + Math.floor(Math.random() * 1_000_000);
const newNumber = () => (nextNumber += 1);

export async function startFakePaymob(
  options: {
    port?: number;
    keys?: Partial<Pick<PaymobConfig, 'secretKey' | 'publicKey' | 'hmacSecret' | 'apiKey'>>;
    /** How callbacks reach the shop (default: an HTTP POST); tests may pass them to `app.inject`. */
    transport?: (url: URL, body: string) => Promise<number>;
  } = {},
): Promise<FakePaymob> {
  const integrations: Record<PaymobMethod, number> = { card: 4_100_001, wallet: 4_100_002, kiosk: 4_100_003 };
  const config: Omit<PaymobConfig, 'apiBase'> = {
    secretKey: options.keys?.secretKey ?? `egy_sk_test_${randomBytes(12).toString('hex')}`,
    publicKey: options.keys?.publicKey ?? `egy_pk_test_${randomBytes(12).toString('hex')}`,
    hmacSecret: options.keys?.hmacSecret ?? randomBytes(16).toString('hex').toUpperCase(),
    apiKey: options.keys?.apiKey ?? `ZXlK${randomBytes(16).toString('hex')}`,
    integrations,
  };
  const intentions = new Map<string, FakeIntention>();
  const authTokens = new Set<string>();
  const refunds: FakePaymob['refunds'] = [];
  const voids: number[] = [];
  const callbacks: FakePaymob['callbacks'] = [];
  const behaviour: FakePaymob['behaviour'] = { failRefund: false, holdCallbacks: false, unreachable: false };
  const post =
    options.transport ??
    (async (url: URL, body: string) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      }).catch(() => null);
      return res?.status ?? 0;
    });

  const methodOf = (integrationId: number) =>
    PAYMOB_METHODS.find((m) => integrations[m] === integrationId) ?? null;

  function transactionFor(
    intention: FakeIntention,
    fields: Partial<Record<string, unknown>>,
  ): Record<string, unknown> {
    const sourceData =
      intention.method === 'card'
        ? { pan: '2346', sub_type: 'MasterCard', type: 'card' }
        : intention.method === 'wallet'
          ? { pan: '01010101010', sub_type: 'wallet', type: 'wallet' }
          : { pan: '', sub_type: 'AGGREGATOR', type: 'aggregator' };
    return {
      id: newNumber(),
      pending: false,
      amount_cents: intention.amountCents,
      success: false,
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: intention.method === 'card',
      integration_id: intention.integrationId,
      has_parent_transaction: false,
      order: { id: intention.orderId, merchant_order_id: intention.reference },
      created_at: new Date().toISOString().replace('Z', ''),
      currency: intention.currency,
      source_data: sourceData,
      error_occured: false,
      owner: 302_852,
      data: {},
      ...fields,
    };
  }

  async function deliver(
    intention: FakeIntention,
    transaction: Record<string, unknown>,
    hmacSecret = config.hmacSecret,
  ): Promise<number> {
    if (behaviour.holdCallbacks) return 0;
    const url = new URL(intention.notificationUrl);
    url.searchParams.set('hmac', transactionHmac(transaction, hmacSecret));
    const status = await post(
      url,
      JSON.stringify({ type: 'TRANSACTION', obj: transaction, issuer_bank: null }),
    );
    callbacks.push({ url: intention.notificationUrl, status, transaction });
    return status;
  }

  const byClientSecret = (clientSecret: string) => {
    const intention = intentions.get(clientSecret);
    if (!intention) throw new Error(`fake Paymob: no intention ${clientSecret}`);
    return intention;
  };

  /** The browser's way back: Paymob's transaction-response (GET) parameters on the redirection URL. */
  function redirectFor(intention: FakeIntention, transaction: Record<string, unknown>): string {
    const url = new URL(intention.redirectionUrl);
    url.searchParams.set('id', String(transaction.id));
    url.searchParams.set('order', String(intention.orderId));
    url.searchParams.set('success', String(transaction.success));
    url.searchParams.set('pending', String(transaction.pending));
    url.searchParams.set('amount_cents', String(transaction.amount_cents));
    url.searchParams.set('hmac', transactionHmac(transaction, config.hmacSecret));
    return url.toString();
  }

  async function pay(clientSecret: string, outcome: PaymentOutcome) {
    const intention = byClientSecret(clientSecret);
    if (intention.method === 'kiosk') throw new Error('fake Paymob: a kiosk intention is paid with payKiosk');
    const transaction = transactionFor(intention, {
      success: outcome === 'success',
      data: outcome === 'success' ? { message: 'Approved' } : { message: 'Do not honour' },
    });
    intention.transactions.push(transaction);
    await deliver(intention, transaction);
    return { transaction, redirect: redirectFor(intention, transaction) };
  }

  async function kioskReference(clientSecret: string) {
    const intention = byClientSecret(clientSecret);
    if (intention.method !== 'kiosk') throw new Error('fake Paymob: not a kiosk intention');
    const reference = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
    const transaction = transactionFor(intention, {
      pending: true,
      data: { bill_reference: Number(reference) },
    });
    intention.transactions.push(transaction);
    await deliver(intention, transaction);
    return { reference, transaction };
  }

  async function payKiosk(clientSecret: string) {
    const intention = byClientSecret(clientSecret);
    const pending = intention.transactions.find((t) => t.pending);
    if (!pending) throw new Error('fake Paymob: no kiosk reference was issued');
    const transaction = {
      ...pending,
      pending: false,
      success: true,
      created_at: new Date().toISOString().replace('Z', ''),
    };
    intention.transactions.push(transaction);
    await deliver(intention, transaction);
    return transaction;
  }

  const findTransaction = (id: unknown) => {
    for (const intention of intentions.values())
      for (const transaction of intention.transactions)
        if (transaction.id === Number(id) && transaction.success && !transaction.pending)
          return { intention, transaction };
    return null;
  };

  function checkoutPage(intention: FakeIntention): string {
    const amount = (intention.amountCents / 100).toFixed(2);
    const buttons =
      intention.method === 'kiosk'
        ? `<button name="outcome" value="kiosk">Get a kiosk reference</button>`
        : `<button name="outcome" value="success">Pay ${amount} EGP</button>
           <button name="outcome" value="declined">Decline</button>`;
    return `<!doctype html><html><head><meta charset="utf-8"><title>Paymob (fake) checkout</title></head>
<body><h1>Paymob (fake)</h1><p data-testid="paymob-amount">${amount} ${intention.currency}</p>
<p data-testid="paymob-method">${intention.method}</p>
<form method="post" action="/unifiedcheckout/pay">
<input type="hidden" name="clientSecret" value="${intention.clientSecret}">${buttons}</form></body></html>`;
  }

  function kioskPage(intention: FakeIntention, reference: string): string {
    return `<!doctype html><html><head><meta charset="utf-8"><title>Paymob (fake) kiosk</title></head>
<body><h1>Pay at a kiosk</h1><p>Reference <strong data-testid="paymob-kiosk-reference">${reference}</strong></p>
<a href="${intention.redirectionUrl}">Back to the shop</a></body></html>`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = url.pathname;
    const authorized = req.headers.authorization === `Token ${config.secretKey}`;
    const json = (): Record<string, unknown> | null => {
      try {
        const parsed: unknown = JSON.parse(raw);
        return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
      } catch {
        return null;
      }
    };

    if (path === '/health') return send(200, { ok: true });
    if (behaviour.unreachable && (path.startsWith('/v1/') || path.startsWith('/api/'))) {
      req.socket.destroy();
      return;
    }

    if (req.method === 'POST' && path === '/v1/intention/') {
      if (!authorized) return send(401, { detail: 'Authentication credentials were not provided.' });
      const body = json();
      const amount = body?.amount;
      const methods = body?.payment_methods;
      const billing = body?.billing_data as Record<string, unknown> | undefined;
      if (!Number.isInteger(amount) || (amount as number) <= 0)
        return send(400, { amount: ['A valid integer is required.'] });
      if (body?.currency !== 'EGP') return send(400, { currency: ['Unsupported currency.'] });
      if (!Array.isArray(methods) || methods.length !== 1)
        return send(400, { payment_methods: ['One payment method.'] });
      const method = methodOf(Number(methods[0]));
      if (!method)
        return send(404, {
          detail:
            'Integration ID/Name does not exist in our system . You can find the list of Integration ID’/Names from Merchant Dashboard under Developers → Payment Integrations Tab',
        });
      for (const key of ['first_name', 'last_name', 'email', 'phone_number'])
        if (typeof billing?.[key] !== 'string' || !billing[key])
          return send(400, { billing_data: { [key]: ['This field is required.'] } });
      const items = Array.isArray(body?.items)
        ? (body.items as { amount?: unknown; quantity?: unknown }[])
        : [];
      const itemsTotal = items.reduce((sum, i) => sum + Number(i.amount) * Number(i.quantity ?? 1), 0);
      if (items.length && itemsTotal !== amount)
        return send(400, { detail: 'Items total amount is not equal to the intention amount' });
      const intention: FakeIntention = {
        id: `pi_test_${randomBytes(12).toString('hex')}`,
        clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
        orderId: newNumber(),
        amountCents: amount as number,
        currency: 'EGP',
        method,
        integrationId: integrations[method],
        reference: String(body?.special_reference ?? ''),
        notificationUrl: String(body?.notification_url ?? ''),
        redirectionUrl: String(body?.redirection_url ?? ''),
        billing: billing ?? {},
        transactions: [],
      };
      intentions.set(intention.clientSecret, intention);
      return send(201, {
        id: intention.id,
        client_secret: intention.clientSecret,
        intention_order_id: intention.orderId,
        intention_detail: {
          amount: intention.amountCents,
          currency: intention.currency,
          items,
          billing_data: billing,
        },
        payment_methods: [{ integration_id: intention.integrationId, method_type: method, currency: 'EGP' }],
        special_reference: intention.reference,
        status: 'intended',
        created: new Date().toISOString(),
      });
    }

    if (req.method === 'GET' && path === '/unifiedcheckout/') {
      const intention = intentions.get(url.searchParams.get('clientSecret') ?? '');
      if (!intention || url.searchParams.get('publicKey') !== config.publicKey)
        return send(404, '<p>Unknown payment</p>', 'text/html; charset=utf-8');
      return send(200, checkoutPage(intention), 'text/html; charset=utf-8');
    }

    if (req.method === 'POST' && path === '/unifiedcheckout/pay') {
      const form = new URLSearchParams(raw);
      const clientSecret = form.get('clientSecret') ?? '';
      const intention = intentions.get(clientSecret);
      if (!intention) return send(404, '<p>Unknown payment</p>', 'text/html; charset=utf-8');
      const outcome = form.get('outcome');
      if (outcome === 'kiosk') {
        const { reference } = await kioskReference(clientSecret);
        return send(200, kioskPage(intention, reference), 'text/html; charset=utf-8');
      }
      const { redirect } = await pay(clientSecret, outcome === 'success' ? 'success' : 'declined');
      res.writeHead(302, { Location: redirect });
      return res.end();
    }

    if (req.method === 'POST' && path === '/api/auth/tokens') {
      if (json()?.api_key !== config.apiKey) return send(403, { detail: 'Incorrect credentials' });
      const token = `ZXlK${randomBytes(24).toString('hex')}`;
      authTokens.add(token);
      return send(201, { token, profile: { id: 302_852 } });
    }

    if (req.method === 'POST' && path === '/api/ecommerce/orders/transaction_inquiry') {
      const body = json();
      if (!authTokens.has(String(body?.auth_token ?? ''))) return send(401, { detail: 'Invalid token.' });
      for (const intention of intentions.values())
        if (intention.orderId === Number(body?.order_id)) {
          const last = intention.transactions.at(-1);
          return last ? send(200, last) : send(404, { detail: 'Not found.' });
        }
      return send(404, { detail: 'Not found.' });
    }

    // the browser tests' stand-in for a shopper paying a kiosk reference in cash
    if (req.method === 'POST' && path === '/_test/kiosk-paid') {
      const reference = String(json()?.reference ?? '');
      for (const intention of intentions.values())
        if (
          intention.transactions.some(
            (t) => (t.data as { bill_reference?: unknown })?.bill_reference === Number(reference),
          )
        )
          return send(200, await payKiosk(intention.clientSecret));
      return send(404, { detail: 'No such kiosk reference.' });
    }

    if (
      req.method === 'POST' &&
      (path === '/api/acceptance/void_refund/refund' || path === '/api/acceptance/void_refund/void')
    ) {
      if (!authorized) return send(401, { detail: 'Authentication credentials were not provided.' });
      const body = json();
      const found = findTransaction(body?.transaction_id);
      if (!found) return send(404, { detail: 'Transaction not found.' });
      const { intention, transaction } = found;
      const isRefund = path.endsWith('/refund');
      if (transaction.is_refunded || transaction.is_voided)
        return send(400, { message: 'Transaction has already been refunded or voided.' });
      if (isRefund) {
        const amount = Number(body?.amount_cents);
        if (
          behaviour.failRefund ||
          !Number.isInteger(amount) ||
          amount <= 0 ||
          amount > Number(transaction.amount_cents)
        )
          return send(400, { message: 'Refund amount is not valid for this transaction.' });
        transaction.is_refunded = true;
        refunds.push({ transactionId: Number(transaction.id), amountCents: amount });
      } else {
        if (intention.method !== 'card')
          return send(400, { message: 'Void is available for card payments only.' });
        transaction.is_voided = true;
        voids.push(Number(transaction.id));
      }
      const child = transactionFor(intention, {
        success: true,
        amount_cents: isRefund ? Number(body?.amount_cents) : transaction.amount_cents,
        is_refund: isRefund,
        is_void: !isRefund,
        has_parent_transaction: true,
        parent_transaction: transaction.id,
      });
      intention.transactions.push(child);
      return send(200, child);
    }

    send(404, { detail: 'Not found.' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ detail: (err as Error).message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    config: { ...config, apiBase: url },
    intentions,
    refunds,
    voids,
    callbacks,
    behaviour,
    pay,
    kioskReference,
    payKiosk,
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
