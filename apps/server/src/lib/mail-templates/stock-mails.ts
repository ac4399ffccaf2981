import { escapeHtml } from '@atlas/shared/web/html';
import type { Language } from '@atlas/shared/rules/locale';
import type { MailMessage } from '../mailer';
import { actionButton, layout } from './layout';

/** A sold-out flavor an alert waits for: the product's name and, when it has flavors, the flavor's. */
export interface AlertedFlavor {
  productName: string;
  /** The flavor's name in the recipient's language; empty for a product without flavors. */
  flavorLabel: string;
}

const alertedName = ({ productName, flavorLabel }: AlertedFlavor) =>
  flavorLabel ? `${productName} – ${flavorLabel}` : productName;

/** A visitor asked to hear when a flavor is back: the alert waits only once this link is opened. */
export function stockAlertConfirmMail(
  lang: Language,
  to: string,
  item: AlertedFlavor,
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  const name = alertedName(item);
  const t =
    lang === 'ar'
      ? {
          subject: `أكّد تنبيه توفر ${name}`,
          title: 'أكّد بريدك الإلكتروني',
          intro: `طلبت أن نراسلك عندما يتوفر «${name}» من جديد. اضغط الزر لتأكيد التنبيه؛ لن نراسلك قبل ذلك.`,
          confirm: 'تأكيد التنبيه',
          ignore: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة. وللتوقف عن كل تنبيهات التوفر:',
          team: 'فريق أطلس',
        }
      : {
          subject: `Confirm your back-in-stock alert for ${name}`,
          title: 'Confirm your e-mail address',
          intro: `You asked us to e-mail you when “${name}” is back in stock. Use the button to confirm the alert; until then we will not write.`,
          confirm: 'Confirm the alert',
          ignore: 'If you did not ask for this, ignore this e-mail. To stop every back-in-stock alert:',
          team: 'The Atlas team',
        };
  return {
    to,
    subject: t.subject,
    text: [
      t.intro,
      '',
      `${t.confirm}: ${links.confirm}`,
      '',
      `${t.ignore} ${links.unsubscribe}`,
      '',
      t.team,
    ].join('\n'),
    html: layout(
      lang,
      t.title,
      `<p>${escapeHtml(t.intro)}</p>${actionButton(links.confirm, t.confirm)}<p style="font-size:13px;color:#64748b">${escapeHtml(t.ignore)} <a href="${escapeHtml(links.unsubscribe)}">${lang === 'ar' ? 'إلغاء الاشتراك' : 'Unsubscribe'}</a></p>`,
    ),
  };
}

/** The flavor a shopper waited for has units again: one e-mail per alert. */
export function backInStockMail(
  lang: Language,
  to: string,
  item: AlertedFlavor,
  links: { product: string; unsubscribe: string },
): MailMessage {
  const name = alertedName(item);
  const t =
    lang === 'ar'
      ? {
          subject: `عاد للمخزون: ${name}`,
          title: 'عاد ما كنت تنتظره',
          intro: `«${name}» متوفر الآن في أطلس. الكمية محدودة، فاطلبه قبل أن ينفد مرة أخرى.`,
          open: 'اطلبه الآن',
          stop: 'هذا هو التنبيه الوحيد لهذا المنتج. للتوقف عن كل تنبيهات التوفر:',
          team: 'فريق أطلس',
        }
      : {
          subject: `Back in stock: ${name}`,
          title: 'It is back',
          intro: `“${name}” is in stock again at Atlas. Units are limited, so order before it sells out again.`,
          open: 'Order it now',
          stop: 'This is the only alert for this item. To stop every back-in-stock alert:',
          team: 'The Atlas team',
        };
  return {
    to,
    subject: t.subject,
    text: [t.intro, '', `${t.open}: ${links.product}`, '', `${t.stop} ${links.unsubscribe}`, '', t.team].join(
      '\n',
    ),
    html: layout(
      lang,
      t.title,
      `<p>${escapeHtml(t.intro)}</p>${actionButton(links.product, t.open)}<p style="font-size:13px;color:#64748b">${escapeHtml(t.stop)} <a href="${escapeHtml(links.unsubscribe)}">${lang === 'ar' ? 'إلغاء الاشتراك' : 'Unsubscribe'}</a></p>`,
    ),
  };
}

/** A product of an order a reorder reminder lists: its name and, when it has flavors, the flavor's. */
export interface RemindedLine {
  name: string;
  /** In the recipient's language; empty for a product without flavors. */
  flavorLabel: string;
}

/**
 * The supplements of a past order should be running out: the products, a one-tap reorder and how
 * to turn these e-mails off. Sent once per order, a few days before the first runs out.
 */
export function reorderReminderMail(
  lang: Language,
  to: string,
  reminder: { name: string; orderId: number; lines: readonly RemindedLine[] },
  links: { reorder: string; settings: string },
): MailMessage {
  const items = reminder.lines.map((line) =>
    line.flavorLabel ? `${line.name} (${line.flavorLabel})` : line.name,
  );
  const list = items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  const t =
    lang === 'ar'
      ? {
          subject: 'قاربت مكملاتك على النفاد',
          title: 'حان وقت طلب جديد',
          hello: reminder.name ? `مرحبًا ${reminder.name}،` : 'مرحبًا،',
          intro: `بحسب عدد الحصص اليومية، ستنفد قريبًا المكملات التي طلبتها في الطلب رقم ${reminder.orderId}. اطلبها الآن لتصلك قبل أن تنفد:`,
          reorder: 'اطلبها مرة أخرى',
          hint: 'يعيد الزر منتجات الطلب إلى عربة التسوق، ويمكنك مراجعتها قبل الدفع.',
          stop: 'لا نرسل هذا التذكير إلا مرة واحدة لكل طلب. لإيقاف هذه الرسائل غيّر الإعداد من صفحة حسابك:',
          settings: 'إعدادات الحساب',
          team: 'فريق أطلس',
        }
      : {
          subject: 'Your supplements should be running low',
          title: 'Time to order again',
          hello: reminder.name ? `Hello ${reminder.name},` : 'Hello,',
          intro: `At your daily servings, the supplements from your order #${reminder.orderId} should run out soon. Order now and they arrive before you run out:`,
          reorder: 'Order them again',
          hint: 'The button puts the order’s products back in your cart; you check them before you pay.',
          stop: 'We send this reminder once per order. To turn these e-mails off, change the setting in your account:',
          settings: 'Account settings',
          team: 'The Atlas team',
        };
  return {
    to,
    subject: t.subject,
    text: [
      t.hello,
      '',
      t.intro,
      ...items.map((item) => `- ${item}`),
      '',
      `${t.reorder}: ${links.reorder}`,
      t.hint,
      '',
      `${t.stop} ${links.settings}`,
      '',
      t.team,
    ].join('\n'),
    html: layout(
      lang,
      t.title,
      `<p>${escapeHtml(t.hello)}</p><p>${escapeHtml(t.intro)}</p><ul>${list}</ul>${actionButton(links.reorder, t.reorder)}<p>${escapeHtml(t.hint)}</p><p style="font-size:13px;color:#64748b">${escapeHtml(t.stop)} <a href="${escapeHtml(links.settings)}">${escapeHtml(t.settings)}</a></p>`,
    ),
  };
}
