import { escapeHtml } from '@atlas/shared/web/html';
import type { OrderDto, OrderItemDto } from '@atlas/shared/contract/orders';
import { intlLocale, textDirection, type Language } from '@atlas/shared/rules/locale';
import { itemFlavor } from '@atlas/shared/rules/order-line';
import { formatNumber } from '@atlas/shared/rules/format';
import { mailHtml, mailText } from './mail-text';

/** The shop's e-mails in the recipient's language, as text and HTML. */

/** The page around a mail's HTML body; `titleHtml` comes from mailHtml. */
export function layout(lang: Language, titleHtml: string, body: string): string {
  const dir = textDirection[lang];
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body style="margin:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f172a;color:#ffffff;padding:18px 24px;font-size:22px;font-weight:bold">${mailHtml(lang, 'common.brand')}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.6" dir="${dir}"><h1 style="font-size:20px;margin:0 0 12px">${titleHtml}</h1>${body}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The orange button of a mail; `labelHtml` comes from mailHtml. */
export const actionButton = (link: string, labelHtml: string) =>
  `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#ea580c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none">${labelHtml}</a></p>`;

/** An amount in EGP with two decimals, in the mail's language. */
export const mailMoney = (lang: Language, egp: number) =>
  mailText(lang, 'common.money', {
    amount: new Intl.NumberFormat(intlLocale[lang], {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(egp),
  });

/** ' (flavor)' after a line's name, as the order's language names it; nothing for an unflavored one. */
export const flavorText = (p: OrderItemDto) => {
  const flavor = itemFlavor(p);
  return flavor ? ` (${flavor})` : '';
};

/**
 * An order's number or a quantity in the mail's language, ungrouped: Arabic-Indic digits in an
 * Arabic mail, as its amounts are (#1042, #١٠٤٢).
 */
export const mailCount = (lang: Language, value: number) => formatNumber(value, lang, { useGrouping: false });

/** An order's lines as text, one a line: '2 × Whey (Vanilla) — EGP 1,200.00'. */
export const orderLinesText = (lang: Language, items: readonly OrderItemDto[]) =>
  items.map(
    (p) => `${mailCount(lang, p.quantity)} × ${p.name}${flavorText(p)} — ${mailMoney(lang, p.total)}`,
  );

/** An order's table in a mail: its lines, then `chargeRows` (already HTML) and the total in bold. */
export function orderTableHtml(lang: Language, order: OrderDto, chargeRows = ''): string {
  const money = (egp: number) => escapeHtml(mailMoney(lang, egp));
  const lines = order.products
    .map(
      (p) =>
        `<tr><td style="padding:6px 0">${mailCount(lang, p.quantity)} × ${escapeHtml(p.name)}${escapeHtml(flavorText(p))}</td><td style="padding:6px 0;text-align:end;white-space:nowrap">${money(p.total)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${lines}${chargeRows}<tr><td style="padding-top:10px;border-top:1px solid #e2e8f0;font-weight:bold">${mailHtml(lang, 'common.total')}</td><td style="padding-top:10px;border-top:1px solid #e2e8f0;font-weight:bold;text-align:end;white-space:nowrap">${money(order.total)}</td></tr></table>`;
}
