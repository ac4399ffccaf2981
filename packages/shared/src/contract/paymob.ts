import { z } from 'zod';
import { AddressFields } from './addresses';
import { text } from './text';
import { MOBILE_PATTERN } from './users';

/** How a shopper pays through Paymob (decision 0016): each is its own Paymob integration. */
export const paymobMethods = ['card', 'wallet', 'kiosk'] as const;
export type PaymobMethod = (typeof paymobMethods)[number];

export const paymobMessages = {
  off: 'This payment method is not available',
  phoneRequired: 'Please enter a mobile number for the payment',
  addressRequired: 'All address fields are required.',
  notFound: 'Payment not found',
  unreachable: 'The payment service is not answering. Nothing was charged; please try again in a moment.',
  badSignature: 'Signature does not match',
} as const;

/**
 * POST /payments/paymob/intentions: start paying the cart through Paymob. The address is a saved
 * one or typed (optionally saved); the phone goes to Paymob as billing data (the account's mobile
 * when omitted). Amounts are never taken from the client.
 */
export const PaymobIntentionInput = z
  .object({
    method: z.enum(paymobMethods, { error: 'method must be card, wallet or kiosk' }),
    addressId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    address: AddressFields.optional(),
    saveAddress: z.boolean().optional().default(false),
    setDefault: z.boolean().optional().default(false),
    phone: text()
      .trim()
      .max(40)
      .refine((v) => MOBILE_PATTERN.test(v), 'Please enter a valid mobile number')
      .optional(),
  })
  .refine((v) => v.addressId !== undefined || v.address !== undefined, {
    message: paymobMessages.addressRequired,
    path: ['address'],
  });
export type PaymobIntentionInput = z.infer<typeof PaymobIntentionInput>;

export const PaymobCheckoutDto = z
  .object({
    /** Our reference of this payment: the return page and GET /payments/paymob/:reference use it. */
    reference: z.string(),
    /** Paymob's unified checkout, where the browser goes next. */
    checkoutUrl: z.string(),
  })
  .meta({ id: 'PaymobCheckout' });
export type PaymobCheckoutDto = z.infer<typeof PaymobCheckoutDto>;

/**
 * Where a Paymob payment stands, as Paymob's signed callbacks left it:
 * open (no outcome yet), declined (the last attempt failed; the shopper may try again on Paymob's
 * page), awaiting (a kiosk reference was issued: the order waits, its stock held), paid (the order
 * is placed), refund-due / refunded (paid, but the order could not be placed: sold out meanwhile,
 * or paid after the kiosk reference expired), expired (a kiosk reference not paid in time: order
 * cancelled, stock returned), cancelled (the admin cancelled the order).
 */
export const paymobPaymentStatuses = [
  'open',
  'declined',
  'awaiting',
  'paid',
  'refund-due',
  'refunded',
  'expired',
  'cancelled',
] as const;
export type PaymobPaymentStatus = (typeof paymobPaymentStatuses)[number];

export const PaymobReferenceParams = z.object({
  reference: text()
    .trim()
    .regex(/^atl-[a-z0-9]{8,40}$/, 'is invalid'),
});

export const PaymobPaymentDto = z
  .object({
    reference: z.string(),
    method: z.enum(paymobMethods),
    status: z.enum(paymobPaymentStatuses),
    /** EGP. */
    amount: z.number(),
    orderId: z.number().int().nullable(),
    /** Pay at a kiosk: the reference number to pay with, once issued. */
    kioskReference: z.string().nullable(),
    /** Until when the payment can be made (a kiosk reference expires then). */
    expiresAt: z.string(),
    /** Why a payment is refunded (or a kiosk reference must not be paid): sold out meanwhile, the reference expired, an amount Paymob changed, or the order was cancelled. */
    refundReason: z.enum(['sold-out', 'expired', 'amount', 'cancelled']).nullable(),
  })
  .meta({ id: 'PaymobPayment' });
export type PaymobPaymentDto = z.infer<typeof PaymobPaymentDto>;
