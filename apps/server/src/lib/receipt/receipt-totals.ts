import { isolateLtr, lineStep, measureText, textHeight, type TextStyle } from './bidi-text';
import {
  formatRate,
  formatReceiptMoney,
  formatWindow,
  labelOf,
  paymentState,
  vatIncludedPiastres,
} from './receipt-format';
import { COLOR, CONTENT, ensureSpace, put, rule, STYLE, type Receipt } from './receipt-layout';

// Under the items: the amounts down to the total and its VAT at the end side, the payment and the
// promised delivery beside them.

const SUMMARY_WIDTH = 250;
const SIDE_WIDTH = CONTENT - SUMMARY_WIDTH - 28;

interface SummaryRow {
  label: string;
  value: string;
  style: TextStyle;
}

function summaryRows(r: Receipt): SummaryRow[] {
  const { order } = r.input;
  const money = (p: number) => formatReceiptMoney(p, r.input.lang);
  const rows: SummaryRow[] = [
    { label: r.t.subtotal, value: money(order.subtotalPiastres), style: STYLE.body },
  ];
  const delivery = order.deliveryPiastres > 0 ? money(order.deliveryPiastres) : r.t.free;
  const code = order.couponCode ? ` (${order.couponCode})` : '';
  const freeByCode = order.deliveryPiastres === 0 && order.discountPiastres === 0;
  rows.push({ label: `${r.t.delivery}${freeByCode ? code : ''}`, value: delivery, style: STYLE.body });
  if (order.codFeePiastres > 0)
    rows.push({ label: r.t.codFee, value: money(order.codFeePiastres), style: STYLE.body });
  if (order.discountPiastres > 0) {
    rows.push({ label: `${r.t.discount}${code}`, value: money(-order.discountPiastres), style: STYLE.body });
  }
  return rows;
}

function vatText(r: Receipt): string {
  const rate = r.input.shop.vatRateBasisPoints;
  if (!rate) return '';
  const vat = vatIncludedPiastres(r.input.order.totalPiastres, rate);
  return r.t.vat(formatRate(rate), formatReceiptMoney(vat, r.input.lang));
}

/** The side column's paragraphs: caption, then lines. */
function sideBlocks(r: Receipt): { caption: string; lines: string[] }[] {
  const { order } = r.input;
  const method = labelOf(r.t.methods, order.paymentMethod);
  const payment = [method, paymentState(r.t, order.paymentMethod, order.paymentStatus)];
  if (order.charged) payment.push(`${r.t.charged}: ${isolateLtr(order.charged)}`);
  const blocks = [{ caption: r.t.payment, lines: payment }];
  if (order.deliveryWindow) {
    blocks.push({ caption: r.t.promisedDelivery, lines: [formatWindow(order.deliveryWindow, r.input.lang)] });
  }
  return blocks;
}

const BLOCK_GAP = 10;

function sideHeight(r: Receipt): number {
  return sideBlocks(r).reduce(
    (h, block) =>
      h +
      BLOCK_GAP +
      lineStep(STYLE.caption) +
      block.lines.reduce((sum, line) => sum + textHeight(r.doc, line, SIDE_WIDTH, STYLE.body), 0),
    0,
  );
}

function drawSide(r: Receipt, top: number): void {
  let y = top;
  for (const block of sideBlocks(r)) {
    y += put(r, block.caption, STYLE.caption, { start: 0, width: SIDE_WIDTH, y });
    block.lines.forEach((line, i) => {
      y += put(r, line, i === 0 ? STYLE.strong : STYLE.body, { start: 0, width: SIDE_WIDTH, y });
    });
    y += BLOCK_GAP;
  }
}

const TOTAL_GAP = 8;

function summaryHeight(r: Receipt): number {
  const rows = summaryRows(r).reduce((h, row) => h + lineStep(row.style), 0);
  const vat = textHeight(r.doc, vatText(r), SUMMARY_WIDTH, STYLE.small);
  return rows + 2 * TOTAL_GAP + lineStep(STYLE.total) + vat;
}

function drawSummary(r: Receipt, top: number): void {
  const start = CONTENT - SUMMARY_WIDTH;
  const total = { label: r.t.total, value: formatReceiptMoney(r.input.order.totalPiastres, r.input.lang) };
  const rows = summaryRows(r);
  // the amounts take the width of the widest one at the end side, right-aligned so decimals line up
  const valueWidth = Math.max(
    measureText(r.doc, total.value, STYLE.total),
    ...rows.map((row) => measureText(r.doc, row.value, row.style)),
  );
  let y = top;
  const row = (label: string, value: string, style: TextStyle) => {
    put(r, label, style, { start, width: SUMMARY_WIDTH - valueWidth - 12, y });
    put(r, value, style, { start: CONTENT - valueWidth, width: valueWidth, y, side: 'number' });
    y += lineStep(style);
  };
  for (const { label, value, style } of rows) row(label, value, style);
  y += TOTAL_GAP / 2;
  rule(r, y, start, SUMMARY_WIDTH, COLOR.brand);
  y += TOTAL_GAP / 2;
  row(total.label, total.value, STYLE.total);
  y += TOTAL_GAP;
  put(r, vatText(r), STYLE.small, { start, width: SUMMARY_WIDTH, y, side: 'end' });
}

export function drawTotals(r: Receipt): void {
  const height = Math.max(summaryHeight(r), sideHeight(r));
  ensureSpace(r, height);
  drawSummary(r, r.y);
  drawSide(r, r.y);
  r.y += height + 18;
}
