import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paypalCaptures } from '../../db/schema/index';
import { orderMessages } from '@atlas/shared/contract/orders';
import { nextIp } from '../../test/shoppers';
import {
  approvedOrder,
  fill,
  flavor,
  paypal,
  product,
  setStock,
  setUpPaypalApp,
  shopper,
  stock,
  t,
} from './paypal-fixtures';

setUpPaypalApp();

describe('PayPal for guests', () => {
  const address = {
    street: '5 Tahrir St',
    city: 'Giza',
    state: 'Giza',
    zipCode: '12511',
    country: 'Egypt',
    governorate: 'EG-GZ',
  };
  let seq = 0;
  const guest = (name: string) => ({
    fullName: `${name} Guest`,
    mobile: `0100${String(2_000_000 + ++seq).slice(-7)}`,
    email: `${name.toLowerCase()}${seq}@guest.example`,
  });
  const items = (quantity = 2) => [{ productId: product.id, selectedFlavor: flavor, quantity }];
  const visitor = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextIp() });
  const createFor = (contact: object, quantity = 2) =>
    visitor('/api/guest/paypal/orders', { contact, address, items: items(quantity) });
  const payAsGuest = (contact: object, paypalOrderId: string, key = `guest-${paypalOrderId}`, quantity = 2) =>
    visitor(
      '/api/guest/orders',
      { contact, address, items: items(quantity), paymentMethod: 'paypal', paypalOrderId },
      { 'idempotency-key': key },
    );
  const approvedFor = async (contact: object, quantity = 2) => {
    const res = await createFor(contact, quantity);
    expect(res.statusCode, res.body).toBe(200);
    paypal.approve(res.json().id);
    return res.json().id as string;
  };

  it('creates the PayPal order for the server’s total of the guest’s lines, captures it and writes a guest order', async () => {
    const contact = guest('Hana');
    const before = await stock();
    const id = await approvedFor(contact);
    expect(paypal.orders.get(id)!.custom_id).toMatch(/^atlas-guest-[0-9a-f]{40}$/);
    expect(paypal.orders.get(id)!.custom_id).not.toContain('hana');
    const res = await payAsGuest(contact, id);
    expect(res.statusCode, res.body).toBe(201);
    const { order, lookupToken } = res.json();
    expect(order).toMatchObject({
      paymentMethod: 'paypal',
      paymentStatus: 'completed',
      transactionId: paypal.orders.get(id)!.capture!.id,
      userEmail: contact.email,
      guest: { fullName: contact.fullName },
    });
    expect(await stock()).toBe(before - 2);
    const [capture] = await t.app.db
      .select()
      .from(paypalCaptures)
      .where(eq(paypalCaptures.paypalOrderId, id));
    expect(capture).toMatchObject({ userId: null, resolution: 'order' });
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/guest/orders/${order.id}?token=${lookupToken}`,
    });
    expect(opened.json().order.id).toBe(order.id);
  });

  it('returns the same order to a retry and never captures twice; another guest gets nothing', async () => {
    const contact = guest('Rana');
    const id = await approvedFor(contact);
    const first = await payAsGuest(contact, id);
    const captures = paypal.captureCalls.length;
    const again = await payAsGuest(contact, id, 'another-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().order.id).toBe(first.json().order.id);
    const other = await payAsGuest(guest('Other'), id, 'another-key-2');
    expect(other.statusCode).toBe(409);
    expect(other.body).not.toContain(contact.email);
    expect(paypal.captureCalls.length).toBe(captures);
  });

  it('refuses a PayPal order created for another guest or a shopper, and one whose lines changed, without capturing', async () => {
    const owner = guest('Owner');
    const id = await approvedFor(owner);
    expect((await payAsGuest(guest('Thief'), id)).statusCode).toBe(402);
    const s = shopper();
    await fill(s);
    const shoppers = await approvedOrder(s);
    expect((await payAsGuest(owner, shoppers)).statusCode).toBe(402);
    expect((await payAsGuest(owner, id, 'changed-lines', 3)).statusCode).toBe(402);
    expect(paypal.captureCalls).not.toContain(id);
    expect(paypal.captureCalls).not.toContain(shoppers);
  });

  it('refunds the capture when the stock sells out while PayPal captures', async () => {
    const contact = guest('Late');
    const id = await approvedFor(contact);
    paypal.behaviour.duringCapture = async () => {
      await setStock(1);
    };
    const res = await payAsGuest(contact, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(orderMessages.soldOutAfterApproval);
    expect(paypal.orders.get(id)!.capture!.refunded).toBe(true);
  });

  it('refuses to create a PayPal order for more than the stock, and validates the contact', async () => {
    await setStock(1);
    const short = await createFor(guest('Short'), 2);
    expect(short.statusCode).toBe(409);
    const bad = await visitor('/api/guest/paypal/orders', {
      contact: { email: 'x' },
      address,
      items: items(),
    });
    expect(bad.statusCode).toBe(400);
  });
});
