import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { orderItems, orders, productFlavors, products, users } from '../../db/schema/index';
import { quickShoppers } from '../../test/shoppers';
import {
  address,
  admin,
  amal,
  auditOf,
  call,
  editBody,
  flavorA,
  flavorB,
  mails,
  orderUrl,
  ordersUrl,
  other,
  placeOrder,
  plain,
  product,
  productRow,
  setStock,
  setUpAdminOrdersApp,
  shopper,
  stockOf,
  t,
  waitForMail,
} from './admin-orders-fixtures';

setUpAdminOrdersApp();

describe('PUT /users/admin/orders/{userId}/{orderId} (edit)', () => {
  it('lowers a quantity: the units go back, the total follows at the paid price, the status changes and the customer hears of it', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 5 }]);
    const stock = await stockOf(product.id, flavorA);
    const productBefore = await productRow(product.id);
    const body = editBody(order, { status: 'shipped', address: { ...address, city: 'Giza' } });
    body.products[0]!.quantity = 2;
    body.products[0]!.price = 0.01; // a client price is checked and ignored
    const res = await call(admin, 'PUT', orderUrl(order), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: order.id,
      status: 'shipped',
      address: { ...address, city: 'Giza' },
      // the items follow the edit; the delivery and cash-on-delivery fees stay as agreed
      subtotal: Math.round(product.discountedPrice * 2 * 100) / 100,
      deliveryFee: order.deliveryFee,
      codFee: order.codFee,
      total: Math.round((product.discountedPrice * 2 + order.deliveryFee + order.codFee) * 100) / 100,
      products: [{ productId: product.id, flavor: flavorA, quantity: 2, price: product.discountedPrice }],
    });
    expect(await stockOf(product.id, flavorA)).toBe(stock + 3);
    expect((await productRow(product.id)).quantity).toBe(productBefore.quantity + 3);
    const audit = await auditOf(order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.update',
      actorId: admin.id,
      before: expect.objectContaining({
        status: 'processing',
        products: [expect.objectContaining({ quantity: 5 })],
      }),
      after: expect.objectContaining({
        status: 'shipped',
        products: [expect.objectContaining({ quantity: 2 })],
      }),
    });
    const mail = await waitForMail(
      (m) => m.to === amal.email && m.subject === `Your Atlas order #${order.id} has been shipped`,
    );
    expect(mail.text).toContain(`2 × ${product.name}`);
  });

  it('an Arabic order names its flavors in Arabic, kept lines and added ones alike', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }], 'ar');
    const body = editBody(order);
    body.products.push({ ...body.products[0]!, flavor: flavorB, quantity: 1 });
    const res = await call(admin, 'PUT', orderUrl(order), body);
    expect(res.statusCode, res.body).toBe(200);
    const arabic = new Map(
      (
        await t.app.db
          .select({ name: productFlavors.name, nameAr: productFlavors.nameAr })
          .from(productFlavors)
          .where(eq(productFlavors.productId, product.id))
      ).map((f) => [f.name, f.nameAr]),
    );
    expect(arabic.get(flavorA)).toBeTruthy();
    expect((res.json() as OrderDto).products.map((p) => [p.flavor, p.flavorLabel])).toEqual([
      [flavorA, arabic.get(flavorA)],
      [flavorB, arabic.get(flavorB)],
    ]);
  });

  it('raising a quantity beyond the stock answers 409 OUT_OF_STOCK naming the flavor, and changes nothing', async () => {
    const order = await placeOrder(amal, [
      { productId: product.id, flavor: flavorA, quantity: 1 },
      { productId: product.id, flavor: flavorB, quantity: 2 },
    ]);
    await setStock(product.id, flavorA, 10);
    await setStock(product.id, flavorB, 1);
    const productBefore = await productRow(product.id);
    const body = editBody(order, { status: 'confirmed' });
    body.products[0]!.quantity = 3; // takes 2 of A: fine on its own
    body.products[1]!.quantity = 4; // needs 2 more of B, 1 left
    const res = await call(admin, 'PUT', orderUrl(order), body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK', fields: { flavor: flavorB, stock: '1' } });
    expect(await stockOf(product.id, flavorA)).toBe(10);
    expect(await stockOf(product.id, flavorB)).toBe(1);
    expect(await productRow(product.id)).toEqual(productBefore);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'processing', totalPiastres: Math.round(order.total * 100) });
    const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((i) => i.quantity).sort()).toEqual([1, 2]);
    expect(await auditOf(order.id)).toEqual([]);
    // exactly the stock there is: allowed, down to 0
    body.products[1]!.quantity = 3;
    expect((await call(admin, 'PUT', orderUrl(order), body)).statusCode).toBe(200);
    expect(await stockOf(product.id, flavorB)).toBe(0);
    await setStock(product.id, flavorB, 50);
  });

  it('swaps a flavor at the paid price, adds a product at its catalogue price and removes a line, moving the stock of each', async () => {
    const order = await placeOrder(amal, [
      { productId: product.id, flavor: flavorA, quantity: 2 },
      { productId: plain.id, flavor: 'Unflavored', quantity: 1 },
    ]);
    // the paid price of the order's product differs from today's catalogue price
    await t.app.db.update(products).set({ discount: 0 }).where(eq(products.id, product.id));
    const otherFlavor = other.available_flavors[0]!;
    const before = {
      a: await stockOf(product.id, flavorA),
      b: await stockOf(product.id, flavorB),
      other: await stockOf(other.id, otherFlavor),
      plain: (await productRow(plain.id)).quantity,
    };
    const res = await call(admin, 'PUT', orderUrl(order), {
      ...editBody(order),
      products: [
        { productId: product.id, name: product.name, price: 1, quantity: 2, flavor: flavorB.toLowerCase() },
        { productId: other.id, name: 'anything', price: 0, quantity: 1, flavor: otherFlavor },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json() as OrderDto;
    expect(edited.products).toEqual([
      expect.objectContaining({
        productId: product.id,
        flavor: flavorB,
        quantity: 2,
        price: product.discountedPrice,
      }),
      expect.objectContaining({
        productId: other.id,
        name: other.name,
        flavor: otherFlavor,
        quantity: 1,
        price: other.discountedPrice,
      }),
    ]);
    expect(edited.subtotal).toBe(
      Math.round((product.discountedPrice * 2 + other.discountedPrice) * 100) / 100,
    );
    expect(edited.total).toBe(Math.round((edited.subtotal + order.deliveryFee + order.codFee) * 100) / 100);
    expect(await stockOf(product.id, flavorA)).toBe(before.a + 2);
    expect(await stockOf(product.id, flavorB)).toBe(before.b - 2);
    expect(await stockOf(other.id, otherFlavor)).toBe(before.other - 1);
    expect((await productRow(plain.id)).quantity).toBe(before.plain + 1);
    // the status did not change: the placement confirmation stays the only e-mail about the order
    expect((await mails()).filter((m) => m.subject.includes(`#${order.id}`))).toHaveLength(1);
    await t.app.db.update(products).set({ discount: 10 }).where(eq(products.id, product.id));
  });

  it('runs simultaneous edits one after the other and never oversells', async () => {
    const one = await placeOrder(amal, [{ productId: product.id, flavor: flavorB, quantity: 1 }]);
    const two = await placeOrder(amal, [{ productId: product.id, flavor: flavorB, quantity: 1 }]);
    const raise = (o: OrderDto) => {
      const body = editBody(o);
      body.products[0]!.quantity = 3;
      return call(admin, 'PUT', orderUrl(o), body);
    };
    // the same edit of one order twice: the second waits, sees the first's lines and takes nothing more
    await setStock(product.id, flavorB, 2);
    const same = await Promise.all([raise(one), raise(one)]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await stockOf(product.id, flavorB)).toBe(0);
    // two orders competing for the last 2 units, each wanting 2 more: one wins, the other changes nothing
    await setStock(product.id, flavorB, 2);
    const three = await placeOrder(amal, [{ productId: product.id, flavor: flavorB, quantity: 1 }]);
    await setStock(product.id, flavorB, 2);
    const race = await Promise.all([raise(two), raise(three)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(product.id, flavorB)).toBe(0);
    const quantities = await t.app.db
      .select({ q: orderItems.quantity })
      .from(orderItems)
      .where(sql`${orderItems.orderId} in (${two.id}, ${three.id})`);
    expect(quantities.map((r) => r.q).sort()).toEqual([1, 3]);
    await setStock(product.id, flavorB, 50);
  });

  it('merges two rows of the same flavor', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }]);
    const stock = await stockOf(product.id, flavorA);
    const row = editBody(order).products[0]!;
    const res = await call(admin, 'PUT', orderUrl(order), {
      ...editBody(order),
      products: [row, { ...row, quantity: 2 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().products).toEqual([expect.objectContaining({ flavor: flavorA, quantity: 3 })]);
    expect(await stockOf(product.id, flavorA)).toBe(stock - 2);
  });

  it('answers 409 ORDER_CANCELLED for a cancelled order: no transition out of cancelled', async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }]);
    await call(admin, 'DELETE', orderUrl(order));
    const stock = await stockOf(product.id, flavorA);
    const res = await call(admin, 'PUT', orderUrl(order), editBody(order, { status: 'confirmed' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_CANCELLED');
    expect(await stockOf(product.id, flavorA)).toBe(stock);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('cancelled');
  });

  it("answers 404 'Order not found' for an order of another user", async () => {
    const order = await placeOrder(amal, [{ productId: product.id, flavor: flavorA, quantity: 1 }]);
    const res = await call(admin, 'PUT', `${ordersUrl}/${shopper.id}/${order.id}`, editBody(order));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order not found');
  });
});

describe('orders whose product or customer is gone', () => {
  it('keeps a line of a deleted product as it was, edits the rest, and cancels a deleted user’s order via user id 0', async () => {
    const [gone] = await quickShoppers(t.app, 1, 'gone');
    const [temp] = await t.app.db
      .insert(products)
      .values({
        nameEn: 'Old Bar',
        nameAr: 'لوح قديم',
        pricePiastres: 5_000,
        category: 'Snacks',
        brand: 'Atlas',
        quantity: 5,
      })
      .returning({ id: products.id });
    const order = await placeOrder(gone!, [
      { productId: temp!.id, flavor: 'Unflavored', quantity: 2 },
      { productId: product.id, flavor: flavorA, quantity: 1 },
    ]);
    await t.app.db.delete(products).where(eq(products.id, temp!.id));
    await t.app.db.delete(users).where(eq(users.id, gone!.id));
    const listed = (await call(admin, 'GET', `${ordersUrl}?type=id&query=${order.id}`)).json()[0] as OrderDto;
    expect(listed.userId).toBe(0);
    expect(listed.products[0]!.productId).toBe(0);

    const edit = editBody(listed, { status: 'confirmed' });
    const grown = await call(admin, 'PUT', orderUrl(listed), {
      ...edit,
      products: [{ ...edit.products[0]!, quantity: 3 }, edit.products[1]],
    });
    expect(grown.statusCode).toBe(400);
    expect(grown.json().fields['products.0.quantity']).toBeDefined();
    const ok = await call(admin, 'PUT', orderUrl(listed), edit);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'confirmed', total: order.total });
    expect(ok.json().products[0]).toMatchObject({ productId: 0, name: 'Old Bar', quantity: 2 });

    const stock = await stockOf(product.id, flavorA);
    const cancelled = await call(admin, 'DELETE', orderUrl(listed));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(product.id, flavorA)).toBe(stock + 1);
  });
});
