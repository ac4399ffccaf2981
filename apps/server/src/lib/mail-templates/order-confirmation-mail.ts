import { escapeHtml } from '@atlas/shared/web/html';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { formatDeliveryWindow } from '@atlas/shared/rules/delivery';
import { intlLocale, type Language } from '@atlas/shared/rules/locale';
import type { MailMessage } from '../mailer';
import { layout, mailCount, mailMoney, orderLinesText, orderTableHtml } from './layout';
import { mailHtml, mailText, type MailKey, type MailParams } from './mail-text';

/**
 * The confirmation of a placed order: its lines, the breakdown the server computed (items,
 * delivery, cash-on-delivery fee, discount, total), the promised dates and a link to the receipt.
 * A guest's order links to the order itself (`ordersUrl`, signed) and offers an account
 * (`accountUrl`, signed: opening it proves the e-mail). Sent after the order is committed; a kiosk
 * order's says how and by when to pay.
 */
export function orderConfirmationMail(
  lang: Language,
  order: OrderDto,
  ordersUrl: string,
  receiptUrl: string,
  accountUrl?: string,
): MailMessage {
  const locale = intlLocale[lang];
  const money = (egp: number) => mailMoney(lang, egp);
  const payment: MailKey = `paymentMethods.${order.paymentMethod}`;
  const payBy = order.payBy
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: 'Africa/Cairo',
      }).format(new Date(order.payBy))
    : '';
  const kiosk: MailParams | null =
    order.paymentReference && order.paymentStatus === 'awaiting'
      ? { amount: money(order.total), reference: order.paymentReference, payBy }
      : null;
  const address = order.address
    ? [
        order.address.fullName,
        order.address.street,
        order.address.city,
        order.address.state,
        order.address.zipCode,
        order.address.country,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const follow: MailKey = accountUrl ? 'orderConfirmation.followOrder' : 'common.followOrders';
  const breakdown: { label: MailKey; params?: MailParams; value: string }[] = [
    { label: 'orderConfirmation.subtotal', value: money(order.subtotal) },
    {
      label: 'orderConfirmation.delivery',
      value: order.deliveryFee > 0 ? money(order.deliveryFee) : mailText(lang, 'orderConfirmation.free'),
    },
    ...(order.codFee > 0 ? [{ label: 'orderConfirmation.codFee' as const, value: money(order.codFee) }] : []),
    ...(order.discount > 0
      ? [
          order.couponCode
            ? {
                label: 'orderConfirmation.discountWithCode' as const,
                params: { code: order.couponCode },
                value: `−${money(order.discount)}`,
              }
            : { label: 'orderConfirmation.discount' as const, value: `−${money(order.discount)}` },
        ]
      : []),
  ];
  const arrives = order.delivery ? formatDeliveryWindow(order.delivery, lang) : '';
  const title = { id: mailCount(lang, order.id) };
  const text = [
    mailText(lang, 'orderConfirmation.title', title),
    '',
    mailText(lang, 'orderConfirmation.intro'),
    '',
    ...orderLinesText(lang, order.products),
    '',
    ...breakdown.map(({ label, params, value }) => `${mailText(lang, label, params)}: ${value}`),
    `${mailText(lang, 'common.total')}: ${money(order.total)}`,
    `${mailText(lang, 'orderConfirmation.payment')}: ${mailText(lang, payment)}`,
    ...(kiosk ? ['', mailText(lang, 'orderConfirmation.kiosk', kiosk)] : []),
    ...(address ? [`${mailText(lang, 'orderConfirmation.deliveryTo')}: ${address}`] : []),
    ...(arrives ? [`${mailText(lang, 'orderConfirmation.arrives')}: ${arrives}`] : []),
    '',
    `${mailText(lang, 'orderConfirmation.receipt')}: ${receiptUrl}`,
    `${mailText(lang, follow)}: ${ordersUrl}`,
    ...(accountUrl ? ['', `${mailText(lang, 'orderConfirmation.createAccount')}: ${accountUrl}`] : []),
    '',
    mailText(lang, 'common.team'),
  ].join('\n');
  const charges = breakdown
    .map(
      ({ label, params, value }, i) =>
        `<tr><td style="padding:4px 0;color:#475569${i === 0 ? ';border-top:1px solid #e2e8f0' : ''}">${mailHtml(lang, label, params)}</td><td style="padding:4px 0;text-align:end;white-space:nowrap;color:#475569${i === 0 ? ';border-top:1px solid #e2e8f0' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = layout(
    lang,
    mailHtml(lang, 'orderConfirmation.title', title),
    `<p>${mailHtml(lang, 'orderConfirmation.intro')}</p>${orderTableHtml(lang, order, charges)}<p>${mailHtml(lang, 'orderConfirmation.payment')}: ${mailHtml(lang, payment)}</p>${kiosk ? `<p style="padding:12px;border:2px solid #ea580c;border-radius:8px"><strong>${mailHtml(lang, 'orderConfirmation.kiosk', kiosk)}</strong></p>` : ''}${address ? `<p>${mailHtml(lang, 'orderConfirmation.deliveryTo')}: ${escapeHtml(address)}</p>` : ''}${arrives ? `<p>${mailHtml(lang, 'orderConfirmation.arrives')}: <strong>${escapeHtml(arrives)}</strong></p>` : ''}<p><a href="${escapeHtml(ordersUrl)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${mailHtml(lang, follow)}</a> <a href="${escapeHtml(receiptUrl)}" style="display:inline-block;padding:12px 8px;color:#c2410c">${mailHtml(lang, 'orderConfirmation.receipt')}</a></p>${accountUrl ? `<p><a href="${escapeHtml(accountUrl)}" style="color:#c2410c">${mailHtml(lang, 'orderConfirmation.createAccount')}</a></p>` : ''}`,
  );
  return { to: order.userEmail, subject: mailText(lang, 'orderConfirmation.subject', title), text, html };
}
