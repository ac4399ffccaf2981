import type { OrderDto } from '@atlas/shared/contract/orders';
import type { Language } from '@atlas/shared/rules/locale';
import type { MailMessage } from '../mailer';
import { actionButton, layout, mailCount, mailMoney, orderLinesText, orderTableHtml } from './layout';
import { mailHtml, mailText, type MailKey } from './mail-text';

/** What a cancelled order's mail says of the money, by the order's payment status. */
function refundKey(order: OrderDto): MailKey | null {
  if (order.status !== 'cancelled') return null;
  if (order.paymentStatus === 'completed') return 'orderStatus.refund';
  if (order.paymentStatus === 'refunded' || order.paymentStatus === 'voided') return 'orderStatus.refunded';
  if (order.paymentStatus === 'expired') return 'orderStatus.expired';
  return null;
}

/** The customer's notice of a status change (an admin edit or cancel), sent after the commit. */
export function orderStatusMail(lang: Language, order: OrderDto, ordersUrl: string): MailMessage {
  const status = order.status;
  const id = { id: mailCount(lang, order.id) };
  const money = (egp: number) => mailMoney(lang, egp);
  const refund = refundKey(order);
  const text = [
    mailText(lang, `orderStatus.${status}.title`, id),
    '',
    mailText(lang, `orderStatus.${status}.intro`),
    ...(refund ? [mailText(lang, refund)] : []),
    '',
    ...orderLinesText(lang, order.products),
    '',
    `${mailText(lang, 'common.total')}: ${money(order.total)}`,
    '',
    `${mailText(lang, 'common.followOrders')}: ${ordersUrl}`,
    '',
    mailText(lang, 'common.team'),
  ].join('\n');
  const html = layout(
    lang,
    mailHtml(lang, `orderStatus.${status}.title`, id),
    `<p>${mailHtml(lang, `orderStatus.${status}.intro`)}</p>${refund ? `<p>${mailHtml(lang, refund)}</p>` : ''}${orderTableHtml(lang, order)}${actionButton(ordersUrl, mailHtml(lang, 'common.followOrders'))}`,
  );
  return { to: order.userEmail, subject: mailText(lang, `orderStatus.${status}.subject`, id), text, html };
}

/** A kiosk order's payment arrived: the shopper hears it is paid and being prepared. */
export function paymentReceivedMail(lang: Language, order: OrderDto, ordersUrl: string): MailMessage {
  const id = { id: mailCount(lang, order.id) };
  const amount = { amount: mailMoney(lang, order.total) };
  return {
    to: order.userEmail,
    subject: mailText(lang, 'paymentReceived.subject', id),
    text: [
      mailText(lang, 'paymentReceived.title', id),
      '',
      mailText(lang, 'paymentReceived.intro', amount),
      '',
      `${mailText(lang, 'common.followOrders')}: ${ordersUrl}`,
    ].join('\n'),
    html: layout(
      lang,
      mailHtml(lang, 'paymentReceived.title', id),
      `<p>${mailHtml(lang, 'paymentReceived.intro', amount)}</p>${actionButton(ordersUrl, mailHtml(lang, 'common.followOrders'))}`,
    ),
  };
}
