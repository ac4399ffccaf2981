// The owner's and a shopper's first hour in the new shop, through the proxy, as the web app
// makes the same calls.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { check, run, tail, waitFor } from './harness.mjs';
import { cliEnvironment, logFile, ROOT } from './setup.mjs';

const PASSWORD = 'Smoke@Test2026';
const CATALOGUE_HEADER =
  'product_id,name,name_ar,description,description_ar,brand,category,price,discount,size,expiration_date,flavor,flavor_ar,quantity,image,flavor_image,search_terms';

/**
 * The first admin: `npm run admin:create` without a terminal prints a set-password link and
 * e-mails the same; its token sets the password through the reset-password API.
 */
export async function firstAdmin(env, api, mailbox) {
  const email = 'owner@smoke.test';
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  check(
    scripts['admin:create'],
    'npm run admin:create does not exist in this checkout yet: there is no way to the first admin',
  );
  const out = logFile('admin-create');
  await run('npm', ['run', 'admin:create', '--', email, 'Smoke Owner'], {
    cwd: ROOT,
    env: cliEnvironment(env),
    logFile: out,
  });
  const printed = /https?:\/\/\S+\/resetPassword\?\S+/.exec(readFileSync(out, 'utf8'))?.[0];
  check(
    printed?.startsWith(`${env.PUBLIC_URL}/resetPassword?`),
    `admin:create printed no set-password link at PUBLIC_URL:\n${tail(out)}`,
  );
  await mailbox.waitFor(email, (text) => text.includes(printed));
  const link = new URL(printed);
  check(link.searchParams.get('email') === email, `the link is for ${link.searchParams.get('email')}`);
  const reset = await api.post('/api/auth/reset-password', {
    token: link.searchParams.get('token'),
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  check(reset.status === 200, `reset-password answered ${reset.status} ${reset.text}`);
  const login = await api.post('/api/auth/login', { email, password: PASSWORD });
  check(
    login.status === 200 && login.json().user?.role === 'admin',
    `login answered ${login.status} ${login.text}`,
  );
  const cookie = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('atlas_refresh='));
  check(
    cookie && /;\s*Secure/i.test(cookie) && /;\s*HttpOnly/i.test(cookie),
    `the refresh cookie is not Secure and HttpOnly: ${cookie}`,
  );
  return login.json();
}

/**
 * As the admin screens do it: a picture uploaded, the spreadsheet previewed, then imported as
 * previewed (its fingerprint); the file the import kept comes back from its audit entry.
 */
export async function importCatalogue(api, admin) {
  const token = admin.access_token;
  const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#2f6f4f' } })
    .png()
    .toBuffer();
  const uploaded = await api.upload(
    '/api/admin/images?kind=product',
    { image: { blob: new Blob([png], { type: 'image/png' }), name: 'tub.png' } },
    { token },
  );
  check(uploaded.status === 201, `the picture upload answered ${uploaded.status} ${uploaded.text}`);
  const image = uploaded.json().url;

  // a new shop's first import: every product and its category are new
  const rows = [
    `,Smoke Whey,واي سموك,Whey protein,,Smoke,Protein,1200,0,2 kg,,Chocolate,شوكولاتة,40,${image},${image},whey`,
    `,Smoke Creatine,كرياتين سموك,Creatine monohydrate,,Smoke,Creatine,450,10,300 g,,,,50,${image},,creatine`,
    `,Smoke Mass,ماس سموك,Mass gainer,,Smoke,Protein,900,0,3 kg,,Vanilla,فانيليا,25,${image},${image},`,
    `,Smoke Mass,ماس سموك,Mass gainer,,Smoke,Protein,900,0,3 kg,,Strawberry,فراولة,25,${image},${image},`,
  ];
  const csv = `\uFEFF${[CATALOGUE_HEADER, ...rows].join('\r\n')}\r\n`;
  const file = { file: { blob: new Blob([csv], { type: 'text/csv' }), name: 'catalogue.csv' } };
  const preview = await api.upload('/api/products/admin/import/preview?mode=full', file, { token });
  check(preview.status === 200, `the preview answered ${preview.status} ${preview.text}`);
  const seen = preview.json();
  check(
    seen.refused === 0 && seen.creates === 4 && seen.newCategories.join() === 'Protein,Creatine',
    `the preview: ${seen.creates} to create, new categories ${seen.newCategories}, refused ${JSON.stringify(seen.refusals)}`,
  );
  const expect = encodeURIComponent(seen.fingerprint);
  const applied = await api.upload(`/api/products/admin/import?mode=full&expect=${expect}`, file, { token });
  check(applied.status === 200, `the import answered ${applied.status} ${applied.text}`);

  const audit = (await api.get('/api/admin/audit?type=action&query=catalogue.import', { token })).json();
  const kept = audit[0]?.after?.files?.file;
  check(kept, 'the audit entry names no kept file');
  const keptFile = await api.get(kept, { token });
  check(
    keptFile.status === 200 && keptFile.text === csv,
    `the kept file answered ${keptFile.status}, not the upload`,
  );

  // every worker hears the change through PostgreSQL's notifications
  return waitFor(
    async () => {
      const listed = (await api.get('/api/products?limit=100')).json();
      const names = listed.map((p) => p.name);
      return ['Smoke Whey', 'Smoke Creatine', 'Smoke Mass'].every((n) => names.includes(n)) && listed;
    },
    5_000,
    'GET /api/products does not list the imported products',
  );
}

/**
 * A shopper signs up with the e-mailed code, orders two units cash on delivery to Cairo, and gets
 * the confirmation and the receipt; the total is its breakdown, the fees the delivery quote's.
 */
export async function shopperOrders(api, mailbox, product) {
  const email = `shopper-${process.pid}@smoke.test`;
  const signup = await api.post('/api/auth/register', {
    fName: 'Salma',
    lName: 'Smoke',
    email,
    password: PASSWORD,
  });
  check(signup.status === 201, `sign-up answered ${signup.status} ${signup.text}`);
  const code = await mailbox.waitFor(email, (text) => /\b(\d{6})\b/.exec(text)?.[1]);
  const verified = await api.post('/api/auth/verify-otp', { email, otp: code });
  check(verified.status === 200, `verify-otp answered ${verified.status} ${verified.text}`);
  const login = await api.post('/api/auth/login', { email, password: PASSWORD });
  check(login.status === 200 && login.json().access_token, `login answered ${login.status} ${login.text}`);
  const { access_token: token, user } = login.json();

  const added = await api.post(
    '/api/cart/add',
    { productId: product.id, selectedFlavor: 'Vanilla', quantity: 2 },
    { token },
  );
  check(added.status === 200, `adding to the cart answered ${added.status} ${added.text}`);
  const address = {
    street: '12 Nile Corniche',
    city: 'Cairo',
    state: 'Cairo',
    zipCode: '11511',
    country: 'Egypt',
    governorate: 'EG-C',
  };
  const key = `smoke-${randomBytes(8).toString('hex')}`;
  const place = () =>
    api.post(
      `/api/users/${user.id}/orders`,
      { paymentMethod: 'cod', address },
      { token, headers: { 'idempotency-key': key } },
    );
  const placed = await place();
  check(placed.status === 201, `placing the order answered ${placed.status} ${placed.text}`);
  const order = placed.json();

  const cents = (n) => Math.round(n * 100);
  const lines = order.products.reduce((sum, line) => sum + cents(line.total), 0);
  check(
    cents(order.subtotal) === lines && lines === 2 * cents(product.discountedPrice),
    `subtotal ${order.subtotal}, lines ${lines / 100}, 2 × ${product.discountedPrice}`,
  );
  const quote = (
    await api.get(`/api/delivery/quote?governorate=EG-C&subtotal=${order.subtotal}&paymentMethod=cod`)
  ).json();
  check(
    cents(order.deliveryFee) === cents(quote.deliveryFee) && cents(order.codFee) === cents(quote.codFee),
    `fees ${order.deliveryFee} + ${order.codFee}, the quote's ${quote.deliveryFee} + ${quote.codFee}`,
  );
  check(
    cents(order.total) ===
      cents(order.subtotal) - cents(order.discount) + cents(order.deliveryFee) + cents(order.codFee),
    `total ${order.total} is not its breakdown ${JSON.stringify(order)}`,
  );
  const again = await place();
  check(
    again.status === 200 && again.json().id === order.id,
    `the same Idempotency-Key answered ${again.status}`,
  );

  await mailbox.waitFor(email, (text) => text.includes(`#${order.id}`));
  const receiptUrl = new URL(order.receiptUrl, 'https://localhost');
  const receipt = await api.get(receiptUrl.pathname + receiptUrl.search);
  check(
    receipt.status === 200 && receipt.buffer.subarray(0, 5).toString() === '%PDF-',
    `the receipt answered ${receipt.status}`,
  );
  return order;
}

/** The exercise library and the programmes, which a production shop must have without demo data. */
export async function trainingContent(api) {
  for (const path of ['/api/gym', '/api/home', '/api/warm', '/api/workouts']) {
    const list = (await api.get(path)).json();
    check(Array.isArray(list) && list.length > 0, `${path} is empty`);
  }
}
