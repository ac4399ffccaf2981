import { GUEST_ACCOUNT_LINK_DAYS } from '@atlas/shared/contract/guest';
import { keyedHash, sameHash } from './secrets';

/**
 * The signed tokens of guest checkout, like receipts' (lib/receipt-links.ts): HMAC with the
 * server's secret, checked against every accepted secret so links mailed before a rotation open.
 */

/** Opens one guest order without its contact (kept by the browser, carried by the e-mail's link). */
export function guestOrderToken(secret: string, orderId: number): string {
  return keyedHash(secret, `guest-order:${orderId}`).slice(0, 32);
}

export function isGuestOrderToken(secrets: readonly string[], orderId: number, token: string): boolean {
  return secrets.some((secret) => sameHash(guestOrderToken(secret, orderId), token));
}

/** Opens a guest's Paymob payment (the return address Paymob sends the browser back to). */
export function guestPaymobToken(secret: string, reference: string): string {
  return keyedHash(secret, `guest-paymob:${reference}`).slice(0, 32);
}

const ACCOUNT_LINK_MS = GUEST_ACCOUNT_LINK_DAYS * 24 * 60 * 60_000;

/**
 * Proves an e-mail address: sent only to it, in a guest order's confirmation. `<e-mail, base64url>.<expiry,
 * base-36 ms>.<signature>`; valid GUEST_ACCOUNT_LINK_DAYS days.
 */
export function guestAccountToken(secret: string, email: string, now: Date): string {
  const payload = `${Buffer.from(email).toString('base64url')}.${(now.getTime() + ACCOUNT_LINK_MS).toString(36)}`;
  return `${payload}.${keyedHash(secret, `guest-account:${payload}`)}`;
}

/** The e-mail a valid, unexpired account token proves; null for anything else. */
export function guestAccountEmail(secrets: readonly string[], token: string, now: Date): string | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [email, expires, signature] = parts as [string, string, string];
  const payload = `${email}.${expires}`;
  if (!secrets.some((secret) => sameHash(keyedHash(secret, `guest-account:${payload}`), signature)))
    return null;
  if (!(parseInt(expires, 36) > now.getTime())) return null;
  return Buffer.from(email, 'base64url').toString('utf8');
}

/** What the order services sign and check guest links with (the app's secrets). */
export interface GuestLinks {
  orderToken(orderId: number): string;
  isOrderToken(orderId: number, token: string): boolean;
  paymobToken(reference: string): string;
  isPaymobToken(reference: string, token: string): boolean;
  accountToken(email: string, now: Date): string;
  accountEmail(token: string, now: Date): string | null;
}

/** `secrets`: every accepted secret, the one to sign with first (lib/secrets.ts acceptedSecrets). */
export function guestLinks(secrets: readonly string[]): GuestLinks {
  const signing = secrets[0]!;
  return {
    orderToken: (orderId) => guestOrderToken(signing, orderId),
    isOrderToken: (orderId, token) => isGuestOrderToken(secrets, orderId, token),
    paymobToken: (reference) => guestPaymobToken(signing, reference),
    isPaymobToken: (reference, token) =>
      secrets.some((secret) => sameHash(guestPaymobToken(secret, reference), token)),
    accountToken: (email, now) => guestAccountToken(signing, email, now),
    accountEmail: (token, now) => guestAccountEmail(secrets, token, now),
  };
}
