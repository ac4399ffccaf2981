import { escapeHtml } from '@atlas/shared/web/html';
import type { Language } from '@atlas/shared/rules/locale';
import type { MailMessage } from '../mailer';
import { layout } from './layout';

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
