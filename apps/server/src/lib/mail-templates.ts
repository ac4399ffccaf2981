import { escapeHtml } from '@atlas/shared/web/html';
import type { OrderDto, OrderItemDto } from '@atlas/shared/contract/orders';
import { intlLocale, type Language } from '@atlas/shared/rules/locale';
import { itemFlavor } from '@atlas/shared/rules/order-line';
import type { MailMessage } from './mailer';

/** The shop's e-mails in the recipient's language, as text and HTML. */

function layout(lang: Language, title: string, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f172a;color:#ffffff;padding:18px 24px;font-size:22px;font-weight:bold">${lang === 'ar' ? 'أطلس' : 'Atlas'}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.6" dir="${dir}"><h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>${body}</td></tr>
</table></td></tr></table></body></html>`;
}

export function verificationCodeMail(lang: Language, to: string, name: string, code: string): MailMessage {
  if (lang === 'ar') {
    return {
      to,
      subject: `رمز التحقق من أطلس: ${code}`,
      text: `مرحبًا ${name}،\n\nرمز التحقق الخاص بك هو: ${code}\nالرمز صالح لمدة ١٠ دقائق. إذا لم تطلب إنشاء حساب، تجاهل هذه الرسالة.\n\nفريق أطلس`,
      html: layout(
        lang,
        'رمز التحقق',
        `<p>مرحبًا ${escapeHtml(name)}،</p><p>رمز التحقق الخاص بك هو:</p><p style="font-size:32px;font-weight:bold;letter-spacing:6px" dir="ltr">${code}</p><p>الرمز صالح لمدة ١٠ دقائق. إذا لم تطلب إنشاء حساب، تجاهل هذه الرسالة.</p>`,
      ),
    };
  }
  return {
    to,
    subject: `Your Atlas verification code: ${code}`,
    text: `Hello ${name},\n\nYour verification code is: ${code}\nIt is valid for 10 minutes. If you did not sign up, ignore this e-mail.\n\nThe Atlas team`,
    html: layout(
      lang,
      'Your verification code',
      `<p>Hello ${escapeHtml(name)},</p><p>Your verification code is:</p><p style="font-size:32px;font-weight:bold;letter-spacing:6px">${code}</p><p>It is valid for 10 minutes. If you did not sign up, ignore this e-mail.</p>`,
    ),
  };
}

export function passwordResetMail(lang: Language, to: string, name: string, link: string): MailMessage {
  if (lang === 'ar') {
    return {
      to,
      subject: 'إعادة تعيين كلمة مرور أطلس',
      text: `مرحبًا ${name}،\n\nلإعادة تعيين كلمة المرور افتح الرابط التالي خلال ٣٠ دقيقة:\n${link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة مرورك لم تتغير.\n\nفريق أطلس`,
      html: layout(
        lang,
        'إعادة تعيين كلمة المرور',
        `<p>مرحبًا ${escapeHtml(name)}،</p><p>لإعادة تعيين كلمة المرور اضغط الزر التالي خلال ٣٠ دقيقة:</p><p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">إعادة تعيين كلمة المرور</a></p><p>إذا لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة مرورك لم تتغير.</p>`,
      ),
    };
  }
  return {
    to,
    subject: 'Reset your Atlas password',
    text: `Hello ${name},\n\nTo reset your password, open this link within 30 minutes:\n${link}\n\nIf you did not ask for this, ignore this e-mail; your password has not changed.\n\nThe Atlas team`,
    html: layout(
      lang,
      'Reset your password',
      `<p>Hello ${escapeHtml(name)},</p><p>To reset your password, use the button below within 30 minutes:</p><p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">Reset password</a></p><p>If you did not ask for this, ignore this e-mail; your password has not changed.</p>`,
    ),
  };
}

/** A new admin made by `npm run admin:create` or ADMIN_EMAIL: the link sets their first password. */
export function adminInvitationMail(lang: Language, to: string, name: string, link: string): MailMessage {
  const button = (label: string) =>
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${label}</a></p>`;
  if (lang === 'ar') {
    return {
      to,
      subject: 'حسابك كمسؤول في متجر أطلس',
      text: `مرحبًا ${name}،\n\nأصبح لك حساب مسؤول في متجر أطلس. اختر كلمة مرورك من الرابط التالي خلال ٣٠ دقيقة:\n${link}\n\nإذا انتهت صلاحية الرابط فاطلب رابطًا جديدًا من صفحة «نسيت كلمة المرور».\n\nفريق أطلس`,
      html: layout(
        lang,
        'اختر كلمة مرورك',
        `<p>مرحبًا ${escapeHtml(name)}،</p><p>أصبح لك حساب مسؤول في متجر أطلس. اختر كلمة مرورك خلال ٣٠ دقيقة:</p>${button('اختيار كلمة المرور')}<p>إذا انتهت صلاحية الرابط فاطلب رابطًا جديدًا من صفحة «نسيت كلمة المرور».</p>`,
      ),
    };
  }
  return {
    to,
    subject: 'Your Atlas admin account',
    text: `Hello ${name},\n\nAn admin account of the Atlas shop has been made for you. Choose your password with this link within 30 minutes:\n${link}\n\nIf the link has expired, ask for a new one on the "Forgot password" page.\n\nThe Atlas team`,
    html: layout(
      lang,
      'Choose your password',
      `<p>Hello ${escapeHtml(name)},</p><p>An admin account of the Atlas shop has been made for you. Choose your password within 30 minutes:</p>${button('Choose password')}<p>If the link has expired, ask for a new one on the "Forgot password" page.</p>`,
    ),
  };
}

export function welcomeMail(lang: Language, to: string, name: string, shopUrl: string): MailMessage {
  if (lang === 'ar') {
    return {
      to,
      subject: 'أهلًا بك في أطلس',
      text: `مرحبًا ${name}،\n\nتم تأكيد حسابك. تسوّق المكملات وتابع طلباتك واستخدم أدوات التدريب والتغذية:\n${shopUrl}\n\nفريق أطلس`,
      html: layout(
        lang,
        'أهلًا بك في أطلس',
        `<p>مرحبًا ${escapeHtml(name)}،</p><p>تم تأكيد حسابك. تسوّق المكملات وتابع طلباتك واستخدم أدوات التدريب والتغذية.</p><p><a href="${escapeHtml(shopUrl)}">${escapeHtml(shopUrl)}</a></p>`,
      ),
    };
  }
  return {
    to,
    subject: 'Welcome to Atlas',
    text: `Hello ${name},\n\nYour account is confirmed. Shop supplements, follow your orders and use the training and nutrition tools:\n${shopUrl}\n\nThe Atlas team`,
    html: layout(
      lang,
      'Welcome to Atlas',
      `<p>Hello ${escapeHtml(name)},</p><p>Your account is confirmed. Shop supplements, follow your orders and use the training and nutrition tools.</p><p><a href="${escapeHtml(shopUrl)}">${escapeHtml(shopUrl)}</a></p>`,
    ),
  };
}

/** ' (flavor)' after a line's name, as the order's language names it; nothing for an unflavored one. */
const flavorText = (p: OrderItemDto) => {
  const flavor = itemFlavor(p);
  return flavor ? ` (${flavor})` : '';
};

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

const actionButton = (link: string, label: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;

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
