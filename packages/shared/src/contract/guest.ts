/**
 * Checkout without an account (guest). The visitor's cart lives in the browser; the server prices
 * it from its own data on every call, exactly as a shopper's cart is priced.
 *
 * Routes (all public, rate-limited, under /api):
 *   POST /guest/quote                  GuestQuoteInput            → GuestQuoteDto
 *   POST /guest/orders                 GuestOrderInput            → 201 GuestOrderDto
 *        header Idempotency-Key (required): the same key returns the first order (200)
 *   POST /guest/orders/lookup          GuestLookupInput           → GuestOrderDto   (404 guestMessages.notFound)
 *   GET  /guest/orders/:orderId?token= GuestOrderParams/TokenQuery → GuestOrderDto  (404 guestMessages.notFound)
 *   GET  /guest/account?token=         GuestTokenQuery            → GuestAccountOfferDto (400 INVALID_GUEST_TOKEN)
 *   POST /guest/account                GuestAccountInput          → 201 GuestAccountResultDto
 *   POST /guest/paypal/orders          GuestPaypalOrderInput      → PaypalOrderDto (then POST /guest/orders
 *        with paymentMethod 'paypal' and paypalOrderId, the same contact, items, address and code;
 *        the server captures it only for the guest and total it was created for)
 *   POST /guest/paymob/intentions      GuestPaymobIntentionInput  → 201 PaymobCheckoutDto (Paymob's
 *        callback writes the order; Paymob sends the browser back to guestPaymobReturnPath)
 *   GET  /guest/paymob/:reference?token= PaymobReferenceParams/GuestTokenQuery → GuestPaymobPaymentDto
 *        (404 when the token is not the one signed for this reference)
 *
 * Links the server e-mails and the web app serves: guestOrderLink (the order, no sign-in),
 * GUEST_LOOKUP_PATH (the lookup form), guestAccountLink (create an account from the e-mail).
 */
import { z } from 'zod';
import { AddressFields } from './addresses';
import { Email, NewPassword, SessionDto } from './auth';
import { CartItemDto } from './cart';
import { DeliveryQuoteDto, deliveryPaymentMethods } from './delivery';
import { IDEMPOTENCY_HEADER, OrderDto, PaypalOrderId, placeablePaymentMethods } from './orders';
import { PaymobPaymentDto, paymobMethods } from './paymob';
import { ApplyCodeInput, CartCodeDto } from './promotions';
import { text } from './text';
import { MOBILE_PATTERN } from './users';
import { mergeGuestLines } from '../rules/guest';
import { MAX_LINE_QUANTITY, UNFLAVORED } from './shop-constants';

/** Most lines a visitor's cart may send (the browser keeps no more). */
export const MAX_GUEST_LINES = 50;
/** How long the e-mailed "create your account" link stays valid. */
export const GUEST_ACCOUNT_LINK_DAYS = 30;

export const guestMessages = {
  /** Wrong number, wrong contact or bad token: the same words, so a guess teaches nothing. */
  notFound: 'We could not find an order with this number and contact.',
  emptyCart: 'Your cart is empty',
  tooManyLines: `A cart holds at most ${MAX_GUEST_LINES} different products`,
  idempotencyRequired: 'An Idempotency-Key header is required',
  invalidToken: 'This link is invalid or has expired.',
  fullNameRequired: 'Full name is required',
  mobileRequired: 'Please enter a valid mobile number',
  contactRequired: 'Enter the e-mail or mobile number you ordered with',
  /** The e-mail already has an account: the guest orders were attached to it. */
  accountExists:
    'An account already uses this e-mail. Your orders have been added to it: sign in to see them.',
} as const;

/** The web app's pages the e-mails link to (root-relative; e-mails put PUBLIC_URL before them). */
export const GUEST_LOOKUP_PATH = '/track-order';
export const guestOrderLink = (orderId: number, token: string) =>
  `${GUEST_LOOKUP_PATH}/${orderId}?token=${encodeURIComponent(token)}`;
/** Where Paymob sends a guest's browser back: the payment's reference and the token signed for it. */
export const guestPaymobReturnPath = (reference: string, token: string) =>
  `/guest-checkout/paymob/${reference}?token=${encodeURIComponent(token)}`;
export const guestAccountLink = (token: string) => `/guest-account?token=${encodeURIComponent(token)}`;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** One line of the browser's cart: what the cart's add call takes. Anything else is ignored. */
export const GuestLineInput = z.object({
  productId: z.coerce
    .number({ error: 'productId is required' })
    .int('productId must be a whole number')
    .positive('productId must be positive')
    .max(2_147_483_647),
  selectedFlavor: text()
    .trim()
    .max(80, 'selectedFlavor must be at most 80 characters')
    .optional()
    .transform((v) => v || UNFLAVORED),
  quantity: z.coerce
    .number({ error: 'quantity is required' })
    .int('quantity must be a whole number')
    .min(1, 'quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, `quantity must be at most ${MAX_LINE_QUANTITY}`),
});
export type GuestLineInput = z.infer<typeof GuestLineInput>;

/** The browser's lines, a line named twice summed (and still at most MAX_LINE_QUANTITY). */
export const GuestLines = z
  .array(GuestLineInput, { error: guestMessages.emptyCart })
  .min(1, guestMessages.emptyCart)
  .max(MAX_GUEST_LINES, guestMessages.tooManyLines)
  .transform((lines) => mergeGuestLines(lines))
  .refine((lines) => lines.every((l) => l.quantity <= MAX_LINE_QUANTITY), {
    message: `quantity must be at most ${MAX_LINE_QUANTITY}`,
  });

/** An optional code typed at checkout (the browser keeps it with its cart). */
const OptionalCode = ApplyCodeInput.shape.code.optional();

export const GuestContactInput = z.object({
  fullName: text({ error: guestMessages.fullNameRequired })
    .trim()
    .min(1, guestMessages.fullNameRequired)
    .max(120, 'Full name must be at most 120 characters'),
  mobile: text({ error: guestMessages.mobileRequired })
    .trim()
    .max(40, guestMessages.mobileRequired)
    .refine((v) => MOBILE_PATTERN.test(v), guestMessages.mobileRequired),
  email: Email,
});
export type GuestContactInput = z.infer<typeof GuestContactInput>;

/**
 * POST /guest/quote. The address (or just its governorate) prices delivery; neither: the default
 * zone. `email` lets a code's per-shopper rules be checked now (placing checks them anyway).
 */
export const GuestQuoteInput = z.object({
  items: GuestLines,
  address: AddressFields.optional(),
  governorate: AddressFields.shape.governorate,
  paymentMethod: z.enum(deliveryPaymentMethods).default('cod'),
  code: OptionalCode,
  email: Email.optional(),
});
export type GuestQuoteInput = z.infer<typeof GuestQuoteInput>;

/** Why a browser line is not in the priced items: its product or flavor no longer exists. */
export const GuestUnavailableLineDto = z.object({
  productId: z.number().int(),
  selectedFlavor: z.string(),
  reason: z.enum(['product-gone', 'flavor-gone']),
});

export const GuestQuoteDto = z
  .object({
    /** The lines priced as the cart prices them (same shape), with each flavor's stock now. */
    items: z.array(CartItemDto),
    /** Lines sent that cannot be bought any more; the browser should drop them. */
    unavailable: z.array(GuestUnavailableLineDto),
    /** The code sent and what it takes off (refusal set when it does not apply); null: none sent. */
    code: CartCodeDto.nullable(),
    /** Delivery, COD fee and window for these items (after the code's discount). */
    delivery: DeliveryQuoteDto,
    /** The goods at the prices shown, EGP. */
    subtotal: z.number(),
    discount: z.number(),
    /** subtotal − discount + delivery fee + COD fee: what the order will cost. */
    total: z.number(),
    /** false: a line above its stock, an unavailable line, a refused code or delivery switched off. */
    canPlace: z.boolean(),
  })
  .meta({ id: 'GuestQuote' });
export type GuestQuoteDto = z.infer<typeof GuestQuoteDto>;

/** POST /guest/orders (Idempotency-Key header required). */
export const GuestOrderInput = z
  .object({
    contact: GuestContactInput,
    address: AddressFields,
    items: GuestLines,
    paymentMethod: z
      .enum(placeablePaymentMethods, { error: 'paymentMethod must be cod or paypal' })
      .default('cod'),
    code: OptionalCode,
    /** PayPal: the approved PayPal order (from POST /guest/paypal/orders) the server captures. */
    paypalOrderId: PaypalOrderId.optional(),
  })
  .refine((v) => v.paymentMethod !== 'paypal' || v.paypalOrderId !== undefined, {
    message: 'paypalOrderId is required for PayPal',
    path: ['paypalOrderId'],
  });
export type GuestOrderInput = z.infer<typeof GuestOrderInput>;

/** The same rules as a shopper's Idempotency-Key, but required: a guest has no cart a retry would find empty. */
export const GuestOrderHeaders = z.object({
  [IDEMPOTENCY_HEADER]: text({ error: guestMessages.idempotencyRequired })
    .trim()
    .min(8, 'is invalid')
    .max(100, 'is invalid')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'is invalid'),
});

/** An order as its guest sees it, with the token that opens it again (GET /guest/orders/:orderId). */
export const GuestOrderDto = z
  .object({
    order: OrderDto,
    /** Keep it with the order in the browser: GET /guest/orders/{id}?token=… answers without the contact. */
    lookupToken: z.string(),
  })
  .meta({ id: 'GuestOrder' });
export type GuestOrderDto = z.infer<typeof GuestOrderDto>;

/** POST /guest/orders/lookup: the order number and the e-mail or mobile it was placed with. */
export const GuestLookupInput = z.object({
  orderId: z.coerce
    .number({ error: guestMessages.notFound })
    .int(guestMessages.notFound)
    .positive(guestMessages.notFound)
    .max(2_147_483_647, guestMessages.notFound),
  contact: text({ error: guestMessages.contactRequired })
    .trim()
    .min(1, guestMessages.contactRequired)
    .max(254, guestMessages.contactRequired),
});
export type GuestLookupInput = z.infer<typeof GuestLookupInput>;

export const GuestOrderParams = z.object({ orderId: id });
export const GuestTokenQuery = z.object({
  token: z
    .string()
    .max(400)
    .regex(/^[A-Za-z0-9_.-]*$/, 'is invalid')
    .default(''),
});

/** GET /guest/account?token=…: who the e-mailed link is for, before they choose a password. */
export const GuestAccountOfferDto = z
  .object({
    email: z.string(),
    /** The name on their latest guest order, to prefill the form. */
    fName: z.string(),
    lName: z.string(),
  })
  .meta({ id: 'GuestAccountOffer' });
export type GuestAccountOfferDto = z.infer<typeof GuestAccountOfferDto>;

/** POST /guest/account: the e-mailed token proves the e-mail; the account is created verified. */
export const GuestAccountInput = z.object({
  token: text({ error: guestMessages.invalidToken })
    .trim()
    .min(16, guestMessages.invalidToken)
    .max(400, guestMessages.invalidToken),
  password: NewPassword,
  fName: text({ error: 'First name is required' })
    .trim()
    .min(1, 'First name is required')
    .max(60, 'First name must be at most 60 characters'),
  lName: text({ error: 'Last name is required' })
    .trim()
    .min(1, 'Last name is required')
    .max(60, 'Last name must be at most 60 characters'),
});
export type GuestAccountInput = z.infer<typeof GuestAccountInput>;

/**
 * created: a new verified account holds every guest order of the e-mail, and is signed in.
 * existing: the e-mail already had an account; its guest orders were attached to it (nothing
 * else changed, the password sent is ignored): sign in to see them.
 */
export const GuestAccountResultDto = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('created'), session: SessionDto, ordersAttached: z.number().int() }),
    z.object({
      kind: z.literal('existing'),
      email: z.string(),
      ordersAttached: z.number().int(),
      message: z.string(),
    }),
  ])
  .meta({ id: 'GuestAccountResult' });
export type GuestAccountResultDto = z.infer<typeof GuestAccountResultDto>;

/**
 * POST /guest/paypal/orders: the PayPal order for the server's total of these lines, delivered to
 * this address; the guest then places the order with the same contact, address, lines and code.
 */
export const GuestPaypalOrderInput = z.object({
  contact: GuestContactInput,
  address: AddressFields,
  items: GuestLines,
  code: OptionalCode,
});
export type GuestPaypalOrderInput = z.infer<typeof GuestPaypalOrderInput>;

/** POST /guest/paymob/intentions: pay these lines through Paymob; the order is written by its callback. */
export const GuestPaymobIntentionInput = z.object({
  method: z.enum(paymobMethods, { error: 'method must be card, wallet or kiosk' }),
  // the same purchase as a PayPal order's: who, where, which lines and code
  ...GuestPaypalOrderInput.shape,
});
export type GuestPaymobIntentionInput = z.infer<typeof GuestPaymobIntentionInput>;

/** GET /guest/paymob/:reference: the payment, and once its order exists the token that opens it. */
export const GuestPaymobPaymentDto = PaymobPaymentDto.extend({
  lookupToken: z.string().nullable(),
}).meta({ id: 'GuestPaymobPayment' });
export type GuestPaymobPaymentDto = z.infer<typeof GuestPaymobPaymentDto>;
