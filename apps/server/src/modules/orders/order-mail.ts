/** The language an order speaks (its e-mails and receipt) and the status e-mail to its customer. */
import type { OrderDto } from '@atlas/shared/contract/orders';
import { isLanguage, type Language } from '@atlas/shared/rules/locale';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema/index';
import { orderStatusMail } from '../../lib/mail-templates/order-status-mails';
import { followUrl, type OrderDeps } from './orders.service';

export const orderLanguage = (row: Pick<typeof orders.$inferSelect, 'locale'>): Language =>
  isLanguage(row.locale) ? row.locale : 'en';

/** The status e-mail, written in the transaction of the change (the outbox sends it after the commit). */
export function notifyCustomer(
  deps: Pick<OrderDeps, 'mailer' | 'publicUrl' | 'guestLinks'>,
  tx: Db,
  order: OrderDto,
  lang: Language,
): Promise<void> {
  return deps.mailer.enqueue(tx, orderStatusMail(lang, order, followUrl(deps, order)));
}
