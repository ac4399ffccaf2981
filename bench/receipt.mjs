// npm run bench:receipt (node --expose-gc --import tsx bench/receipt.mjs) — receipt PDF rendering:
// after a warm-up, 300 receipts of 8 lines one after another, English and Arabic in turn; prints
// p50/p95/p99 render time per language and overall, then the growth of RSS and heap over 100
// renders in a row, three times (the target applies to the last). Targets: p99 ≤ 200 ms, growth
// ≤ 50 MB. Not part of npm test.
import { renderReceiptPdf } from '../apps/server/src/lib/receipt/receipt-pdf.ts';
import { arabicReceipt, englishReceipt } from '../apps/server/src/lib/receipt/receipt-fixtures.ts';

const WARM_UP = 30;
const RENDERS = 300;
const IN_A_ROW = 100;
const LINES = 8;
const TARGET_P99_MS = 200;
const TARGET_GROWTH_MB = 50;

/** The sample order with its lines repeated up to n (each a new line, as a shopper's cart would be). */
function withLines(input, n) {
  const lines = Array.from({ length: n }, (_, i) => {
    const line = input.order.lines[i % input.order.lines.length];
    return { ...line, quantity: 1 + (i % 3), totalPiastres: line.unitPiastres * (1 + (i % 3)) };
  });
  const subtotal = lines.reduce((sum, l) => sum + l.totalPiastres, 0);
  const { deliveryPiastres, codFeePiastres, discountPiastres } = input.order;
  const total = subtotal + deliveryPiastres + codFeePiastres - discountPiastres;
  return { ...input, order: { ...input.order, lines, subtotalPiastres: subtotal, totalPiastres: total } };
}

const receipts = { en: withLines(englishReceipt(), LINES), ar: withLines(arabicReceipt(), LINES) };
const langOf = (i) => (i % 2 === 0 ? 'en' : 'ar');
const gc = () => globalThis.gc?.();

for (let i = 0; i < WARM_UP; i++) await renderReceiptPdf(receipts[langOf(i)]);

const times = { en: [], ar: [] };
let bytes = 0;
for (let i = 0; i < RENDERS; i++) {
  const lang = langOf(i);
  const started = performance.now();
  const pdf = await renderReceiptPdf(receipts[lang]);
  times[lang].push(performance.now() - started);
  bytes += pdf.length;
}

/**
 * Three batches of 100 in a row, memory read before and after each: the first may still grow V8's
 * heap reservation (heapTotal, and so RSS) to its working size; what a leak would show is growth
 * that goes on batch after batch, so the target applies to the last.
 */
const batches = [];
for (let b = 0; b < 3; b++) {
  gc();
  const start = process.memoryUsage();
  for (let i = 0; i < IN_A_ROW; i++) await renderReceiptPdf(receipts[langOf(i)]);
  gc();
  batches.push({ start, end: process.memoryUsage() });
}
const { start: before, end: after } = batches.at(-1);

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (n) => n.toFixed(1).padStart(8);
const mb = (n) => `${(n / 2 ** 20).toFixed(1)} MB`;
const row = (name, list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { name, n: list.length, p50: pct(sorted, 50), p95: pct(sorted, 95), p99: pct(sorted, 99) };
};
const rows = [row('English', times.en), row('Arabic', times.ar), row('all', [...times.en, ...times.ar])];

console.log(
  `\nreceipt PDF, ${LINES} lines, ${RENDERS} renders after ${WARM_UP} warm-up, ${new Date().toISOString()}`,
);
console.log(
  `  ${'receipts'.padEnd(10)} ${'n'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
);
for (const r of rows) {
  console.log(`  ${r.name.padEnd(10)} ${String(r.n).padStart(5)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)}`);
}
console.log(`  average size ${(bytes / RENDERS / 1024).toFixed(1)} KB`);
const rss = after.rss - before.rss;
const heap = after.heapUsed - before.heapUsed;
for (const [i, batch] of batches.entries())
  console.log(
    `  batch ${i + 1}: growth over ${IN_A_ROW} renders in a row: RSS ${mb(batch.end.rss - batch.start.rss)}, heapUsed ${mb(batch.end.heapUsed - batch.start.heapUsed)}` +
      (globalThis.gc ? ' (after gc)' : ' (no gc exposed: run with node --expose-gc for settled figures)'),
  );
// a step in RSS with heapUsed flat is V8 reserving a larger heap (heapTotal), not objects kept
console.log(`  heapTotal ${mb(before.heapTotal)} → ${mb(after.heapTotal)}, external ${mb(after.external)}`);
const p99 = rows[2].p99;
const ok = p99 <= TARGET_P99_MS && rss <= TARGET_GROWTH_MB * 2 ** 20 && heap <= TARGET_GROWTH_MB * 2 ** 20;
console.log(`  targets p99 ≤ ${TARGET_P99_MS} ms, growth ≤ ${TARGET_GROWTH_MB} MB: ${ok ? 'PASS' : 'FAIL'}`);
process.exitCode = ok ? 0 : 1;
