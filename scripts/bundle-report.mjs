// Prints the JavaScript and CSS each public page loads before it is interactive: the entry and
// its static imports plus the page's route module and its static imports, in brotli bytes as
// sent (build with `npm run build` first; the build writes the .br files).
// `node scripts/bundle-report.mjs [dist] [--files] [--budget=120]`: with a budget (KB), exits 1 when
// a page's first JavaScript is above it (`npm run test:e2e` holds every page to the 120 KB rule).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dist = resolve(process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'apps/web/dist');
const budget = Number(process.argv.find((a) => a.startsWith('--budget='))?.slice('--budget='.length) ?? NaN);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const pages = {
  '/': 'src/app/routes/home-page.tsx',
  '/about': 'src/app/routes/about-page.tsx',
  '/products': 'src/app/routes/products-page.tsx',
  '/products/{id}': 'src/app/routes/product-details-page.tsx',
  '/trainers': 'src/app/routes/trainers-page.tsx',
  '/trainers/{id}': 'src/app/routes/trainer-details-page.tsx',
  '/exercises': 'src/app/routes/exercises-page.tsx',
  '/exercises/gym': 'src/app/routes/exercise-type-page.tsx',
  '/exercises/warm': 'src/app/routes/exercises-warm-page.tsx',
  '/exercises/{t}/{m}': 'src/app/routes/muscle-exercises-page.tsx',
  '/exercises/{t}/{m}/{e}': 'src/app/routes/exercise-details-page.tsx',
  '/nutrition': 'src/app/routes/nutrition-page.tsx',
  '/nutrient/{id}': 'src/app/routes/nutrient-page.tsx',
  '/diet': 'src/app/routes/diet-page.tsx',
  '/mealsPlanner': 'src/app/routes/meals-planner-page.tsx',
  '/supplement-plan': 'src/app/routes/supplement-plan-page.tsx',
  '/contactus': 'src/app/routes/contact-page.tsx',
  'not-found': 'src/app/routes/not-found-page.tsx',
};
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const closure = (key, into = new Set()) => {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, into);
  return into;
};
const size = (file) => {
  const path = join(dist, file);
  const br = `${path}.br`;
  return { raw: statSync(path).size, sent: existsSync(br) ? statSync(br).size : statSync(path).size };
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [];
for (const [page, module] of Object.entries(pages)) {
  const keys = new Set([...closure(entryKey), ...closure(module)]);
  let js = 0;
  let css = 0;
  const files = [];
  for (const key of keys) {
    const chunk = manifest[key];
    const s = size(chunk.file);
    js += s.sent;
    files.push([chunk.file, s.sent]);
    for (const sheet of chunk.css ?? []) css += size(sheet).sent;
  }
  rows.push({ page, js, css, files });
}
for (const r of rows)
  console.log(`${r.page.padEnd(16)} JS ${kb(r.js).padStart(10)}  CSS ${kb(r.css).padStart(9)}  (brotli)`);
if (process.argv.includes('--files'))
  for (const r of rows) {
    console.log(`\n${r.page}`);
    for (const [f, s] of r.files.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(s).padStart(9)}  ${f}`);
  }
if (Number.isFinite(budget)) {
  const over = rows.filter((r) => r.js > budget * 1024);
  for (const r of over)
    console.error(`${r.page}: first JavaScript ${kb(r.js)} is above the ${budget} KB budget`);
  if (over.length) process.exit(1);
  const tightest = rows.reduce((a, b) => (b.js > a.js ? b : a));
  console.log(
    `budget ${budget} KB: every page under it; the closest, ${tightest.page}, by ${budget * 1024 - tightest.js} bytes`,
  );
}
