import { escapeHtml } from '@atlas/shared/web/html';
import type { OrderDto } from '@atlas/shared/contract/orders';
import type { Language } from '@atlas/shared/rules/locale';
import type { MailMessage } from '../mailer';
import { actionButton, flavorText, layout, mailMoney } from './layout';
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
  const id = { id: order.id };
  const money = (egp: number) => mailMoney(lang, egp);
  const refund = refundKey(order);
  const lines = order.products.map((p) => `${p.quantity} × ${p.name}${flavorText(p)} — ${money(p.total)}`);
  const text = [
    mailText(lang, `orderStatus.${status}.title`, id),
    '',
    mailText(lang, `orderStatus.${status}.intro`),
    ...(refund ? [mailText(lang, refund)] : []),
    '',
    ...lines,
    '',
    `${mailText(lang, 'common.total')}: ${money(order.total)}`,
    '',
    `${mailText(lang, 'common.followOrders')}: ${ordersUrl}`,
    '',
    mailText(lang, 'common.team'),
  ].join('\n');
  const rows = order.products
    .map(
      (p) =>
        `<tr><td style="padding:6px 0">${p.quantity} × ${escapeHtml(p.name)}${escapeHtml(flavorText(p))}</td><td style="padding:6px 0;text-align:end;white-space:nowrap">${escapeHtml(money(p.total))}</td></tr>`,
    )
    .join('');
  const html = layout(
    lang,
    mailHtml(lang, `orderStatus.${status}.title`, id),
    `<p>${mailHtml(lang, `orderStatus.${status}.intro`)}</p>${refund ? `<p>${mailHtml(lang, refund)}</p>` : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}<tr><td style="padding-top:10px;border-top:1px solid #e2e8f0;font-weight:bold">${mailHtml(lang, 'common.total')}</td><td style="padding-top:10px;border-top:1px solid #e2e8f0;font-weight:bold;text-align:end;white-space:nowrap">${escapeHtml(money(order.total))}</td></tr></table>${actionButton(ordersUrl, mailHtml(lang, 'common.followOrders'))}`,
  );
  return { to: order.userEmail, subject: mailText(lang, `orderStatus.${status}.subject`, id), text, html };
}

/** A kiosk order's payment arrived: the shopper hears it is paid and being prepared. */
export function paymentReceivedMail(lang: Language, order: OrderDto, ordersUrl: string): MailMessage {
  const id = { id: order.id };
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
