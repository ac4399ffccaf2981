import { escapeHtml } from '@atlas/shared/web/html';
import type { OrderDto } from '@atlas/shared/contract/orders';
import { intlLocale, type Language } from '@atlas/shared/rules/locale';
import type { MailMessage } from '../mailer';
import { flavorText, layout } from './layout';

const statusMailTexts = {
  en: {
    processing: {
      subject: (id: number) => `Your Atlas order #${id} is being processed`,
      title: (id: number) => `Order #${id} is being processed`,
      intro: 'We are processing your order.',
    },
    confirmed: {
      subject: (id: number) => `Your Atlas order #${id} is confirmed`,
      title: (id: number) => `Order #${id} is confirmed`,
      intro: 'We have confirmed your order and are preparing it for shipping.',
    },
    shipped: {
      subject: (id: number) => `Your Atlas order #${id} has been shipped`,
      title: (id: number) => `Order #${id} is on its way`,
      intro: 'Your order has left our warehouse and is on its way to you.',
    },
    delivered: {
      subject: (id: number) => `Your Atlas order #${id} has been delivered`,
      title: (id: number) => `Order #${id} has been delivered`,
      intro: 'Your order has been delivered. We hope you enjoy it!',
    },
    cancelled: {
      subject: (id: number) => `Your Atlas order #${id} has been cancelled`,
      title: (id: number) => `Order #${id} has been cancelled`,
      intro: 'Your order has been cancelled. If you have any questions, please contact us.',
    },
    refund: 'You paid online: our team will contact you about your refund.',
    refunded:
      'The amount you paid has been refunded to your card or wallet; banks may take a few days to show it.',
    expired: 'The kiosk reference was not paid in time, so the order was cancelled. Nothing was charged.',
    total: 'Total',
    follow: 'Follow your orders',
    team: 'The Atlas team',
    currency: 'EGP',
  },
  ar: {
    processing: {
      subject: (id: number) => `طلبك رقم ${id} من أطلس قيد المعالجة`,
      title: (id: number) => `الطلب رقم ${id} قيد المعالجة`,
      intro: 'نعمل الآن على معالجة طلبك.',
    },
    confirmed: {
      subject: (id: number) => `تم تأكيد طلبك رقم ${id} من أطلس`,
      title: (id: number) => `تم تأكيد الطلب رقم ${id}`,
      intro: 'أكّدنا طلبك ونجهّزه الآن للشحن.',
    },
    shipped: {
      subject: (id: number) => `تم شحن طلبك رقم ${id} من أطلس`,
      title: (id: number) => `الطلب رقم ${id} في الطريق إليك`,
      intro: 'غادر طلبك مستودعنا وهو في طريقه إليك.',
    },
    delivered: {
      subject: (id: number) => `تم توصيل طلبك رقم ${id} من أطلس`,
      title: (id: number) => `تم توصيل الطلب رقم ${id}`,
      intro: 'تم توصيل طلبك. نتمنى أن ينال إعجابك!',
    },
    cancelled: {
      subject: (id: number) => `تم إلغاء طلبك رقم ${id} من أطلس`,
      title: (id: number) => `تم إلغاء الطلب رقم ${id}`,
      intro: 'تم إلغاء طلبك. إن كانت لديك أي أسئلة فيسعدنا تواصلك معنا.',
    },
    refund: 'لقد دفعت عبر الإنترنت: سيتواصل معك فريقنا بشأن استرداد المبلغ.',
    refunded: 'تم رد المبلغ الذي دفعته إلى بطاقتك أو محفظتك؛ قد يستغرق ظهوره بضعة أيام حسب البنك.',
    expired: 'لم يتم الدفع بالرقم المرجعي في الوقت المحدد، لذلك أُلغي الطلب. لم يُخصم منك أي مبلغ.',
    total: 'الإجمالي',
    follow: 'تابع طلباتك',
    team: 'فريق أطلس',
    currency: 'ج.م',
  },
} as const;

/** The customer's notice of a status change (an admin edit or cancel), sent after the commit. */
export function orderStatusMail(lang: Language, order: OrderDto, ordersUrl: string): MailMessage {
  const t = statusMailTexts[lang];
  const s = t[order.status];
  const money = (egp: number) =>
    `${new Intl.NumberFormat(intlLocale[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(egp)} ${t.currency}`;
  const refund =
    order.status !== 'cancelled'
      ? ''
      : order.paymentStatus === 'completed'
        ? t.refund
        : order.paymentStatus === 'refunded' || order.paymentStatus === 'voided'
          ? t.refunded
          : order.paymentStatus === 'expired'
            ? t.expired
            : '';
  const lines = order.products.map((p) => `${p.quantity} × ${p.name}${flavorText(p)} — ${money(p.total)}`);
  const text = [
    s.title(order.id),
    '',
    s.intro,
    ...(refund ? [refund] : []),
    '',
    ...lines,
    '',
    `${t.total}: ${money(order.total)}`,
    '',
    `${t.follow}: ${ordersUrl}`,
    '',
    t.team,
  ].join('\n');
  const rows = order.products
    .map(
      (p) =>
        `<tr><td style="padding:6px 0">${p.quantity} × ${escapeHtml(p.name)}${escapeHtml(flavorText(p))}</td><td style="padding:6px 0;text-align:end;white-space:nowrap">${escapeHtml(money(p.total))}</td></tr>`,
    )
    .join('');
  const html = layout(
    lang,
    s.title(order.id),
    `<p>${escapeHtml(s.intro)}</p>${refund ? `<p>${escapeHtml(refund)}</p>` : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${rows}<tr><td style="padding-top:10px;border-top:1px solid #e2e8f0;font-weight:bold">${escapeHtml(t.total)}</td><td style="padding-top:10px;border-top:1px solid #e2e8f0;font-weight:bold;text-align:end;white-space:nowrap">${escapeHtml(money(order.total))}</td></tr></table><p><a href="${escapeHtml(ordersUrl)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t.follow)}</a></p>`,
  );
  return { to: order.userEmail, subject: s.subject(order.id), text, html };
}

/** A kiosk order's payment arrived: the shopper hears it is paid and being prepared. */
export function paymentReceivedMail(lang: Language, order: OrderDto, ordersUrl: string): MailMessage {
  const money = `${new Intl.NumberFormat(intlLocale[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(order.total)} ${lang === 'ar' ? 'ج.م' : 'EGP'}`;
  const t =
    lang === 'ar'
      ? {
          subject: `استلمنا دفعك للطلب رقم ${order.id} من أطلس`,
          title: `تم استلام الدفع للطلب رقم ${order.id}`,
          intro: `استلمنا مبلغ ${money} المدفوع في منفذ الدفع. طلبك مدفوع ويجري تجهيزه الآن.`,
          follow: 'تابع طلباتك',
        }
      : {
          subject: `Payment received for your Atlas order #${order.id}`,
          title: `Order #${order.id} is paid`,
          intro: `We have received your kiosk payment of ${money}. Your order is paid and being prepared.`,
          follow: 'Follow your orders',
        };
  return {
    to: order.userEmail,
    subject: t.subject,
    text: [t.title, '', t.intro, '', `${t.follow}: ${ordersUrl}`].join('\n'),
    html: layout(
      lang,
      t.title,
      `<p>${escapeHtml(t.intro)}</p><p><a href="${escapeHtml(ordersUrl)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(t.follow)}</a></p>`,
    ),
  };
}
