import { describe, expect, it } from 'vitest';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { ApiError } from '@/lib/api-client';
import {
  cancelFailure,
  checkOrderForm,
  formCharges,
  formTotal,
  orderFormFrom,
  orderPayload,
  serverFieldProblems,
  statusChoices,
  updateFailure,
} from './order-form';

const order: OrderDto = {
  id: 42,
  userId: 7,
  userEmail: 'mona@example.com',
  transactionId: null,
  products: [
    {
      productId: 3,
      name: 'Whey Gold',
      image: '',
      flavor: 'Chocolate',
      quantity: 2,
      price: 1499.99,
      originalPrice: 1699.99,
      total: 2999.98,
    },
    {
      productId: 0,
      name: 'Old Bar',
      image: '',
      flavor: 'Unflavored',
      quantity: 1,
      price: 50,
      originalPrice: 50,
      total: 50,
    },
  ],
  subtotal: 3049.98,
  deliveryFee: 0,
  codFee: 0,
  discount: 0,
  couponCode: null,
  total: 3049.98,
  delivery: null,
  receiptUrl: '/api/receipts/42?token=x',
  date: '2026-05-01T10:00:00.000Z',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  status: 'confirmed',
  address: { street: '5 Tahrir St', city: 'Cairo', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
  chargedAmount: null,
  chargedCurrency: null,
  paymentReference: null,
  payBy: null,
};

describe('the order edit form: its checks, its totals and the PUT body it sends', () => {
  it('starts from the order and sends it back as the PUT body, trimmed', () => {
    const values = orderFormFrom(order);
    expect(checkOrderForm(values, order.status).valid).toBe(true);
    values.address.city = '  Giza ';
    values.status = 'shipped';
    expect(orderPayload(values)).toEqual({
      products: [
        { productId: 3, name: 'Whey Gold', price: 1499.99, quantity: 2, flavor: 'Chocolate' },
        { productId: 0, name: 'Old Bar', price: 50, quantity: 1, flavor: 'Unflavored' },
      ],
      address: { street: '5 Tahrir St', city: 'Giza', state: 'Cairo', zipCode: '11511', country: 'Egypt' },
      status: 'shipped',
    });
  });

  it("refuses an order without products: 'Order must have at least one product'", () => {
    const values = { ...orderFormFrom(order), products: [] };
    const check = checkOrderForm(values, order.status);
    expect(check).toMatchObject({ valid: false, form: 'noProducts' });
  });

  it('requires every address field and the status', () => {
    const values = orderFormFrom(order);
    values.address.zipCode = ' ';
    values.address.country = '';
    values.status = '';
    expect(checkOrderForm(values, order.status).fields).toEqual({
      'address.zipCode': 'required',
      'address.country': 'required',
      status: 'status',
    });
  });

  it('needs a whole quantity from 1 to 999 on each row', () => {
    for (const quantity of ['' as const, 0, -1, 1.5, 1000]) {
      const values = orderFormFrom(order);
      values.products[0]!.quantity = quantity;
      expect(checkOrderForm(values, order.status).fields, String(quantity)).toEqual({
        'products.0.quantity': 'quantity',
      });
    }
  });

  it('offers processing only while the order is processing', () => {
    expect(statusChoices('processing')).toEqual(['processing', 'confirmed', 'shipped', 'delivered']);
    expect(statusChoices('shipped')).toEqual(['confirmed', 'shipped', 'delivered']);
    const values = { ...orderFormFrom(order), status: 'processing' as const };
    expect(checkOrderForm(values, 'confirmed').fields).toEqual({ status: 'status' });
    expect(checkOrderForm(values, 'processing').valid).toBe(true);
  });

  it('totals the rows at their paid prices, in whole piastres', () => {
    const values = orderFormFrom(order);
    expect(formTotal(values)).toBe(3049.98);
    values.products[0]!.quantity = 3;
    expect(formTotal(values)).toBe(4549.97);
    values.products[0]!.quantity = '';
    expect(formTotal(values)).toBe(50);
  });

  it('adds the fees agreed at checkout to the edited items, as the server does', () => {
    const priced = { ...order, deliveryFee: 45, codFee: 10.5, total: 3105.48 };
    const values = orderFormFrom(priced);
    expect(formCharges(values, priced)).toEqual({
      items: 3049.98,
      deliveryFee: 45,
      codFee: 10.5,
      discount: 0,
      total: 3105.48,
    });
    values.products[0]!.quantity = 1;
    expect(formCharges(values, priced)).toMatchObject({ items: 1549.99, total: 1605.49 });
  });

  it('keeps a discount, but never more than the edited items', () => {
    const discounted = { ...order, deliveryFee: 45, discount: 100, total: 2994.98 };
    const values = orderFormFrom(discounted);
    expect(formCharges(values, discounted)).toMatchObject({ discount: 100, total: 2994.98 });
    values.products = values.products.slice(1);
    expect(formCharges(values, discounted)).toMatchObject({ items: 50, discount: 50, total: 45 });
  });

  it('charges an older order, which paid no fees, its items alone', () => {
    const values = orderFormFrom(order);
    values.products[1]!.quantity = 3;
    expect(formCharges(values, order)).toMatchObject({
      items: 3149.98,
      deliveryFee: 0,
      codFee: 0,
      total: 3149.98,
    });
  });
});

describe('server answers', () => {
  it('names the flavor that ran out', () => {
    const error = new ApiError(409, 'OUT_OF_STOCK', "Not enough inventory for flavor 'Vanilla'", {
      flavor: 'Vanilla',
      stock: '1',
    });
    expect(updateFailure(error)).toEqual({
      key: 'adminOrders.errors.outOfStock',
      values: { flavor: 'Vanilla', stock: '1' },
    });
  });

  it('maps cancelled, missing, invalid and unknown failures', () => {
    expect(updateFailure(new ApiError(409, 'ORDER_CANCELLED', 'x')).key).toBe(
      'adminOrders.errors.alreadyCancelled',
    );
    expect(updateFailure(new ApiError(404, 'NOT_FOUND', 'x')).key).toBe('adminOrders.errors.notFound');
    expect(
      updateFailure(
        new ApiError(400, 'VALIDATION_FAILED', 'x', { products: 'Order must have at least one product' }),
      ).key,
    ).toBe('adminOrders.form.noProducts');
    expect(updateFailure(new ApiError(400, 'VALIDATION_FAILED', 'x', { 'address.city': 'x' })).key).toBe(
      'adminOrders.form.invalid',
    );
    expect(updateFailure(new ApiError(500, 'INTERNAL_ERROR', 'x')).key).toBe(
      'adminOrders.errors.updateFailed',
    );
    expect(updateFailure(new TypeError('offline')).key).toBe('adminOrders.errors.updateFailed');
    expect(cancelFailure(new ApiError(409, 'ORDER_CANCELLED', 'x'))).toBe(
      'adminOrders.errors.alreadyCancelled',
    );
    expect(cancelFailure(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe('adminOrders.errors.cancelFailed');
  });

  it('maps the Paymob refusals: an order awaiting its kiosk payment, a refund Paymob refused', () => {
    expect(updateFailure(new ApiError(409, 'ORDER_AWAITING_PAYMENT', 'x')).key).toBe(
      'adminOrders.table.awaitingPayment',
    );
    expect(cancelFailure(new ApiError(502, 'PAYMENT_FAILED', 'x'))).toBe('adminOrders.errors.refundFailed');
  });

  it("points the form's fields at what the server refused", () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', {
      'products.1.flavor': "Flavor 'Pickle' does not exist for this product",
      'products.0.productId': 'Product not found',
      'products.2.quantity': 'A product no longer in the catalogue cannot be ordered in larger quantity',
      'address.city': 'All address fields are required',
      status: 'Only an order that is still processing can stay processing',
    });
    expect(serverFieldProblems(error)).toEqual({
      'products.1.flavor': 'flavor',
      'products.0.productId': 'product',
      'products.2.quantity': 'grows',
      'address.city': 'required',
      status: 'status',
    });
    expect(serverFieldProblems(new ApiError(409, 'OUT_OF_STOCK', 'x', { flavor: 'A' }))).toEqual({});
  });
});
