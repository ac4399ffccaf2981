import { escapeHtml } from '@atlas/shared/web/html';
import { textDirection, type Language } from '@atlas/shared/rules/locale';
import type { MailMessage } from '../mailer';
import { actionButton, layout } from './layout';
import { mailHtml, mailText } from './mail-text';

export function verificationCodeMail(lang: Language, to: string, name: string, code: string): MailMessage {
  // the digits read left to right inside an Arabic mail too
  const codeDir = textDirection[lang] === 'rtl' ? ' dir="ltr"' : '';
  return {
    to,
    subject: mailText(lang, 'verificationCode.subject', { code }),
    text: [
      mailText(lang, 'common.hello', { name }),
      '',
      `${mailText(lang, 'verificationCode.codeIs')} ${code}`,
      mailText(lang, 'verificationCode.validity'),
      '',
      mailText(lang, 'common.team'),
    ].join('\n'),
    html: layout(
      lang,
      mailHtml(lang, 'verificationCode.title'),
      `<p>${mailHtml(lang, 'common.hello', { name })}</p><p>${mailHtml(lang, 'verificationCode.codeIs')}</p><p style="font-size:32px;font-weight:bold;letter-spacing:6px"${codeDir}>${code}</p><p>${mailHtml(lang, 'verificationCode.validity')}</p>`,
    ),
  };
}

/** A mail whose one action is a link valid for a while: a password reset, an admin's invitation. */
function linkMail(
  kind: 'passwordReset' | 'adminInvitation',
  lang: Language,
  to: string,
  name: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: mailText(lang, `${kind}.subject`),
    text: [
      mailText(lang, 'common.hello', { name }),
      '',
      mailText(lang, `${kind}.openLink`),
      link,
      '',
      mailText(lang, `${kind}.note`),
      '',
      mailText(lang, 'common.team'),
    ].join('\n'),
    html: layout(
      lang,
      mailHtml(lang, `${kind}.title`),
      `<p>${mailHtml(lang, 'common.hello', { name })}</p><p>${mailHtml(lang, `${kind}.useButton`)}</p>${actionButton(link, mailHtml(lang, `${kind}.button`))}<p>${mailHtml(lang, `${kind}.note`)}</p>`,
    ),
  };
}

export function passwordResetMail(lang: Language, to: string, name: string, link: string): MailMessage {
  return linkMail('passwordReset', lang, to, name, link);
}

/** A new admin made by `npm run admin:create` or ADMIN_EMAIL: the link sets their first password. */
export function adminInvitationMail(lang: Language, to: string, name: string, link: string): MailMessage {
  return linkMail('adminInvitation', lang, to, name, link);
}

export function welcomeMail(lang: Language, to: string, name: string, shopUrl: string): MailMessage {
  return {
    to,
    subject: mailText(lang, 'welcome.subject'),
    text: [
      mailText(lang, 'common.hello', { name }),
      '',
      mailText(lang, 'welcome.openLink'),
      shopUrl,
      '',
      mailText(lang, 'common.team'),
    ].join('\n'),
    html: layout(
      lang,
      mailHtml(lang, 'welcome.title'),
      `<p>${mailHtml(lang, 'common.hello', { name })}</p><p>${mailHtml(lang, 'welcome.intro')}</p><p><a href="${escapeHtml(shopUrl)}">${escapeHtml(shopUrl)}</a></p>`,
    ),
  };
}
