import type { Language } from '@atlas/shared/rules/locale';
import { keyedHash, sameHash } from './secrets';

/**
 * A back-in-stock alert's links (confirm, unsubscribe) carry the alert's id signed with the
 * server's secret, as receipts do: they work without signing in, nobody can forge another
 * alert's, and nothing has to be stored to check them. Each action has its own signature, so an
 * unsubscribe link cannot confirm.
 */
export type StockAlertAction = 'confirm' | 'unsubscribe';

export function stockAlertToken(secret: string, action: StockAlertAction, alertId: number): string {
  return keyedHash(secret, `stock-alert-${action}:${alertId}`).slice(0, 32);
}

/** `secrets`: every secret the server accepts, so links mailed before a rotation still work. */
export function isStockAlertToken(
  secrets: readonly string[],
  action: StockAlertAction,
  alertId: number,
  token: string,
): boolean {
  return secrets.some((secret) => sameHash(stockAlertToken(secret, action, alertId), token));
}

/** The web app's page for the link, absolute (it goes into e-mails), in the alert's language. */
export function stockAlertLink(
  publicUrl: string,
  secret: string,
  action: StockAlertAction,
  alertId: number,
  lang: Language,
): string {
  const token = stockAlertToken(secret, action, alertId);
  return `${publicUrl}/stock-alerts/${action}?alert=${alertId}&token=${token}&lang=${lang}`;
}
