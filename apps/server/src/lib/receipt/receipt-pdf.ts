import PDFDocument from 'pdfkit';
import { drawText, isolateAuto, lineStep, textHeight } from './bidi-text';
import { cairoFonts, FONT } from './receipt-fonts';
import type { ReceiptInput } from './receipt-input';
import { LABELS } from './receipt-labels';
import { drawHeader, drawParties, drawTopBar } from './receipt-header';
import { drawItems } from './receipt-items';
import { COLOR, CONTENT, ensureSpace, MARGIN, PAGE, put, rule, STYLE, type Receipt } from './receipt-layout';
import { drawTotals } from './receipt-totals';

// An order's receipt as an A4 PDF, in English or Arabic (right to left), amounts in Latin digits.

export type { ReceiptInput } from './receipt-input';

/** A faint diagonal mark across the page, so no page of a cancelled order passes for a live one. */
function drawWatermark(r: Receipt): void {
  const style = { font: FONT.bold, size: 96, color: COLOR.danger };
  r.doc.save();
  r.doc.rotate(-35, { origin: [PAGE.width / 2, PAGE.height / 2] });
  r.doc.fillOpacity(0.07);
  drawText(r.doc, r.t.cancelled, {
    ...style,
    x: 0,
    y: PAGE.height / 2 - lineStep(style) / 2,
    width: PAGE.width,
    align: 'center',
    baseDirection: r.rtl ? 'rtl' : 'ltr',
  });
  r.doc.restore();
}

function drawThanks(r: Receipt): void {
  const text = r.t.thanks(isolateAuto(r.input.shop.name));
  const style = { ...STYLE.strong, color: COLOR.brand };
  ensureSpace(r, textHeight(r.doc, text, CONTENT, style) + 12);
  rule(r, r.y);
  r.y += 10;
  r.y += put(r, text, style, { start: 0, width: CONTENT, y: r.y, side: 'center' });
}

/** Page numbers (and the cancelled mark) go on every page once the number of pages is known. */
function finishPages(r: Receipt): void {
  const { start, count } = r.doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    r.doc.switchToPage(i);
    if (r.input.order.status === 'cancelled') drawWatermark(r);
    const text = `${r.t.order(r.input.order.id)} · ${r.t.page(i - start + 1, count)}`;
    put(r, text, STYLE.small, { start: 0, width: CONTENT, y: PAGE.height - MARGIN - 12, side: 'center' });
  }
}

function titleOf(input: ReceiptInput): string {
  const id = input.order.id;
  return input.lang === 'ar' ? `إيصال — طلب رقم ${id}` : `Receipt — order #${id}`;
}

export async function renderReceiptPdf(input: ReceiptInput): Promise<Buffer> {
  const fonts = await cairoFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    lang: input.lang === 'ar' ? 'ar-EG' : 'en-EG',
    displayTitle: true,
    bufferPages: true,
    info: {
      Title: titleOf(input),
      Author: input.shop.name,
      Creator: input.shop.name,
      CreationDate: input.order.placedAt,
      ModDate: input.order.placedAt,
    },
  });
  const done = collect(doc);
  // PDFKit's types know paths and bytes only; PDFFontFactory takes a fontkit font too
  doc.registerFont(FONT.regular, fonts.regular as unknown as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as unknown as Buffer);
  const r: Receipt = { doc, input, t: LABELS[input.lang], rtl: input.lang === 'ar', y: MARGIN };
  drawTopBar(r);
  drawHeader(r);
  drawParties(r);
  drawItems(r);
  drawTotals(r);
  drawThanks(r);
  finishPages(r);
  doc.end();
  return done;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
