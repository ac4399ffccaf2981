import { escapeHtml } from '@atlas/shared/web/html';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { intlLocale, type Language } from '@atlas/shared/rules/locale';
import type { MailMessage } from '../mailer';
import { flavorText, layout } from './layout';

const paymentLabels = {
  en: {
    cod: 'Cash on Delivery',
    paypal: 'PayPal',
    card: 'Card',
    wallet: 'Mobile wallet',
    kiosk: 'Pay at a kiosk',
  },
  ar: {
    cod: 'الدفع عند الاستلام',
    paypal: 'PayPal',
    card: 'بطاقة بنكية',
    wallet: 'محفظة إلكترونية',
    kiosk: 'الدفع في منفذ دفع',
  },
} as const;

/** The order confirmation, sent after the order is committed (for a kiosk order: how and by when to pay). */
/** The promised delivery dates, '29 Nov – 30 Nov' style, in the mail's language (calendar days in Cairo). */
function deliveryDates(lang: Language, window: { from: string; to: string }): string {
  const day = (d: string) =>
    new Intl.DateTimeFormat(intlLocale[lang], {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${d}T00:00:00Z`));
  return window.from === window.to ? day(window.from) : `${day(window.from)} – ${day(window.to)}`;
}

/**
 * The confirmation of a placed order: its lines, the breakdown the server computed (items,
 * delivery, cash-on-delivery fee, discount, total), the promised dates and a link to the receipt.
 * A guest's order links to the order itself (`ordersUrl`, signed) and offers an account
 * (`accountUrl`, signed: opening it proves the e-mail).
 */
export function orderConfirmationMail(
  lang: Language,
  order: OrderDto,
  ordersUrl: string,
  receiptUrl: string,
  accountUrl?: string,
): MailMessage {
  const locale = intlLocale[lang];
  const money = (egp: number) =>
    `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(egp)} ${lang === 'ar' ? 'ج.م' : 'EGP'}`;
  const ar = lang === 'ar';
  const payment = paymentLabels[lang][order.paymentMethod];
  const payBy = order.payBy
    ? new Intl.DateTimeFormat(locale, {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: 'Africa/Cairo',
      }).format(new Date(order.payBy))
    : '';
  const kiosk =
    order.paymentReference && order.paymentStatus === 'awaiting'
      ? ar
        ? `ادفع ${money(order.total)} في أي منفذ دفع (مثل فوري أو أمان) باستخدام الرقم المرجعي ${order.paymentReference} قبل ${payBy}. نحجز منتجاتك حتى ذلك الحين، وإن لم يتم الدفع يُلغى الطلب.`
        : `Pay ${money(order.total)} at any payment kiosk (such as Fawry or Aman) with reference ${order.paymentReference} by ${payBy}. We hold your items until then; if it is not paid, the order is cancelled.`
      : '';
  const lines = order.products.map((p) => `${p.quantity} × ${p.name}${flavorText(p)} — ${money(p.total)}`);
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
  const t = ar
    ? {
        subject: `تم استلام طلبك رقم ${order.id} من أطلس`,
        title: `شكرًا لك! طلبك رقم ${order.id} قيد التجهيز`,
        intro: 'استلمنا طلبك وسنرسله إليك قريبًا.',
        subtotal: 'المنتجات',
        delivery: 'التوصيل',
        free: 'مجاني',
        codFee: 'رسوم الدفع عند الاستلام',
        discount: 'الخصم',
        total: 'الإجمالي',
        pay: 'طريقة الدفع',
        to: 'التوصيل إلى',
        arrives: 'موعد الوصول المتوقع',
        receipt: 'الإيصال (PDF)',
        follow: accountUrl ? 'تابع طلبك' : 'تابع طلباتك',
        account: 'أنشئ حسابًا بنقرة واحدة لتجد هذا الطلب وطلباتك القادمة في مكان واحد',
        team: 'فريق أطلس',
      }
    : {
        subject: `Your Atlas order #${order.id} is confirmed`,
        title: `Thank you! Order #${order.id} is being prepared`,
        intro: 'We have received your order and will deliver it soon.',
        subtotal: 'Items',
        delivery: 'Delivery',
        free: 'Free',
        codFee: 'Cash on delivery fee',
        discount: 'Discount',
        total: 'Total',
        pay: 'Payment',
        to: 'Delivery to',
        arrives: 'Arrives',
        receipt: 'Receipt (PDF)',
        follow: accountUrl ? 'Follow your order' : 'Follow your orders',
        account: 'Create an account in one step to keep this order and your next ones in one place',
        team: 'The Atlas team',
      };
  const breakdown: [string, string][] = [
    [t.subtotal, money(order.subtotal)],
    [t.delivery, order.deliveryFee > 0 ? money(order.deliveryFee) : t.free],
    ...(order.codFee > 0 ? [[t.codFee, money(order.codFee)] as [string, string]] : []),
    ...(order.discount > 0
      ? [
          [
            `${t.discount}${order.couponCode ? ` (${order.couponCode})` : ''}`,
            `−${money(order.discount)}`,
          ] as [string, string],
        ]
      : []),
  ];
  const arrives = order.delivery ? deliveryDates(lang, order.delivery) : '';
  const text = [
    t.title,
    '',
    t.intro,
    '',
    ...lines,
    '',
    ...breakdown.map(([label, value]) => `${label}: ${value}`),
    `${t.total}: ${money(order.total)}`,
    `${t.pay}: ${payment}`,
    ...(kiosk ? ['', kiosk] : []),
    ...(address ? [`${t.to}: ${address}`] : []),
    ...(arrives ? [`${t.arrives}: ${arrives}`] : []),
    '',
    `${t.receipt}: ${receiptUrl}`,
    `${t.follow}: ${ordersUrl}`,
    ...(accountUrl ? ['', `${t.account}: ${accountUrl}`] : []),
    '',
    t.team,
  ].join('\n');
  const rows = order.products
    .map(
      (p) =>
        `<tr><td style="padding:6px 0">${p.quantity} × ${escapeHtml(p.name)}${escapeHtml(flavorText(p))}</td><td style="padding:6px 0;text-align:end;white-space:nowrap">${escapeHtml(money(p.total))}</td></tr>`,
    )
    .join('');
  const charges = breakdown
    .map(
      ([label, value], i) =>
        `<tr><td style="padding:4px 0;color:#475569${i === 0 ? ';border-top:1px solid #e2e8f0' : ''}">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:end;white-space:nowrap;color:#475569${i === 0 ? ';border-top:1px solid #e2e8f0' : ''}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = layout(
    lang,
    t.title,
    `<p>${escapeHtml(t.intro)}</p><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}${charges}<tr><td style="padding-top:10px;border-top:1px solid #e2e8f0;font-weight:bold">${escapeHtml(t.total)}</td><td style="padding-top:10px;border-top:1px solid #e2e8f0;font-weight:bold;text-align:end;white-space:nowrap">${escapeHtml(money(order.total))}</td></tr></table><p>${escapeHtml(t.pay)}: ${escapeHtml(payment)}</p>${kiosk ? `<p style="padding:12px;border:2px solid #ea580c;border-radius:8px"><strong>${escapeHtml(kiosk)}</strong></p>` : ''}${address ? `<p>${escapeHtml(t.to)}: ${escapeHtml(address)}</p>` : ''}${arrives ? `<p>${escapeHtml(t.arrives)}: <strong>${escapeHtml(arrives)}</strong></p>` : ''}<p><a href="${escapeHtml(ordersUrl)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t.follow)}</a> <a href="${escapeHtml(receiptUrl)}" style="display:inline-block;padding:12px 8px;color:#c2410c">${escapeHtml(t.receipt)}</a></p>${accountUrl ? `<p><a href="${escapeHtml(accountUrl)}" style="color:#c2410c">${escapeHtml(t.account)}</a></p>` : ''}`,
  );
  return { to: order.userEmail, subject: t.subject, text, html };
}
