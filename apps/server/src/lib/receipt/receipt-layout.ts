import { drawText, type Align, type BaseDirection, type TextStyle } from './bidi-text';
import { FONT } from './receipt-fonts';
import type { ReceiptInput } from './receipt-input';
import type { Labels } from './receipt-labels';

// The page: its measures, colours and type styles, and putting text and rules on it from the
// content's start edge (left in English, right in Arabic), with a new page when one is full.

export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
export const CONTENT = PAGE.width - 2 * MARGIN;
/** Lowest y for content; below it sit the page number and the margin. */
const BOTTOM = PAGE.height - MARGIN - 24;

export const COLOR = {
  ink: '#111827',
  muted: '#6b7280',
  rule: '#d1d5db',
  band: '#f1f5f9',
  brand: '#0f172a',
  accent: '#ea580c',
  danger: '#b91c1c',
};

export const STYLE = {
  shop: { font: FONT.bold, size: 20, color: COLOR.brand, lineHeight: 1.35 },
  title: { font: FONT.bold, size: 18, color: COLOR.accent, lineHeight: 1.35 },
  strong: { font: FONT.bold, size: 10.5, color: COLOR.ink },
  body: { font: FONT.regular, size: 10, color: COLOR.ink, lineHeight: 1.45 },
  small: { font: FONT.regular, size: 8.5, color: COLOR.muted },
  caption: { font: FONT.bold, size: 8.5, color: COLOR.muted },
  head: { font: FONT.bold, size: 8.5, color: COLOR.brand },
  total: { font: FONT.bold, size: 13, color: COLOR.brand },
} satisfies Record<string, TextStyle>;

/** 'number' is right in both languages: Latin digits run left to right, so their decimals line up. */
type Side = 'start' | 'end' | 'center' | 'number';

/** Where text goes, measured from the start edge of the content (left in English, right in Arabic). */
export interface Place {
  start: number;
  width: number;
  y: number;
  side?: Side;
  /** Labels follow the document; what people typed takes its own direction ('auto'). */
  dir?: BaseDirection;
}

export interface Receipt {
  doc: PDFKit.PDFDocument;
  input: ReceiptInput;
  t: Labels;
  rtl: boolean;
  y: number;
}

/** The page x of a box that begins start points from the content's start edge. */
export const xOf = (r: Receipt, start: number, width: number): number =>
  r.rtl ? PAGE.width - MARGIN - start - width : MARGIN + start;

function alignOf(r: Receipt, side: Side): Align {
  if (side === 'center') return 'center';
  if (side === 'number') return 'right';
  return (side === 'start') !== r.rtl ? 'left' : 'right';
}

export function put(r: Receipt, text: string, style: TextStyle, place: Place): number {
  return drawText(r.doc, text, {
    ...style,
    x: xOf(r, place.start, place.width),
    y: place.y,
    width: place.width,
    align: alignOf(r, place.side ?? 'start'),
    baseDirection: place.dir ?? (r.rtl ? 'rtl' : 'ltr'),
  });
}

export function rule(r: Receipt, y: number, start = 0, width = CONTENT, color = COLOR.rule): void {
  const x = xOf(r, start, width);
  r.doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

/** A new page when h more points would not fit on this one; true when it started one. */
export function ensureSpace(r: Receipt, h: number): boolean {
  if (r.y + h <= BOTTOM) return false;
  r.doc.addPage();
  r.y = MARGIN;
  const heading = `${r.t.title} — ${r.t.order(r.input.order.id)} (${r.t.continued})`;
  r.y += put(r, heading, STYLE.small, { start: 0, width: CONTENT, y: r.y }) + 8;
  return true;
}
