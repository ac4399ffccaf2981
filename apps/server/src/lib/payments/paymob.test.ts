import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaymob, type FakePaymob } from '../../test/fake-paymob';
import {
  createPaymobClient,
  PaymobError,
  transactionHmac,
  transactionHmacText,
  verifyTransactionHmac,
  type IntentionRequest,
} from './paymob';

/** The transaction of Paymob's own HMAC example (developers.paymob.com, HMAC Transaction Callback). */
const documented = {
  amount_cents: 100000,
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: false,
  has_parent_transaction: false,
  id: 192036465,
  integration_id: 4097558,
  is_3d_secure: true,
  is_auth: false,
  is_capture: false,
  is_refunded: false,
  is_standalone_payment: true,
  is_voided: false,
  order: { id: 217503754, merchant_order_id: 'not signed' },
  owner: 302852,
  pending: false,
  source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
  success: true,
  data: { message: 'Approved' },
};
const SECRET = 'A1B2C3D4E5F6';

describe("Paymob's transaction HMAC", () => {
  it("concatenates the signed fields in Paymob's order, as its documentation shows", () => {
    expect(transactionHmacText(documented)).toBe(
      '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue',
    );
  });

  it('accepts the right signature, in either case of hex', () => {
    const hmac = transactionHmac(documented, SECRET);
    expect(hmac).toMatch(/^[0-9a-f]{128}$/);
    expect(verifyTransactionHmac(documented, hmac, SECRET)).toBe(true);
    expect(verifyTransactionHmac(documented, hmac.toUpperCase(), SECRET)).toBe(true);
  });

  it('refuses a missing, malformed or foreign signature', () => {
    const hmac = transactionHmac(documented, SECRET);
    expect(verifyTransactionHmac(documented, undefined, SECRET)).toBe(false);
    expect(verifyTransactionHmac(documented, '', SECRET)).toBe(false);
    expect(verifyTransactionHmac(documented, hmac.slice(2), SECRET)).toBe(false);
    expect(verifyTransactionHmac(documented, `${hmac.slice(0, -1)}z`, SECRET)).toBe(false);
    expect(verifyTransactionHmac(documented, ['x'], SECRET)).toBe(false);
    expect(verifyTransactionHmac(documented, hmac, 'another secret')).toBe(false);
    expect(verifyTransactionHmac(null, hmac, SECRET)).toBe(false);
    expect(verifyTransactionHmac([documented], hmac, SECRET)).toBe(false);
  });

  it('refuses a transaction changed in any signed field after signing', () => {
    const hmac = transactionHmac(documented, SECRET);
    const tampered = [
      { ...documented, amount_cents: 1 },
      { ...documented, success: false },
      { ...documented, pending: true },
      { ...documented, currency: 'USD' },
      { ...documented, order: { ...documented.order, id: 217503755 } },
      { ...documented, source_data: { ...documented.source_data, pan: '1111' } },
    ];
    for (const transaction of tampered) expect(verifyTransactionHmac(transaction, hmac, SECRET)).toBe(false);
    // what Paymob does not sign may change without breaking the signature: never trust it
    const unsigned = { ...documented, order: { ...documented.order, merchant_order_id: 'someone else' } };
    expect(verifyTransactionHmac(unsigned, hmac, SECRET)).toBe(true);
  });
});

describe('the Paymob client, against the fake Paymob', () => {
  let paymob: FakePaymob;
  let receiver: Server;
  let notificationUrl: string;
  const received: { hmac: string | null; body: { obj?: Record<string, unknown> } }[] = [];

  beforeAll(async () => {
    paymob = await startFakePaymob();
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://receiver');
        received.push({
          hmac: url.searchParams.get('hmac'),
          body: JSON.parse(Buffer.concat(chunks).toString()),
        });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    notificationUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/paymob/callback`;
  });
  afterAll(async () => {
    await paymob.close();
    await new Promise((resolve) => receiver.close(resolve));
  });

  const request = (method: IntentionRequest['method'], amountCents = 78_000): IntentionRequest => ({
    amountCents,
    method,
    reference: `atlas-test-${method}-${Math.random()}`,
    billing: {
      firstName: 'Mona',
      lastName: 'Hassan',
      email: 'mona@example.com',
      phone: '+201001234567',
      street: '14 Mohamed Mazhar St',
      building: '14',
      floor: '3',
      apartment: '7',
      city: 'Cairo',
      state: 'Cairo',
    },
    items: [{ name: 'Date & Nut Protein Bar', amountCents: amountCents / 2, quantity: 2 }],
    notificationUrl,
    redirectionUrl: 'http://127.0.0.1:1/checkout/paymob/return',
  });

  it('creates an intention for the amount asked and points the shopper at its checkout', async () => {
    const client = createPaymobClient(paymob.config);
    const intention = await client.createIntention(request('card'));
    expect(intention.amountCents).toBe(78_000);
    expect(intention.currency).toBe('EGP');
    expect(Number.isInteger(intention.orderId)).toBe(true);
    const checkout = new URL(client.checkoutUrl(intention.clientSecret));
    expect(checkout.origin).toBe(paymob.url);
    expect(checkout.searchParams.get('publicKey')).toBe(paymob.config.publicKey);
    expect(paymob.intentions.get(intention.clientSecret)?.integrationId).toBe(
      paymob.config.integrations.card,
    );
  });

  it('says clearly when Paymob refuses the key or the integration, or cannot be reached', async () => {
    const wrongKey = createPaymobClient({ ...paymob.config, secretKey: 'egy_sk_test_wrong' });
    await expect(wrongKey.createIntention(request('card'))).rejects.toMatchObject({
      name: 'PaymobError',
      status: 401,
    });
    const wrongIntegration = createPaymobClient({
      ...paymob.config,
      integrations: { ...paymob.config.integrations, wallet: 1 },
    });
    await expect(wrongIntegration.createIntention(request('wallet'))).rejects.toMatchObject({ status: 404 });
    const unreachable = createPaymobClient({ ...paymob.config, apiBase: 'http://127.0.0.1:9' });
    await expect(unreachable.createIntention(request('card'))).rejects.toThrow(/Paymob unreachable/);
    await expect(unreachable.refund(1, 100)).rejects.toBeInstanceOf(PaymobError);
  });

  it('posts a signed callback when the shopper pays, and refunds the payment once', async () => {
    const client = createPaymobClient(paymob.config);
    const intention = await client.createIntention(request('wallet'));
    const { transaction, redirect } = await paymob.pay(intention.clientSecret, 'success');
    const callback = received.at(-1)!;
    expect(callback.body.obj?.id).toBe(transaction.id);
    expect(verifyTransactionHmac(callback.body.obj, callback.hmac, paymob.config.hmacSecret)).toBe(true);
    expect((callback.body.obj?.order as { id: number }).id).toBe(intention.orderId);
    expect(new URL(redirect).searchParams.get('success')).toBe('true');

    const refund = await client.refund(Number(transaction.id), intention.amountCents);
    expect(refund.success).toBe(true);
    expect(paymob.refunds).toContainEqual({ transactionId: transaction.id, amountCents: 78_000 });
    await expect(client.refund(Number(transaction.id), intention.amountCents)).rejects.toMatchObject({
      status: 400,
    });
    // a wallet payment cannot be voided, only refunded
    await expect(client.voidTransaction(Number(transaction.id))).rejects.toBeInstanceOf(PaymobError);
  });

  it('voids a card payment, and signs a declined one as declined', async () => {
    const client = createPaymobClient(paymob.config);
    const paid = await client.createIntention(request('card'));
    const { transaction } = await paymob.pay(paid.clientSecret, 'success');
    expect((await client.voidTransaction(Number(transaction.id))).success).toBe(true);
    expect(paymob.voids).toContain(transaction.id);

    const declined = await client.createIntention(request('card'));
    await paymob.pay(declined.clientSecret, 'declined');
    const callback = received.at(-1)!;
    expect(callback.body.obj?.success).toBe(false);
    expect(verifyTransactionHmac(callback.body.obj, callback.hmac, paymob.config.hmacSecret)).toBe(true);
  });

  it('issues a kiosk reference as a pending transaction, then reports it paid', async () => {
    const client = createPaymobClient(paymob.config);
    const intention = await client.createIntention({ ...request('kiosk'), expirationSeconds: 86_400 });
    const { reference } = await paymob.kioskReference(intention.clientSecret);
    const pending = received.at(-1)!.body.obj!;
    expect(pending.pending).toBe(true);
    expect(String((pending.data as { bill_reference: number }).bill_reference)).toBe(reference);

    await paymob.payKiosk(intention.clientSecret);
    const paid = received.at(-1)!;
    expect(paid.body.obj?.success).toBe(true);
    expect(paid.body.obj?.id).toBe(pending.id);
    expect(verifyTransactionHmac(paid.body.obj, paid.hmac, paymob.config.hmacSecret)).toBe(true);
  });
});
