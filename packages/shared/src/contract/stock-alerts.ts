import { z } from 'zod';
import { text } from './text';
import { Email } from './auth';
import { UNFLAVORED } from './shop-constants';
import { languages } from '../rules/locale';

/** How long an alert waits for its flavor before it is dropped unsent. */
export const STOCK_ALERT_DAYS = 90;

const Id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * 'E-mail me when it is back' on a sold-out flavor. A signed-in shopper's alert waits at once
 * (their account's address; `email` is ignored); a visitor's needs `email` and waits only once
 * the link in the confirmation e-mail is opened. `lang` is the language of the e-mails.
 */
export const StockAlertInput = z.object({
  productId: Id,
  flavor: text()
    .trim()
    .max(80, 'flavor must be at most 80 characters')
    .transform((v) => v || UNFLAVORED)
    .optional()
    .default(UNFLAVORED),
  email: Email.optional(),
  /** The e-mails' language; the request's Accept-Language when absent. */
  lang: z.enum(languages).optional(),
});
export type StockAlertInput = z.input<typeof StockAlertInput>;

/**
 * What asking answers: `waiting` for a signed-in shopper, `confirm-email` for a visitor (the same
 * whether or not the address has an account, or already waits).
 */
export const StockAlertAnswerDto = z
  .object({ status: z.enum(['waiting', 'confirm-email']) })
  .meta({ id: 'StockAlertAnswer' });
export type StockAlertAnswerDto = z.infer<typeof StockAlertAnswerDto>;

/** A signed-in shopper's open alert (the product page's button, the profile's list). */
export const StockAlertDto = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    flavor: z.string(),
    productName: z.string(),
    flavorLabel: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'StockAlert' });
export type StockAlertDto = z.infer<typeof StockAlertDto>;
export const StockAlertListDto = z.array(StockAlertDto);

export const StockAlertIdParams = z.object({ alertId: Id });

/** The confirmation and unsubscribe links' query: the alert and its signature. */
export const StockAlertLinkInput = z.object({
  alert: Id,
  token: text().trim().min(1, 'token is required').max(100, 'token is too long'),
});
export type StockAlertLinkInput = z.infer<typeof StockAlertLinkInput>;

/**
 * What a link did. `confirmed`: the alert now waits (or already did); `sent`: it was already
 * used; `cancelled`: the alert (and, for unsubscribe, every other open alert of the address)
 * is cancelled. `productId` lets the page link back to the product.
 */
export const StockAlertLinkDto = z
  .object({
    status: z.enum(['confirmed', 'sent', 'cancelled']),
    productId: z.number().int(),
  })
  .meta({ id: 'StockAlertLinkResult' });
export type StockAlertLinkDto = z.infer<typeof StockAlertLinkDto>;

/** The admin's 'most wanted': sold-out flavors shoppers wait for, most waiting first. */
export const WantedFlavorDto = z
  .object({
    productId: z.number().int(),
    productName: z.string(),
    flavor: z.string(),
    waiting: z.number().int(),
    oldestSince: z.string(),
  })
  .meta({ id: 'WantedFlavor' });
export type WantedFlavorDto = z.infer<typeof WantedFlavorDto>;
export const WantedFlavorListDto = z.array(WantedFlavorDto);

export const WantedFlavorQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional().default(10),
});

export const stockAlertMessages = {
  emailRequired: 'Please enter your e-mail address',
  inStock: 'This flavor is in stock: add it to your cart instead',
  productNotFound: 'Product or flavor not found',
  badLink: 'This link is not valid or has expired',
  alertNotFound: 'Alert not found',
} as const;
