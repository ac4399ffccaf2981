import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { isolateLtr, rtlWordForPdfKit, visualRuns } from './bidi-text';
import {
  ARABIC_PRODUCT,
  arabicReceipt,
  englishReceipt,
  manyLines,
  PRODUCT_AS_EXTRACTED,
} from './receipt-fixtures';
import { formatReceiptMoney, vatIncludedPiastres } from './receipt-format';
import { renderReceiptPdf } from './receipt-pdf';

async function read(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(doc, { mergePages: true });
  const { info } = await doc.getMetadata();
  return { doc, text, totalPages, info };
}

/** Whitespace (line breaks where a cell wrapped) made single spaces; presentation forms undone. */
const flat = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ');
/** For Arabic: NFKC, no whitespace or bidi marks (pdf.js spaces RTL pieces and table cells unreliably). */
const compact = (text: string) => text.normalize('NFKC').replace(/[\s\u061c\u200e\u200f]/g, '');

describe('renderReceiptPdf, English', () => {
  it('is a PDF with the order, the money, the VAT line and the metadata', async () => {
    const input = englishReceipt();
    const pdf = await renderReceiptPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, totalPages, info } = await read(pdf);
    const page = flat(text);
    expect(totalPages).toBe(1);
    expect(page).toContain('Order #1234');
    expect(page).toContain('Receipt');
    expect(page).toContain('Date: Thu 26 Nov 2026, 14:05');
    expect(formatReceiptMoney(input.order.totalPiastres, 'en')).toBe('EGP 10,322.50');
    expect(page).toContain('Total EGP 10,322.50');
    // 1,032,250 × 1400 / 11400 = 126,767.5… piastres
    expect(page).toContain('Prices include VAT (14%): EGP 1,267.68');
    expect(page).toContain('Discount -EGP 250.00');
    expect(page).toContain('Delivery EGP 65.00');
    expect(page).not.toContain('Cash on delivery fee');
    expect(page).toContain('Tax registration no.: 512-384-976');
    expect(page).toContain('PayPal Paid Amount charged: 112.48 USD');
    expect(page).toContain('Promised delivery Sun 29 Nov 2026 – Mon 30 Nov 2026');
    expect(page).toContain('Flavor: Chocolate');
    expect(page).toContain('Thank you for shopping with Atlas Nutrition.');
    expect(page).not.toContain('CANCELLED');
    expect(info).toMatchObject({
      Title: 'Receipt — order #1234',
      Author: 'Atlas Nutrition',
      Language: 'en-EG',
      PDFFormatVersion: '1.7',
    });
  });

  it('writes free delivery, the cash on delivery fee and its payment state, and no VAT line at rate 0', async () => {
    const input = englishReceipt({
      deliveryPiastres: 0,
      codFeePiastres: 1_500,
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      charged: null,
      deliveryWindow: null,
    });
    const { text } = await read(
      await renderReceiptPdf({ ...input, shop: { ...input.shop, vatRateBasisPoints: 0 } }),
    );
    const page = flat(text);
    expect(page).toContain('Delivery Free');
    expect(page).toContain('Cash on delivery fee EGP 15.00');
    expect(page).toContain('Cash on delivery To be paid on delivery');
    expect(page).not.toContain('VAT');
    expect(page).not.toContain('Promised delivery');
  });

  it('names every payment method and state, and shows unknown ones as given', async () => {
    const cases = [
      ['card', 'refunded', 'Card Refunded'],
      ['wallet', 'awaiting', 'Mobile wallet Awaiting payment'],
      ['kiosk', 'voided', 'Pay at a kiosk Voided'],
      ['paypal', 'pending', 'PayPal Pending'],
      ['instapay', 'disputed', 'instapay disputed'],
    ];
    for (const [paymentMethod, paymentStatus, shown] of cases) {
      const input = englishReceipt({ paymentMethod, paymentStatus, charged: null });
      expect(flat((await read(await renderReceiptPdf(input))).text)).toContain(`Payment ${shown} Promised`);
    }
  });

  it('renders the same order to the same bytes', async () => {
    const a = await renderReceiptPdf(englishReceipt());
    const b = await renderReceiptPdf(englishReceipt());
    expect(a.equals(b)).toBe(true);
  });

  it('continues a 60-line order over more pages with every line in it', async () => {
    const input = manyLines('en', 60);
    const { text, totalPages } = await read(await renderReceiptPdf(input));
    const page = flat(text);
    expect(totalPages).toBeGreaterThan(1);
    for (const line of input.order.lines) expect(page).toContain(line.name);
    expect(page.match(/Unit price/g)).toHaveLength(totalPages);
    expect(page).toContain(`Page ${totalPages} of ${totalPages}`);
    expect(page).toContain(formatReceiptMoney(input.order.totalPiastres, 'en'));
  });

  it('marks a cancelled order', async () => {
    const { text } = await read(await renderReceiptPdf(englishReceipt({ status: 'cancelled' })));
    expect(text).toContain('CANCELLED');
  });
});

describe('renderReceiptPdf, Arabic', () => {
  // first among the Arabic renders of this file, so that the jeem below is the first to reach that shape
  it('keeps every letter of a receipt whatever the process rendered before it', async () => {
    // a medial jeem: subsetting its font pulls in the dotless shape hah shares, with no text of its own
    await renderReceiptPdf(arabicReceipt({ customerName: 'نجم خجل' }));
    const after = await renderReceiptPdf(arabicReceipt());
    expect(compact((await read(after)).text)).toContain(compact('أحمد محمود'));
    await renderReceiptPdf(arabicReceipt({ customerName: 'نجم خجل' }));
    expect((await renderReceiptPdf(arabicReceipt())).equals(after)).toBe(true);
  });

  it('writes the labels in Arabic, the numbers in Latin digits and the product name shaped in order', async () => {
    const input = arabicReceipt();
    const pdf = await renderReceiptPdf(input);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { doc, text, info } = await read(pdf);
    const page = compact(text);
    expect(page).toContain(compact('طلب رقم 1234'));
    expect(formatReceiptMoney(input.order.totalPiastres, 'ar')).toBe('11,277.50 ج.م');
    expect(page).toContain(compact('11,277.50 ج.م'));
    // the VAT line: 1,127,750 × 1400 / 11400 = 138,495.6… piastres
    expect(page).toContain(compact('القيمة المضافة'));
    expect(page).toContain(compact('1,384.96 ج.م'));
    expect(page).toContain(compact('أحمد محمود'));
    expect(page).toContain(compact(PRODUCT_AS_EXTRACTED));
    expect(PRODUCT_AS_EXTRACTED.replace('بروتني', 'بروتين')).toBe(ARABIC_PRODUCT);
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    // a long name wraps by words in logical order: its first words on the first line
    const longName = text.split('\n').findIndex((line) => line.includes('مونوهيدرات'));
    expect(text.split('\n')[longName + 1]).toContain('اقتصادية');
    expect(info).toMatchObject({ Title: 'إيصال — طلب رقم 1234', Author: 'أطلس للتغذية', Language: 'ar-EG' });

    // shaped: the name is as wide as fontkit's joined glyphs, much narrower than the letters alone
    const items = (await (await doc.getPage(1)).getTextContent()).items;
    const item = items.find((i) => 'str' in i && compact(i.str) === compact(PRODUCT_AS_EXTRACTED));
    if (!item || !('str' in item)) throw new Error('the product name is not one line of text');
    const size = item.transform[0] as number;
    const { shaped, isolated } = cairoWidths(ARABIC_PRODUCT, size);
    expect(Math.abs(item.width - shaped)).toBeLessThan(0.5);
    expect(item.width).toBeLessThan(isolated * 0.8);
  });

  it('marks a cancelled order', async () => {
    const { text } = await read(await renderReceiptPdf(arabicReceipt({ status: 'cancelled' })));
    expect(compact(text)).toContain('ملغي');
  });
});

/** Widths of text in Cairo Regular at size: laid out by fontkit, and as its letters one by one. */
function cairoWidths(text: string, size: number): { shaped: number; isolated: number } {
  const require = createRequire(import.meta.url);
  const doc = new PDFDocument();
  doc.registerFont('Cairo', require.resolve('@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf'));
  doc.font('Cairo').fontSize(size);
  const shaped = doc.widthOfString(text, { features: ['rlig'] });
  const isolated = Array.from(text).reduce((sum, ch) => sum + doc.widthOfString(ch), 0);
  return { shaped, isolated };
}

describe('formatReceiptMoney', () => {
  it('writes piastres as EGP with two decimals and Latin digits in both languages', () => {
    expect(formatReceiptMoney(123_450, 'en')).toBe('EGP 1,234.50');
    expect(formatReceiptMoney(123_450, 'ar')).toBe('1,234.50 ج.م');
    expect(formatReceiptMoney(5, 'en')).toBe('EGP 0.05');
    expect(formatReceiptMoney(0, 'ar')).toBe('0.00 ج.م');
    expect(formatReceiptMoney(123_456_789_00, 'en')).toBe('EGP 123,456,789.00');
    expect(formatReceiptMoney(-25_000, 'en')).toBe('-EGP 250.00');
    expect(formatReceiptMoney(-25_000, 'ar')).toBe('\u200e-250.00 ج.م');
  });
});

describe('vatIncludedPiastres', () => {
  it('takes the VAT out of an inclusive total, rounding half up', () => {
    expect(vatIncludedPiastres(11_400, 1_400)).toBe(1_400);
    expect(vatIncludedPiastres(1_032_250, 1_400)).toBe(126_768);
    expect(vatIncludedPiastres(3, 10_000)).toBe(2); // 1.5
    expect(vatIncludedPiastres(1, 10_000)).toBe(1); // 0.5
    expect(vatIncludedPiastres(0, 1_400)).toBe(0);
  });
});

describe('visualRuns', () => {
  it('puts Latin digits left of the Arabic words before them in an RTL line', () => {
    expect(visualRuns('طلب رقم 1234', 'rtl')).toEqual([
      { text: '1234', rtl: false },
      { text: 'طلب رقم ', rtl: true },
    ]);
  });

  it('keeps an Arabic word in its place inside an LTR line', () => {
    expect(visualRuns('Whey بروتين (Gold)', 'ltr')).toEqual([
      { text: 'Whey ', rtl: false },
      { text: 'بروتين', rtl: true },
      { text: ' (Gold)', rtl: false },
    ]);
  });

  it('reverses the order of the runs of an LTR phrase inside an RTL line, and mirrors its brackets', () => {
    expect(visualRuns('Whey بروتين (Gold)', 'rtl')).toEqual([
      { text: '(', rtl: true },
      { text: 'Gold', rtl: false },
      { text: ' بروتين )', rtl: true },
      { text: 'Whey', rtl: false },
    ]);
  });

  it('mirrors brackets in an RTL run', () => {
    expect(visualRuns('أحمد (محمود)', 'rtl')).toEqual([{ text: 'أحمد )محمود(', rtl: true }]);
  });

  it('keeps an isolated LTR value whole and drops the isolate marks', () => {
    expect(visualRuns(`هاتف: ${isolateLtr('+20 100 123 4567')}`, 'rtl')).toEqual([
      { text: '+20 100 123 4567', rtl: false },
      { text: 'هاتف: ', rtl: true },
    ]);
  });

  it('keeps the minus of a negative Arabic amount before its digits', () => {
    expect(visualRuns(formatReceiptMoney(-10_000, 'ar'), 'rtl')).toEqual([
      { text: ' ج.م', rtl: true },
      { text: '-100.00', rtl: false },
    ]);
  });
});

describe('rtlWordForPdfKit', () => {
  it('leaves Arabic words for fontkit to reverse and reverses words of neutrals itself', () => {
    expect(rtlWordForPdfKit('رقم')).toBe('رقم');
    expect(rtlWordForPdfKit(')محمود(')).toBe(')محمود(');
    expect(rtlWordForPdfKit('):')).toBe(':)');
  });
});
