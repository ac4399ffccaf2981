import bidiFactory, { type EmbeddingLevels } from 'bidi-js';

/**
 * Mixed Arabic and Latin text for PDFKit. PDFKit lays glyphs out left to right and knows nothing of
 * the Unicode bidi algorithm; fontkit (under PDFKit) shapes Arabic and reverses the glyphs of a run
 * whose script is right-to-left. So a paragraph is wrapped on words in logical order, each line is
 * cut into runs of one embedding level, the runs are put in visual order, and each is drawn at its x.
 *
 * Text goes to PDFKit without `features`, so fontkit applies its defaults: for Arabic the joining
 * forms (isol, init, medi, fina) and rlig (lam-alef), besides ccmp, calt, liga, kern, mark and mkmk.
 * PDFKit then lays a string out space-separated piece by piece, each piece cached for the document;
 * that is why a right-to-left run is drawn word by word, in reverse order, never as one string.
 */

export type BaseDirection = 'ltr' | 'rtl' | 'auto';
export type Align = 'left' | 'right' | 'center';

export interface VisualRun {
  /** The run's characters in logical order, mirrored where the run is right-to-left. */
  text: string;
  rtl: boolean;
}

export interface TextStyle {
  /**
   * A font name registered on the document. Widths are cached by this name across documents, so
   * a name must stand for the same font file in every document.
   */
  font: string;
  size: number;
  color?: string;
  /** Line height as a multiple of the font size. */
  lineHeight?: number;
}

export interface TextBox extends TextStyle {
  x: number;
  /** Top of the first line. */
  y: number;
  width: number;
  align: Align;
  /** The paragraph direction; 'auto' takes it from the first strong character (like dir="auto"). */
  baseDirection: BaseDirection;
}

const DEFAULT_LINE_HEIGHT = 1.5;
/** Where the baseline sits below the top of a line, as a multiple of the font size. */
const BASELINE = 1.08;
// embeddings, overrides, isolates and marks: they steer the levels, then are not drawn (rule X9)
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
// the right-to-left scripts fontkit reverses by itself (those a shop's text may hold)
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

let bidi: ReturnType<typeof bidiFactory> | undefined;
const engine = () => (bidi ??= bidiFactory());

/** A value shown left to right as a whole inside any paragraph (phone numbers, e-mails, codes). */
export const isolateLtr = (text: string): string => `\u2066${text}\u2069`;
/** A value whose own first strong character decides its direction, inside a sentence. */
export const isolateAuto = (text: string): string => `\u2068${text}\u2069`;

/** The runs of one line of text in visual order, left to right. */
export function visualRuns(text: string, baseDirection: BaseDirection): VisualRun[] {
  if (text === '') return [];
  return lineRuns(text, engine().getEmbeddingLevels(text, baseDirection), 0, text.length - 1);
}

function lineRuns(text: string, levels: EmbeddingLevels, start: number, end: number): VisualRun[] {
  const order = visualOrder(text, levels, start, end);
  const mirrored = engine().getMirroredCharactersMap(text, levels.levels, start, end);
  const runs: VisualRun[] = [];
  let from = 0;
  for (let i = 1; i <= order.length; i++) {
    if (i < order.length && continuesRun(order, levels.levels, i)) continue;
    const first = order[from]!;
    const last = order[i - 1]!;
    const rtl = levels.levels[first]! % 2 === 1;
    const [lo, hi] = rtl ? [last, first] : [first, last];
    let run = '';
    for (let k = lo; k <= hi; k++) run += mirrored.get(k) ?? text[k];
    run = run.replace(BIDI_CONTROLS, '');
    if (run !== '') runs.push({ text: run, rtl });
    from = i;
  }
  return runs;
}

/** The indices start..end in visual order: bidi-js's segments (rule L2) flipped in turn. */
function visualOrder(text: string, levels: EmbeddingLevels, start: number, end: number): number[] {
  const order = Array.from({ length: end - start + 1 }, (_, i) => start + i);
  for (const [from, to] of engine().getReorderSegments(text, levels, start, end)) {
    const flipped = order.slice(from! - start, to! - start + 1).reverse();
    order.splice(from! - start, flipped.length, ...flipped);
  }
  return order;
}

/** Whether the character at visual position i belongs to the same run as the one before it. */
function continuesRun(order: number[], levels: Uint8Array, i: number): boolean {
  const prev = order[i - 1]!;
  const cur = order[i]!;
  const level = levels[prev]!;
  return levels[cur] === level && cur === (level % 2 === 1 ? prev - 1 : prev + 1);
}

/**
 * The word of a right-to-left run as PDFKit is to get it: fontkit reverses a word whose script is
 * right-to-left; a word of neutrals only (brackets, dashes) it would leave as is, so that one is
 * reversed here.
 */
export function rtlWordForPdfKit(word: string): string {
  return RTL_SCRIPT.test(word) ? word : Array.from(word).reverse().join('');
}

// ---------------------------------------------------------------------------------------------
// Measuring, wrapping and drawing

/** Widths at size 1 by font name and text; bounded, as product names are open-ended. */
const widths = new Map<string, number>();
const MAX_WIDTHS = 20_000;

function useStyle(doc: PDFKit.PDFDocument, style: TextStyle): void {
  doc.font(style.font).fontSize(style.size);
  if (style.color) doc.fillColor(style.color);
}

/** Width of text on one line (no bidi controls in it) in the style the document is set to. */
function widthIn(doc: PDFKit.PDFDocument, style: TextStyle, text: string): number {
  const key = `${style.font}\u0000${text}`;
  let unit = widths.get(key);
  if (unit === undefined) {
    if (widths.size >= MAX_WIDTHS) widths.clear();
    unit = doc.widthOfString(text) / style.size;
    widths.set(key, unit);
  }
  return unit * style.size;
}

/** Width of text drawn on one line in the style. */
export function measureText(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  useStyle(doc, style);
  return visualRuns(text, 'auto').reduce((sum, run) => sum + widthIn(doc, style, run.text), 0);
}

interface Range {
  start: number;
  end: number;
}

/** A text's paragraphs (split at line breaks, blank ones left out), other whitespace made spaces. */
function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((p) => p.replace(/\s/g, ' '))
    .filter((p) => p.trim() !== '');
}

/**
 * Breaks a paragraph into lines no wider than width, between words in logical order; a word wider
 * than a line is cut between characters. Returns index ranges (end inclusive) into the paragraph.
 */
function wrapParagraph(doc: PDFKit.PDFDocument, style: TextStyle, text: string, width: number): Range[] {
  const measure = (from: number, to: number) =>
    widthIn(doc, style, text.slice(from, to).replace(BIDI_CONTROLS, ''));
  const lines: Range[] = [];
  let line: (Range & { width: number }) | null = null;
  for (const match of text.matchAll(/\S+/g)) {
    const word = { start: match.index, end: match.index + match[0].length - 1 };
    const wordWidth = measure(word.start, word.end + 1);
    const joined: number = line ? line.width + measure(line.end + 1, word.start) + wordWidth : Infinity;
    if (line && joined <= width) {
      line = { start: line.start, end: word.end, width: joined };
      continue;
    }
    if (line) lines.push(line);
    const pieces = wordWidth <= width ? [word] : splitWord(text, word, width, measure);
    lines.push(...pieces.slice(0, -1));
    const last = pieces[pieces.length - 1]!;
    line = { ...last, width: measure(last.start, last.end + 1) };
  }
  if (line) lines.push(line);
  return lines.map(({ start, end }) => ({ start, end }));
}

function splitWord(
  text: string,
  word: Range,
  width: number,
  measure: (a: number, b: number) => number,
): Range[] {
  const pieces: Range[] = [];
  let start = word.start;
  while (start <= word.end) {
    let end = start;
    while (end < word.end && measure(start, end + 2) <= width) end++;
    if (/[\ud800-\udbff]/.test(text[end]!) && end < word.end) end++; // a surrogate pair stays whole
    pieces.push({ start, end });
    start = end + 1;
  }
  return pieces;
}

/** The lines text wraps into in the box, each as its runs in visual order. */
function layoutLines(doc: PDFKit.PDFDocument, text: string, box: TextBox): VisualRun[][] {
  return paragraphs(text).flatMap((paragraph) => {
    const levels = engine().getEmbeddingLevels(paragraph, box.baseDirection);
    return wrapParagraph(doc, box, paragraph, box.width).map(({ start, end }) =>
      lineRuns(paragraph, levels, start, end),
    );
  });
}

export const lineStep = (style: TextStyle): number => (style.lineHeight ?? DEFAULT_LINE_HEIGHT) * style.size;

/** How many lines text takes at width in the style. */
export function countLines(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): number {
  useStyle(doc, style);
  return paragraphs(text).reduce((n, p) => n + wrapParagraph(doc, style, p, width).length, 0);
}

/** Height drawText uses for text in a box of this width. */
export function textHeight(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): number {
  return countLines(doc, text, width, style) * lineStep(style);
}

/** Draws text wrapped into the box; returns the height used (0 for empty text). */
export function drawText(doc: PDFKit.PDFDocument, text: string, box: TextBox): number {
  useStyle(doc, box);
  const step = lineStep(box);
  const lines = layoutLines(doc, text, box);
  lines.forEach((runs, i) => drawLine(doc, runs, box, box.y + i * step + BASELINE * box.size));
  return lines.length * step;
}

interface Piece {
  text: string;
  width: number;
  /** Spaces: advance, draw nothing. */
  blank: boolean;
}

/** A line's pieces left to right: LTR runs whole, RTL runs word by word in reverse. */
function pieces(doc: PDFKit.PDFDocument, style: TextStyle, runs: VisualRun[]): Piece[] {
  return runs.flatMap((run) => {
    if (!run.rtl) return [{ text: run.text, width: widthIn(doc, style, run.text), blank: false }];
    return (run.text.match(/ +|[^ ]+/g) ?? []).reverse().map((part) => {
      const blank = part.startsWith(' ');
      return { text: blank ? part : rtlWordForPdfKit(part), width: widthIn(doc, style, part), blank };
    });
  });
}

function drawLine(doc: PDFKit.PDFDocument, runs: VisualRun[], box: TextBox, baseline: number): void {
  const line = pieces(doc, box, runs);
  const free = box.width - line.reduce((sum, p) => sum + p.width, 0);
  let x = box.x + (box.align === 'left' ? 0 : box.align === 'right' ? free : free / 2);
  for (const piece of line) {
    if (!piece.blank) doc.text(piece.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    x += piece.width;
  }
}
