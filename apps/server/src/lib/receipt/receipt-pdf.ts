import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import {
  drawText,
  isolateAuto,
  isolateLtr,
  lineStep,
  measureText,
  textHeight,
  type Align,
  type BaseDirection,
  type TextStyle,
} from './bidi-text';

/** An order's receipt as an A4 PDF, in English or Arabic (right to left), amounts in Latin digits. */

export interface ReceiptInput {
  lang: 'en' | 'ar';
  shop: {
    name: string;
    /** One or two lines; '' leaves it out. */
    address: string;
    /** '' leaves it out. */
    taxRegistrationNumber: string;
    /** VAT rate in basis points (1400 = 14 %); null or 0 = no VAT line */
    vatRateBasisPoints: number | null;
  };
  order: {
    id: number;
    /** Shown as date and time in Cairo. */
    placedAt: Date;
    customerName: string;
    email: string;
    phone: string;
    address: { street: string; city: string; governorate: string; zipCode: string; country: string } | null;
    lines: {
      name: string;
      flavor: string | null;
      quantity: number;
      unitPiastres: number;
      totalPiastres: number;
    }[];
    subtotalPiastres: number;
    deliveryPiastres: number;
    codFeePiastres: number;
    discountPiastres: number;
    /** The code the order used, named beside its discount (or its free delivery). */
    couponCode?: string | null;
    totalPiastres: number;
    /** 'cod' | 'paypal' | 'card' | 'wallet' | 'kiosk' */
    paymentMethod: string;
    /** 'pending' | 'awaiting' | 'completed' | 'refunded' | 'voided' | others: show as given when unknown */
    paymentStatus: string;
    /** what PayPal charged in its own currency, shown as an extra line when present (e.g. '12.34 USD') */
    charged: string | null;
    /** promised delivery window, calendar days 'YYYY-MM-DD', or null */
    deliveryWindow: { from: string; to: string } | null;
    status: string;
  };
}

type Lang = ReceiptInput['lang'];
type Order = ReceiptInput['order'];

interface Labels {
  title: string;
  order: (id: number) => string;
  date: string;
  customer: string;
  deliveryAddress: string;
  item: string;
  flavor: string;
  qty: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  delivery: string;
  free: string;
  codFee: string;
  discount: string;
  total: string;
  payment: string;
  charged: string;
  promisedDelivery: string;
  vat: (rate: string, amount: string) => string;
  taxNumber: string;
  cancelled: string;
  thanks: (shop: string) => string;
  page: (n: number, of: number) => string;
  continued: string;
  listSeparator: string;
  methods: Record<string, string>;
  states: Record<string, string>;
  /** The 'pending' state of cash on delivery. */
  payOnDelivery: string;
}

const LABELS: Record<Lang, Labels> = {
  en: {
    title: 'Receipt',
    order: (id) => `Order #${id}`,
    date: 'Date',
    customer: 'Customer',
    deliveryAddress: 'Delivery address',
    item: 'Item',
    flavor: 'Flavor',
    qty: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Items subtotal',
    delivery: 'Delivery',
    free: 'Free',
    codFee: 'Cash on delivery fee',
    discount: 'Discount',
    total: 'Total',
    payment: 'Payment',
    charged: 'Amount charged',
    promisedDelivery: 'Promised delivery',
    vat: (rate, amount) => `Prices include VAT (${rate}): ${amount}`,
    taxNumber: 'Tax registration no.',
    cancelled: 'CANCELLED',
    thanks: (shop) => `Thank you for shopping with ${shop}.`,
    page: (n, of) => `Page ${n} of ${of}`,
    continued: 'continued',
    listSeparator: ', ',
    methods: {
      cod: 'Cash on delivery',
      paypal: 'PayPal',
      card: 'Card',
      wallet: 'Mobile wallet',
      kiosk: 'Pay at a kiosk',
    },
    payOnDelivery: 'To be paid on delivery',
    states: {
      pending: 'Pending',
      awaiting: 'Awaiting payment',
      completed: 'Paid',
      refunded: 'Refunded',
      voided: 'Voided',
    },
  },
  ar: {
    title: 'إيصال',
    order: (id) => `طلب رقم ${id}`,
    date: 'التاريخ',
    customer: 'العميل',
    deliveryAddress: 'عنوان التوصيل',
    item: 'المنتج',
    flavor: 'النكهة',
    qty: 'الكمية',
    unitPrice: 'سعر الوحدة',
    amount: 'المبلغ',
    subtotal: 'إجمالي المنتجات',
    delivery: 'التوصيل',
    free: 'مجاني',
    codFee: 'رسوم الدفع عند الاستلام',
    discount: 'الخصم',
    total: 'الإجمالي',
    payment: 'الدفع',
    charged: 'المبلغ المحصل',
    promisedDelivery: 'موعد التوصيل',
    vat: (rate, amount) => `الأسعار شاملة ضريبة القيمة المضافة (${rate}): ${amount}`,
    taxNumber: 'رقم التسجيل الضريبي',
    cancelled: 'ملغي',
    thanks: (shop) => `شكرًا لتسوقك من ${shop}.`,
    page: (n, of) => `صفحة ${n} من ${of}`,
    continued: 'تابع',
    listSeparator: '، ',
    methods: {
      cod: 'الدفع عند الاستلام',
      paypal: 'PayPal',
      card: 'بطاقة بنكية',
      wallet: 'محفظة إلكترونية',
      kiosk: 'الدفع في منفذ',
    },
    payOnDelivery: 'يُدفع عند الاستلام',
    states: {
      pending: 'قيد الانتظار',
      awaiting: 'في انتظار الدفع',
      completed: 'مدفوع',
      refunded: 'مسترد',
      voided: 'ملغى',
    },
  },
};

// ---------------------------------------------------------------------------------------------
// Numbers and dates

const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Piastres as EGP with two decimals in Latin digits: 'EGP 1,234.50' or '1,234.50 ج.م'. A negative
 * Arabic amount starts with a left-to-right mark so its minus stays in front of the digits.
 */
export function formatReceiptMoney(piastres: number, lang: Lang): string {
  const whole = Math.round(piastres);
  const abs = Math.abs(whole);
  const digits = `${GROUPED.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  if (lang === 'ar') return `${whole < 0 ? '\u200e-' : ''}${digits} ج.م`;
  return `${whole < 0 ? '-' : ''}EGP ${digits}`;
}

/** The VAT contained in a VAT-inclusive total, in piastres, rounded half up. */
export function vatIncludedPiastres(totalPiastres: number, rateBasisPoints: number): number {
  // The total is net × (1 + rate/10000), so the VAT in it is total − total / (1 + rate/10000)
  // = total × rate / (10000 + rate); in integers, half up: floor((2·total·rate + d) / 2d).
  const denominator = 10_000 + rateBasisPoints;
  return Math.floor((2 * totalPiastres * rateBasisPoints + denominator) / (2 * denominator));
}

const formatRate = (basisPoints: number): string => `${basisPoints / 100}%`;

const TIME_ZONE = 'Africa/Cairo';
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(lang: Lang, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang} ${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-US', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      numberingSystem: 'latn',
      timeZone,
    });
    dayFormats.set(key, format);
  }
  return format;
}

const TIME = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: TIME_ZONE,
});

/** 'Sun 29 Nov 2026' / 'الأحد 29 نوفمبر 2026', whatever order the locale would use. */
function formatDay(date: Date, lang: Lang, timeZone: string): string {
  const parts = dayFormat(lang, timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

function formatPlacedAt(date: Date, lang: Lang): string {
  return `${formatDay(date, lang, TIME_ZONE)}${LABELS[lang].listSeparator}${TIME.format(date)}`;
}

/** A calendar day 'YYYY-MM-DD' as it reads in the language; as given when it is no such day. */
function formatCalendarDay(day: string, lang: Lang): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : formatDay(date, lang, 'UTC');
}

function formatWindow(window: { from: string; to: string }, lang: Lang): string {
  const from = formatCalendarDay(window.from, lang);
  return window.from === window.to ? from : `${from} – ${formatCalendarDay(window.to, lang)}`;
}

/** A code's label, or the code itself when it has none. */
const labelOf = (labels: Record<string, string>, code: string): string =>
  Object.hasOwn(labels, code) ? labels[code]! : code;

function paymentState(t: Labels, method: string, status: string): string {
  return status === 'pending' && method === 'cod' ? t.payOnDelivery : labelOf(t.states, status);
}

// ---------------------------------------------------------------------------------------------
// Fonts: read and parsed once per process, registered on every document

const FONT = { regular: 'Cairo', bold: 'Cairo-Bold' } as const;
let cairo: Promise<{ regular: Font; bold: Font }> | undefined;

/**
 * Cairo 400 and 700 as fontkit fonts. PDFKit takes a parsed font in place of the file's bytes, and
 * parsing once instead of per document takes most of the time out of a render.
 */
function cairoFonts(): Promise<{ regular: Font; bold: Font }> {
  if (!cairo) {
    const require = createRequire(import.meta.url);
    const load = async (file: string) => {
      const font = createFont(await readFile(require.resolve(`@expo-google-fonts/cairo/${file}.ttf`)));
      // the space glyph first, so its text is a space even if a space-like character (an
      // ignorable, a no-break space) is ever laid out with the same glyph before one
      font.layout(' ');
      return font;
    };
    cairo = Promise.all([load('400Regular/Cairo_400Regular'), load('700Bold/Cairo_700Bold')]).then(
      ([regular, bold]) => ({ regular, bold }),
    );
    cairo.catch(() => (cairo = undefined));
  }
  return cairo;
}

// ---------------------------------------------------------------------------------------------
// Layout

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT = PAGE.width - 2 * MARGIN;
/** Lowest y for content; below it sit the page number and the margin. */
const BOTTOM = PAGE.height - MARGIN - 24;

const COLOR = {
  ink: '#111827',
  muted: '#6b7280',
  rule: '#d1d5db',
  band: '#f1f5f9',
  brand: '#0f172a',
  accent: '#ea580c',
  danger: '#b91c1c',
};

const STYLE = {
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
interface Place {
  start: number;
  width: number;
  y: number;
  side?: Side;
  /** Labels follow the document; what people typed takes its own direction ('auto'). */
  dir?: BaseDirection;
}

interface Receipt {
  doc: PDFKit.PDFDocument;
  input: ReceiptInput;
  t: Labels;
  rtl: boolean;
  y: number;
}

/** The page x of a box that begins start points from the content's start edge. */
const xOf = (r: Receipt, start: number, width: number): number =>
  r.rtl ? PAGE.width - MARGIN - start - width : MARGIN + start;

function alignOf(r: Receipt, side: Side): Align {
  if (side === 'center') return 'center';
  if (side === 'number') return 'right';
  return (side === 'start') !== r.rtl ? 'left' : 'right';
}

function put(r: Receipt, text: string, style: TextStyle, place: Place): number {
  return drawText(r.doc, text, {
    ...style,
    x: xOf(r, place.start, place.width),
    y: place.y,
    width: place.width,
    align: alignOf(r, place.side ?? 'start'),
    baseDirection: place.dir ?? (r.rtl ? 'rtl' : 'ltr'),
  });
}

function rule(r: Receipt, y: number, start = 0, width = CONTENT, color = COLOR.rule): void {
  const x = xOf(r, start, width);
  r.doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

/** A new page when h more points would not fit on this one; true when it started one. */
function ensureSpace(r: Receipt, h: number): boolean {
  if (r.y + h <= BOTTOM) return false;
  r.doc.addPage();
  r.y = MARGIN;
  const heading = `${r.t.title} — ${r.t.order(r.input.order.id)} (${r.t.continued})`;
  r.y += put(r, heading, STYLE.small, { start: 0, width: CONTENT, y: r.y }) + 8;
  return true;
}

function drawTopBar(r: Receipt): void {
  r.doc.rect(0, 0, PAGE.width, 5).fill(COLOR.accent);
}

function drawHeader(r: Receipt): void {
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

function customerLines(order: Order): string[] {
  return [order.customerName, order.email, order.phone && isolateLtr(order.phone)].filter(Boolean);
}

function addressLines(order: Order, t: Labels): string[] {
  const a = order.address;
  if (!a) return [];
  const place = [a.city, a.governorate].filter(Boolean).join(t.listSeparator);
  return [a.street, [place, a.zipCode].filter(Boolean).join(' '), a.country].filter(Boolean);
}

function drawParties(r: Receipt): void {
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

// ---- items table

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

type Line = Order['lines'][number];

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

function drawItems(r: Receipt): void {
  ensureSpace(r, 80);
  drawTableHead(r);
  for (const line of r.input.order.lines) drawRow(r, line);
  r.y += 14;
}

// ---- totals, payment and delivery

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

function drawTotals(r: Receipt): void {
  const height = Math.max(summaryHeight(r), sideHeight(r));
  ensureSpace(r, height);
  drawSummary(r, r.y);
  drawSide(r, r.y);
  r.y += height + 18;
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
