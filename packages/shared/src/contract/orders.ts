import { z } from 'zod';
import { AddressFields } from './addresses';
import { text } from './text';

export const orderStatuses = ['processing', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Every way an order can be paid; Paymob's three (card, wallet, kiosk) are placed by Paymob's callback. */
export const paymentMethods = ['cod', 'paypal', 'card', 'wallet', 'kiosk'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** What POST /users/:id/orders places itself. */
export const placeablePaymentMethods = ['cod', 'paypal'] as const;
export const IDEMPOTENCY_HEADER = 'idempotency-key';

export const orderMessages = {
  emptyCart: 'Your cart is empty',
  codFailed: 'Failed to save your order. Please try again or contact customer support.',
  paymentError: 'Payment processing error. Please try again or use a different payment method.',
  /** Stock ran out between PayPal approval and capture: nothing was charged (or it was refunded). */
  soldOutAfterApproval:
    'Some items sold out while you were paying. You have not been charged; please review your cart.',
  /** This PayPal payment was refunded before its order could be written (the reconciler, or sold out). */
  paymentRefunded:
    'Your payment was refunded before your order could be completed. You have not been charged; please try again.',
  paypalOff: 'PayPal is not available',
  totalTooLarge: 'This order is too large to place at once. Please split it into smaller orders.',
} as const;

/** An approved PayPal order's id, as the browser's PayPal buttons report it. */
export const PaypalOrderId = text()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'is invalid');

/**
 * Placing an order. The spec's clients send products, total, date, paymentStatus, status and
 * transactionId too: they are accepted and ignored, because the server prices the cart, sets
 * the statuses and takes the transaction id from the provider. The address is either a saved
 * one (`addressId`) or typed (`address`, optionally saved and made default in the same call).
 */
export const PlaceOrderInput = z
  .object({
    paymentMethod: z
      .enum(placeablePaymentMethods, { error: 'paymentMethod must be cod or paypal' })
      .default('cod'),
    addressId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    address: AddressFields.optional(),
    saveAddress: z.boolean().optional().default(false),
    setDefault: z.boolean().optional().default(false),
    /** PayPal: the approved PayPal order the server captures. */
    paypalOrderId: PaypalOrderId.optional(),
  })
  .refine((v) => v.addressId !== undefined || v.address !== undefined || v.paymentMethod === 'paypal', {
    message: 'All address fields are required.',
    path: ['address'],
  })
  .refine((v) => v.paymentMethod !== 'paypal' || v.paypalOrderId !== undefined, {
    message: 'paypalOrderId is required for PayPal',
    path: ['paypalOrderId'],
  });
export type PlaceOrderInput = z.infer<typeof PlaceOrderInput>;

/** Idempotency-Key: a client-chosen token (UUID or similar); the same key returns the same order. */
export const IdempotencyHeaders = z.object({
  [IDEMPOTENCY_HEADER]: text()
    .trim()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'is invalid')
    .optional(),
});

export const OrderAddressDto = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
  fullName: z.string().optional(),
  /** ISO 3166-2:EG code of the governorate the order was priced for (absent: the default zone). */
  governorate: z.string().optional(),
});
export type OrderAddressDto = z.infer<typeof OrderAddressDto>;

export const OrderItemDto = z.object({
  productId: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The flavor's key (its English name), or 'Unflavored'. */
  flavor: z.string(),
  /** The flavor as the order's language names it (the key where it has no other name). */
  flavorLabel: z.string().optional(),
  quantity: z.number().int(),
  /** Unit price paid (after discount), EGP. */
  price: z.number(),
  /** Unit price before discount, EGP. */
  originalPrice: z.number(),
  /** Line total, EGP. */
  total: z.number(),
});
export type OrderItemDto = z.infer<typeof OrderItemDto>;

export const OrderDto = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    userEmail: z.string(),
    transactionId: z.string().nullable(),
    products: z.array(OrderItemDto),
    /** The items at the prices paid, EGP (orders placed before delivery was priced: the total). */
    subtotal: z.number(),
    deliveryFee: z.number(),
    /** The cash-on-delivery fee, EGP (0 for every other way of paying). */
    codFee: z.number(),
    discount: z.number(),
    /** The code the order used (its discount above, or free delivery); null when none. */
    couponCode: z.string().nullable(),
    /** subtotal − discount + deliveryFee + codFee; kept as bigint piastres, exact up to MAX_ORDER_TOTAL_PIASTRES. */
    total: z.number().meta({ description: 'EGP, two decimals, at most 9,999,999,999,999.99' }),
    /** The zone (in the order's language) and the delivery dates promised when it was placed; null for older orders. */
    delivery: z.object({ zone: z.string(), from: z.string(), to: z.string() }).nullable(),
    /** The receipt (PDF), an absolute address that needs no sign-in (it carries a signed token). */
    receiptUrl: z.string(),
    date: z.string(),
    paymentMethod: z.enum(paymentMethods),
    paymentStatus: z.string(),
    status: z.enum(orderStatuses),
    address: OrderAddressDto.nullable(),
    /** What the payment provider charged, in its currency (PayPal does not settle EGP). */
    chargedAmount: z.string().nullable(),
    chargedCurrency: z.string().nullable(),
    /** Pay at a kiosk: the reference to pay with, and until when (ISO); null otherwise. */
    paymentReference: z.string().nullable(),
    payBy: z.string().nullable(),
    /** Only on an order placed without an account (`userId` 0): the name and mobile the guest gave. */
    guest: z.object({ fullName: z.string(), mobile: z.string() }).optional(),
  })
  .meta({ id: 'Order' });
export type OrderDto = z.infer<typeof OrderDto>;
export const OrderListDto = z.array(OrderDto);

/**
 * POST /payments/paypal/orders: the address delivery is priced for (saved or typed); the place
 * call must name the same one. Without one (the spec's client sends no body) the default zone.
 */
export const PaypalOrderInput = z
  .object({
    addressId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    address: AddressFields.optional(),
  })
  .nullish()
  .transform((v) => v ?? {});
export type PaypalOrderInput = z.infer<typeof PaypalOrderInput>;

/** POST /payments/paypal/orders: the PayPal order the browser's buttons approve. */
export const PaypalOrderDto = z
  .object({ id: z.string(), amount: z.string(), currency: z.string() })
  .meta({ id: 'PaypalOrder' });
export type PaypalOrderDto = z.infer<typeof PaypalOrderDto>;

/** GET /receipts/:orderId?token=…: the token comes with the order's receiptUrl. */
export const ReceiptParams = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ReceiptQuery = z.object({
  token: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, 'is invalid')
    .default(''),
});
