import { escapeHtml } from '@atlas/shared/web/html';
import type { OrderItemDto } from '@atlas/shared/contract/orders';
import type { Language } from '@atlas/shared/rules/locale';
import { itemFlavor } from '@atlas/shared/rules/order-line';

/** The shop's e-mails in the recipient's language, as text and HTML. */

export function layout(lang: Language, title: string, body: string): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f172a;color:#ffffff;padding:18px 24px;font-size:22px;font-weight:bold">${lang === 'ar' ? 'أطلس' : 'Atlas'}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.6" dir="${dir}"><h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(title)}</h1>${body}</td></tr>
</table></td></tr></table></body></html>`;
}

export const actionButton = (link: string, label: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;

/** ' (flavor)' after a line's name, as the order's language names it; nothing for an unflavored one. */
export const flavorText = (p: OrderItemDto) => {
  const flavor = itemFlavor(p);
  return flavor ? ` (${flavor})` : '';
};
