import { isolateAuto, lineStep, textHeight, type BaseDirection, type TextStyle } from './bidi-text';
import { formatReceiptMoney } from './receipt-format';
import type { ReceiptOrder } from './receipt-input';
import { COLOR, CONTENT, ensureSpace, MARGIN, put, rule, STYLE, type Receipt } from './receipt-layout';

// The items table: its head again at the top of every page it runs onto.

const CELL_PAD = 5;
const QTY_WIDTH = 44;
const MONEY_WIDTH = 96;
const ITEM_WIDTH = CONTENT - QTY_WIDTH - 2 * MONEY_WIDTH;
const COLUMNS = {
  item: { start: 0, width: ITEM_WIDTH, side: 'start' },
  qty: { start: ITEM_WIDTH, width: QTY_WIDTH, side: 'center' },
  unit: { start: ITEM_WIDTH + QTY_WIDTH, width: MONEY_WIDTH, side: 'number' },
  amount: { start: ITEM_WIDTH + QTY_WIDTH + MONEY_WIDTH, width: MONEY_WIDTH, side: 'number' },
} as const;
type Column = keyof typeof COLUMNS;

function putCell(r: Receipt, column: Column, text: string, style: TextStyle, y: number, dir?: BaseDirection) {
  const { start, width, side } = COLUMNS[column];
  return put(r, text, style, { start: start + CELL_PAD, width: width - 2 * CELL_PAD, y, side, dir });
}

function drawTableHead(r: Receipt): void {
  const height = lineStep(STYLE.head) + 2 * CELL_PAD;
  r.doc.rect(MARGIN, r.y, CONTENT, height).fill(COLOR.band);
  const y = r.y + CELL_PAD;
  putCell(r, 'item', r.t.item, STYLE.head, y);
  putCell(r, 'qty', r.t.qty, STYLE.head, y);
  putCell(r, 'unit', r.t.unitPrice, STYLE.head, y);
  putCell(r, 'amount', r.t.amount, STYLE.head, y);
  r.y += height;
}

type Line = ReceiptOrder['lines'][number];

function flavorText(r: Receipt, line: Line): string {
  return line.flavor ? `${r.t.flavor}: ${isolateAuto(line.flavor)}` : '';
}

function rowHeight(r: Receipt, line: Line): number {
  const width = ITEM_WIDTH - 2 * CELL_PAD;
  const name = textHeight(r.doc, line.name, width, STYLE.body);
  const flavor = line.flavor ? textHeight(r.doc, flavorText(r, line), width, STYLE.small) : 0;
  return Math.max(name + flavor, lineStep(STYLE.body)) + 2 * CELL_PAD;
}

function drawRow(r: Receipt, line: Line): void {
  const height = rowHeight(r, line);
  if (ensureSpace(r, height)) drawTableHead(r);
  const { lang } = r.input;
  const y = r.y + CELL_PAD;
  const nameHeight = putCell(r, 'item', line.name, STYLE.body, y, 'auto');
  if (line.flavor) putCell(r, 'item', flavorText(r, line), STYLE.small, y + nameHeight);
  putCell(r, 'qty', String(line.quantity), STYLE.body, y);
  putCell(r, 'unit', formatReceiptMoney(line.unitPiastres, lang), STYLE.body, y);
  putCell(r, 'amount', formatReceiptMoney(line.totalPiastres, lang), STYLE.body, y);
  r.y += height;
  rule(r, r.y);
}

export function drawItems(r: Receipt): void {
  ensureSpace(r, 80);
  drawTableHead(r);
  for (const line of r.input.order.lines) drawRow(r, line);
  r.y += 14;
}
