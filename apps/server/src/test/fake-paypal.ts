/**
 * A local stand-in for PayPal speaking the real REST endpoints the shop uses (OAuth client
 * credentials, Orders v2 create/get/capture, capture refund) plus a fake browser SDK whose
 * buttons approve the order here. Tests steer it through `/test/*` and read its state.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

interface Money {
  currency_code: string;
  value: string;
}
export interface FakePaypalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: Money;
  custom_id?: string;
  capture?: { id: string; status: string; amount: Money; refunded: boolean };
}

export interface FakePaypal {
  url: string;
  sdkUrl: string;
  clientId: string;
  clientSecret: string;
  orders: Map<string, FakePaypalOrder>;
  /** Every capture request that reached PayPal (a refused one included). */
  captureCalls: string[];
  refunds: string[];
  /**
   * Make captures fail (declined), answer a different amount than approved, or run something
   * while PayPal is capturing (e.g. sell the stock meanwhile).
   */
  behaviour: {
    failCapture: boolean;
    captureAmount: Money | null;
    duringCapture: (() => Promise<void>) | null;
    /** Runs once, at the next order read, before PayPal answers it (then clears itself). */
    beforeNextGetOrder: (() => Promise<void>) | null;
    /** Runs once, at the next refund, before PayPal makes it (then clears itself). */
    beforeNextRefund: (() => Promise<void>) | null;
  };
  /** What the buyer does in PayPal's window: approve an order (optionally with a shipping address). */
  approve(id: string): void;
  close(): Promise<void>;
}

const SHIPPING = {
  name: { full_name: 'Mona Hassan' },
  address: {
    address_line_1: '12 Nile Corniche',
    admin_area_2: 'Giza',
    admin_area_1: 'Giza',
    postal_code: '12611',
    country_code: 'EG',
  },
};
const PAYER = { name: { given_name: 'Mona', surname: 'Hassan' }, email_address: 'buyer@example.com' };

const newId = (prefix: string) => `${prefix}${randomBytes(8).toString('hex').toUpperCase()}`;

export async function startFakePaypal(
  options: { port?: number; clientId?: string; clientSecret?: string } = {},
): Promise<FakePaypal> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const tokens = new Set<string>();
  const orders = new Map<string, FakePaypalOrder>();
  const captureAnswers = new Map<string, { status: number; body: unknown }>();
  const captureCalls: string[] = [];
  const refunds: string[] = [];
  const behaviour: FakePaypal['behaviour'] = {
    failCapture: false,
    captureAmount: null,
    duringCapture: null,
    beforeNextGetOrder: null,
    beforeNextRefund: null,
  };
  const runOnce = async (key: 'beforeNextGetOrder' | 'beforeNextRefund') => {
    const hook = behaviour[key];
    behaviour[key] = null;
    await hook?.();
  };

  const representation = (o: FakePaypalOrder) => ({
    id: o.id,
    status: o.status,
    purchase_units: [
      {
        custom_id: o.custom_id,
        amount: o.amount,
        ...(o.status !== 'CREATED' ? { shipping: SHIPPING } : {}),
        ...(o.capture
          ? {
              payments: {
                captures: [
                  {
                    id: o.capture.id,
                    status: o.capture.refunded ? 'REFUNDED' : o.capture.status,
                    amount: o.capture.amount,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    ...(o.status !== 'CREATED' ? { payer: PAYER } : {}),
    links: [
      { rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, method: 'GET' },
    ],
  });

  const approve = (id: string) => {
    const order = orders.get(id);
    if (order && order.status === 'CREATED') order.status = 'APPROVED';
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, body: unknown, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = url.pathname;
    const origin = `http://${req.headers.host ?? '127.0.0.1'}`;

    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, POST' });
      return res.end();
    }
    if (path === '/health') return send(200, { ok: true });
    if (path === '/sdk/js') return send(200, sdkScript(origin), 'text/javascript');
    if (req.method === 'POST' && path.startsWith('/test/approve/')) {
      approve(decodeURIComponent(path.slice('/test/approve/'.length)));
      return send(200, { ok: true });
    }

    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || !raw.includes('grant_type=client_credentials')) {
        return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      const token = newId('A21AA');
      tokens.add(token);
      return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400, app_id: 'APP-FAKE' });
    }

    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer))
      return send(401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed' });

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(raw || '{}') as {
        intent?: string;
        purchase_units?: { amount?: Money; custom_id?: string }[];
      };
      const amount = body.purchase_units?.[0]?.amount;
      if (
        body.intent !== 'CAPTURE' ||
        !amount?.currency_code ||
        !/^\d+(\.\d{1,2})?$/.test(amount.value ?? '')
      ) {
        return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INVALID_PARAMETER_VALUE' }] });
      }
      const order: FakePaypalOrder = {
        id: newId('5O'),
        status: 'CREATED',
        amount: { currency_code: amount.currency_code, value: amount.value },
        custom_id: body.purchase_units?.[0]?.custom_id,
      };
      orders.set(order.id, order);
      return send(201, representation(order));
    }

    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1]!));
      if (!order)
        return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
      if (req.method === 'GET' && !orderMatch[2]) {
        await runOnce('beforeNextGetOrder');
        return send(200, representation(order));
      }
      if (req.method === 'POST' && orderMatch[2]) {
        captureCalls.push(order.id);
        const requestId = String(req.headers['paypal-request-id'] ?? '');
        const earlier = requestId ? captureAnswers.get(requestId) : undefined;
        if (earlier) return send(earlier.status, earlier.body);
        let answer: { status: number; body: unknown };
        if (order.status === 'COMPLETED') {
          answer = {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] },
          };
        } else if (order.status !== 'APPROVED') {
          answer = {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
          };
        } else if (behaviour.failCapture) {
          answer = {
            status: 422,
            body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] },
          };
        } else {
          await behaviour.duringCapture?.();
          order.status = 'COMPLETED';
          order.capture = {
            id: newId('CAP'),
            status: 'COMPLETED',
            amount: behaviour.captureAmount ?? order.amount,
            refunded: false,
          };
          answer = { status: 201, body: representation(order) };
        }
        if (requestId) captureAnswers.set(requestId, answer);
        return send(answer.status, answer.body);
      }
    }

    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refundMatch) {
      const captureId = decodeURIComponent(refundMatch[1]!);
      const order = [...orders.values()].find((o) => o.capture?.id === captureId);
      if (!order?.capture) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      await runOnce('beforeNextRefund');
      order.capture.refunded = true;
      refunds.push(captureId);
      return send(201, { id: newId('REF'), status: 'COMPLETED' });
    }
    return send(404, { name: 'NOT_FOUND' });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    sdkUrl: `${url}/sdk/js`,
    clientId,
    clientSecret,
    orders,
    captureCalls,
    refunds,
    behaviour,
    approve,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The browser SDK: `paypal.Buttons(options).render(container)` draws an approve and a cancel button. */
function sdkScript(origin: string): string {
  return `(function () {
  var base = ${JSON.stringify(origin)};
  window.paypal = {
    Buttons: function (opts) {
      var nodes = [];
      return {
        isEligible: function () { return true; },
        close: function () { nodes.forEach(function (n) { n.remove(); }); return Promise.resolve(); },
        render: function (container) {
          var el = typeof container === 'string' ? document.querySelector(container) : container;
          var approve = document.createElement('button');
          approve.type = 'button';
          approve.textContent = 'PayPal (test)';
          approve.setAttribute('data-testid', 'fake-paypal-approve');
          approve.onclick = function () {
            Promise.resolve(opts.createOrder({}, {}))
              .then(function (id) {
                return fetch(base + '/test/approve/' + encodeURIComponent(id), { method: 'POST' }).then(function () { return id; });
              })
              .then(function (id) { return opts.onApprove({ orderID: id }, {}); })
              .catch(function (err) { if (opts.onError) opts.onError(err); });
          };
          var cancel = document.createElement('button');
          cancel.type = 'button';
          cancel.textContent = 'Cancel (test)';
          cancel.setAttribute('data-testid', 'fake-paypal-cancel');
          cancel.onclick = function () { if (opts.onCancel) opts.onCancel({}); };
          nodes = [approve, cancel];
          el.appendChild(approve);
          el.appendChild(cancel);
          return Promise.resolve();
        },
      };
    },
  };
})();`;
}
