import { keyedHash, sameHash } from './secrets';

/**
 * A receipt's address carries a token signed with the server's secret: the shopper opens it from
 * the confirmation e-mail without signing in, and nobody can guess another order's. It shows what
 * the e-mail already shows (lines, address, totals), so it is as private as that e-mail.
 */
export function receiptToken(secret: string, orderId: number): string {
  return keyedHash(secret, `receipt:${orderId}`).slice(0, 32);
}

/** `secrets`: every secret the server accepts, so links mailed before a rotation still open. */
export function isReceiptToken(secrets: readonly string[], orderId: number, token: string): boolean {
  return secrets.some((secret) => sameHash(receiptToken(secret, orderId), token));
}

/**
 * The receipt's address, root-relative like our media (answers to clients on other origins make
 * it absolute, lib/media.ts); e-mails put PUBLIC_URL before it.
 */
export function receiptPath(secret: string, orderId: number): string {
  return `/api/receipts/${orderId}?token=${receiptToken(secret, orderId)}`;
}
