import { escapeHtml } from '@atlas/shared/web/html';
import type { Language } from '@atlas/shared/rules/locale';
import type { MailMessage } from '../mailer';
import { actionButton, layout, mailCount } from './layout';
import { mailHtml, mailText, type MailKey, type MailParams } from './mail-text';

/** A sold-out flavor an alert waits for: the product's name and, when it has flavors, the flavor's. */
export interface AlertedFlavor {
  productName: string;
  /** The flavor's name in the recipient's language; empty for a product without flavors. */
  flavorLabel: string;
}

const alertedName = ({ productName, flavorLabel }: AlertedFlavor) =>
  flavorLabel ? `${productName} – ${flavorLabel}` : productName;

/** A stock-alert mail: one button, then how to stop every alert. */
function stockAlertMail(
  kind: 'confirm' | 'backInStock',
  lang: Language,
  to: string,
  item: AlertedFlavor,
  links: { action: string; unsubscribe: string },
): MailMessage {
  const name = { name: alertedName(item) };
  return {
    to,
    subject: mailText(lang, `stockAlerts.${kind}.subject`, name),
    text: [
      mailText(lang, `stockAlerts.${kind}.intro`, name),
      '',
      `${mailText(lang, `stockAlerts.${kind}.button`)}: ${links.action}`,
      '',
      `${mailText(lang, `stockAlerts.${kind}.note`)} ${links.unsubscribe}`,
      '',
      mailText(lang, 'common.team'),
    ].join('\n'),
    html: layout(
      lang,
      mailHtml(lang, `stockAlerts.${kind}.title`),
      `<p>${mailHtml(lang, `stockAlerts.${kind}.intro`, name)}</p>${actionButton(links.action, mailHtml(lang, `stockAlerts.${kind}.button`))}<p style="font-size:13px;color:#64748b">${mailHtml(lang, `stockAlerts.${kind}.note`)} <a href="${escapeHtml(links.unsubscribe)}">${mailHtml(lang, 'stockAlerts.unsubscribe')}</a></p>`,
    ),
  };
}

/** A visitor asked to hear when a flavor is back: the alert waits only once this link is opened. */
export function stockAlertConfirmMail(
  lang: Language,
  to: string,
  item: AlertedFlavor,
  links: { confirm: string; unsubscribe: string },
): MailMessage {
  return stockAlertMail('confirm', lang, to, item, { action: links.confirm, unsubscribe: links.unsubscribe });
}

/** The flavor a shopper waited for has units again: one e-mail per alert. */
export function backInStockMail(
  lang: Language,
  to: string,
  item: AlertedFlavor,
  links: { product: string; unsubscribe: string },
): MailMessage {
  return stockAlertMail('backInStock', lang, to, item, {
    action: links.product,
    unsubscribe: links.unsubscribe,
  });
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
  const hello: [MailKey, MailParams] = reminder.name
    ? ['common.hello', { name: reminder.name }]
    : ['common.helloWithoutName', {}];
  const id = { id: mailCount(lang, reminder.orderId) };
  return {
    to,
    subject: mailText(lang, 'reorderReminder.subject'),
    text: [
      mailText(lang, ...hello),
      '',
      mailText(lang, 'reorderReminder.intro', id),
      ...items.map((item) => `- ${item}`),
      '',
      `${mailText(lang, 'reorderReminder.button')}: ${links.reorder}`,
      mailText(lang, 'reorderReminder.hint'),
      '',
      `${mailText(lang, 'reorderReminder.stop')} ${links.settings}`,
      '',
      mailText(lang, 'common.team'),
    ].join('\n'),
    html: layout(
      lang,
      mailHtml(lang, 'reorderReminder.title'),
      `<p>${mailHtml(lang, ...hello)}</p><p>${mailHtml(lang, 'reorderReminder.intro', id)}</p><ul>${list}</ul>${actionButton(links.reorder, mailHtml(lang, 'reorderReminder.button'))}<p>${mailHtml(lang, 'reorderReminder.hint')}</p><p style="font-size:13px;color:#64748b">${mailHtml(lang, 'reorderReminder.stop')} <a href="${escapeHtml(links.settings)}">${mailHtml(lang, 'reorderReminder.settings')}</a></p>`,
    ),
  };
}
