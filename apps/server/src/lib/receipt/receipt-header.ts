import { isolateLtr, lineStep, measureText, type TextStyle } from './bidi-text';
import { FONT } from './receipt-fonts';
import { formatPlacedAt } from './receipt-format';
import type { ReceiptOrder } from './receipt-input';
import type { Labels } from './receipt-labels';
import { COLOR, CONTENT, PAGE, put, rule, STYLE, xOf, type Receipt } from './receipt-layout';

// The top of the first page: the shop, the receipt's title and order, the customer and the address.

export function drawTopBar(r: Receipt): void {
  r.doc.rect(0, 0, PAGE.width, 5).fill(COLOR.accent);
}

export function drawHeader(r: Receipt): void {
  const { shop, order } = r.input;
  const shopWidth = CONTENT * 0.58;
  const blockWidth = CONTENT - shopWidth - 16;
  const blockStart = CONTENT - blockWidth;
  let a = r.y;
  a += put(r, shop.name, STYLE.shop, { start: 0, width: shopWidth, y: a, dir: 'auto' });
  if (shop.address) a += put(r, shop.address, STYLE.small, { start: 0, width: shopWidth, y: a, dir: 'auto' });
  if (shop.taxRegistrationNumber) {
    const tax = `${r.t.taxNumber}: ${isolateLtr(shop.taxRegistrationNumber)}`;
    a += put(r, tax, STYLE.small, { start: 0, width: shopWidth, y: a });
  }
  let b = r.y;
  const block = (text: string, style: TextStyle) =>
    (b += put(r, text, style, { start: blockStart, width: blockWidth, y: b, side: 'end' }));
  block(r.t.title, STYLE.title);
  block(r.t.order(order.id), STYLE.strong);
  block(`${r.t.date}: ${formatPlacedAt(order.placedAt, r.input.lang)}`, STYLE.small);
  if (order.status === 'cancelled') b += 6 + drawBadge(r, b + 6);
  r.y = Math.max(a, b) + 10;
  rule(r, r.y, 0, CONTENT, COLOR.brand);
  r.y += 14;
}

/** The cancelled mark: the word in a red frame at the end side. Returns its height. */
function drawBadge(r: Receipt, y: number): number {
  const style = { font: FONT.bold, size: 12, color: COLOR.danger, lineHeight: 1.5 };
  const pad = 8;
  const width = measureText(r.doc, r.t.cancelled, style) + 2 * pad;
  const height = lineStep(style);
  const x = xOf(r, CONTENT - width, width);
  r.doc.roundedRect(x, y, width, height, 3).lineWidth(1.5).strokeColor(COLOR.danger).stroke();
  put(r, r.t.cancelled, style, { start: CONTENT - width, width, y, side: 'center' });
  return height;
}

function customerLines(order: ReceiptOrder): string[] {
  return [order.customerName, order.email, order.phone && isolateLtr(order.phone)].filter(Boolean);
}

function addressLines(order: ReceiptOrder, t: Labels): string[] {
  const a = order.address;
  if (!a) return [];
  const place = [a.city, a.governorate].filter(Boolean).join(t.listSeparator);
  return [a.street, [place, a.zipCode].filter(Boolean).join(' '), a.country].filter(Boolean);
}

export function drawParties(r: Receipt): void {
  const width = (CONTENT - 24) / 2;
  const column = (start: number, caption: string, lines: string[]) => {
    if (lines.length === 0) return r.y;
    let y = r.y + put(r, caption, STYLE.caption, { start, width, y: r.y });
    lines.forEach((line, i) => {
      y += put(r, line, i === 0 ? STYLE.strong : STYLE.body, { start, width, y, dir: 'auto' });
    });
    return y;
  };
  const a = column(0, r.t.customer, customerLines(r.input.order));
  const b = column(CONTENT - width, r.t.deliveryAddress, addressLines(r.input.order, r.t));
  r.y = Math.max(a, b) + 16;
}
