/** Stable machine-readable codes; the web app branches on these, never on messages. */
export const ErrorCode = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  badRequest: 'BAD_REQUEST',
  internal: 'INTERNAL_ERROR',
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailTaken: 'EMAIL_TAKEN',
  invalidOtp: 'INVALID_OTP',
  otpLocked: 'OTP_LOCKED',
  invalidResetToken: 'INVALID_RESET_TOKEN',
  sessionExpired: 'SESSION_EXPIRED',
  notConfigured: 'NOT_CONFIGURED',
  unavailable: 'SERVICE_UNAVAILABLE',
  /** Not enough units of a flavor (cart add, order placement); `fields.flavor` names it. */
  outOfStock: 'OUT_OF_STOCK',
  emptyCart: 'EMPTY_CART',
  addressNotFound: 'ADDRESS_NOT_FOUND',
  /** The payment provider refused, failed or answered something that does not match. */
  paymentFailed: 'PAYMENT_FAILED',
  /**
   * The shop gave up waiting for this PayPal payment's order and refunded it (the reconciler):
   * nothing was charged, the shopper may pay again.
   */
  paymentRefunded: 'PAYMENT_REFUNDED',
  /** One diet plan a calendar month; `fields.daysUntilNext` says when the next may be asked for. */
  dietPlanLimit: 'DIET_PLAN_LIMIT',
  /** The photo shows no gym machine the identifier knows. */
  machineNotRecognised: 'MACHINE_NOT_RECOGNISED',
  /** The change would leave the shop without an admin (demoting or deleting the last one). */
  lastAdmin: 'LAST_ADMIN',
  /** A flavor of that name (case-insensitively) already exists on the product. */
  duplicateFlavor: 'DUPLICATE_FLAVOR',
  /** The order is cancelled: nothing more can change on it. */
  orderCancelled: 'ORDER_CANCELLED',
  /** A kiosk order whose payment has not arrived: what was asked of the shopper cannot change. */
  orderAwaitingPayment: 'ORDER_AWAITING_PAYMENT',
  /** The address's delivery zone is switched off: the shop does not deliver there now. */
  deliveryUnavailable: 'DELIVERY_UNAVAILABLE',
  /** A saved address whose governorate is not known (an older one): the shopper must choose it. */
  governorateRequired: 'GOVERNORATE_REQUIRED',
  /** A code refused (rules/promotions.ts): `fields.reason` says why, `fields.minSubtotal` for 'below-minimum'. */
  couponRefused: 'COUPON_REFUSED',
  /** A guest link (order or account) whose token is invalid or expired. */
  invalidGuestToken: 'INVALID_GUEST_TOKEN',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
