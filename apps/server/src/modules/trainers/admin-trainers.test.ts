import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminTrainerDto } from '@atlas/shared/contract/admin-trainers';
import type { TrainerDetailsDto, TrainerDto } from '@atlas/shared/contract/training';
import { auditLog, products, trainerFaqs, trainerProducts } from '../../db/schema/index';
import { createTrainingTestApp } from '../../test/training-app';
import type { TestContext } from '../../test/test-app';
import { bearer, callAs, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';

let t: TestContext;
let admin: Caller;
let shopper: Caller;
let productIds: number[];
const call = (...args: CallArgs) => callAs(t.app, ...args);

type Part =
  { name: string; value: string } | { name: string; filename: string; type: string; content: Buffer };

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = '----atlas-trainer-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function sendForm(who: Caller | null, method: 'POST' | 'PUT', url: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(who) } });
}

const png = (width = 900, height = 700) =>
  sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();

const publicList = async (lang = 'en') => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/trainers',
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as TrainerDto[];
};
const publicTrainer = (id: number, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/trainers/${id}`, headers: { 'accept-language': lang } });

const auditRows = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

const base = { name: 'Nour Khaled', bio: 'Strength coach for beginners and returning lifters.' };

beforeAll(async () => {
  t = await createTrainingTestApp();
  admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
  shopper = (await quickShoppers(t.app, 1, 'trainer-admin'))[0]!;
  productIds = (await t.app.db.select({ id: products.id }).from(products).orderBy(products.id).limit(4)).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

describe('who may call the admin trainer routes', () => {
  it('visitor 401, user 403 on the list and every write', async () => {
    const [first] = await publicList();
    const routes = [
      ['GET', '/api/trainers/admin'],
      ['POST', '/api/trainers'],
      ['PUT', `/api/trainers/${first!.id}`],
      ['DELETE', `/api/trainers/${first!.id}`],
    ] as const;
    for (const [method, url] of routes) {
      const body = method === 'POST' || method === 'PUT' ? base : undefined;
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(shopper, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    // nothing changed
    expect((await publicList()).find((x) => x.id === first!.id)!.name).toBe(first!.name);
    const form = await sendForm(shopper, 'POST', '/api/trainers', [
      { name: 'name', value: 'X' },
      { name: 'bio', value: 'Y' },
    ]);
    expect(form.statusCode).toBe(403);
  });
});

describe('GET /trainers/admin', () => {
  it('lists newest first in both languages with FAQs, named products and the total', async () => {
    const res = await call(admin, 'GET', '/api/trainers/admin');
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json() as AdminTrainerDto[];
    const publicAll = await publicList();
    expect(Number(res.headers['x-total-count'])).toBe(publicAll.length);
    expect(all.length).toBe(Math.min(20, publicAll.length));
    expect(all.map((x) => x.id)).toEqual(
      [...publicAll]
        .reverse()
        .map((x) => x.id)
        .slice(0, 20),
    );
    const omar =
      all.find((x) => x.name === 'Omar Hassan') ??
      (await call(admin, 'GET', '/api/trainers/admin?type=name&query=omar')).json()[0];
    expect(omar.nameAr).toMatch(/[\u0600-\u06ff]/);
    expect(omar.bioAr).toMatch(/[\u0600-\u06ff]/);
    expect(omar.image).toMatch(/^http:\/\/localhost:80\/media\//);
    expect(omar.faq[0]).toEqual({
      question: expect.any(String),
      questionAr: expect.stringMatching(/[\u0600-\u06ff]/),
      answer: expect.any(String),
      answerAr: expect.stringMatching(/[\u0600-\u06ff]/),
    });
    expect(omar.products[0]).toEqual({ id: expect.any(Number), name: '100% Whey Protein' });
  });

  it('pages and searches by name (either language) or id', async () => {
    const total = Number((await call(admin, 'GET', '/api/trainers/admin')).headers['x-total-count']);
    const page2 = await call(admin, 'GET', '/api/trainers/admin?limit=5&page=2');
    const page1 = await call(admin, 'GET', '/api/trainers/admin?limit=5&page=1');
    expect(page2.json()).toHaveLength(Math.min(5, total - 5));
    expect(page2.json()[0].id).toBeLessThan(page1.json()[4].id);

    const byName = (await call(admin, 'GET', '/api/trainers/admin?type=name&query=SALMA')).json();
    expect(byName.map((x: AdminTrainerDto) => x.name)).toEqual(['Salma Adel']);
    const arabic = byName[0].nameAr as string;
    const byArabic = await call(
      admin,
      'GET',
      `/api/trainers/admin?type=name&query=${encodeURIComponent(arabic)}`,
    );
    expect(byArabic.json().map((x: AdminTrainerDto) => x.id)).toEqual([byName[0].id]);
    const byId = await call(admin, 'GET', `/api/trainers/admin?type=id&query=${byName[0].id}`);
    expect(byId.json().map((x: AdminTrainerDto) => x.id)).toEqual([byName[0].id]);
    expect(byId.headers['x-total-count']).toBe('1');
    // the default type is name; LIKE wildcards are literal; an id that is not one finds nothing
    expect((await call(admin, 'GET', '/api/trainers/admin?query=salma')).json()).toHaveLength(1);
    expect((await call(admin, 'GET', '/api/trainers/admin?query=%25')).json()).toHaveLength(0);
    for (const junk of ['abc', '99999999999999', '-1', '0']) {
      const res = await call(admin, 'GET', `/api/trainers/admin?type=id&query=${junk}`);
      expect(res.statusCode, junk).toBe(200);
      expect(res.json(), junk).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    }
    for (const bad of ['page=0', 'limit=0', 'limit=101', 'page=x'])
      expect((await call(admin, 'GET', `/api/trainers/admin?${bad}`)).statusCode, bad).toBe(400);
  });
});

describe('POST /trainers', () => {
  it('creates from multipart form data with an uploaded PNG; the public directory shows it at once', async () => {
    const res = await sendForm(admin, 'POST', '/api/trainers', [
      { name: 'name', value: '  Youssef Samir ' },
      { name: 'bio', value: 'Powerlifting coach.\nTen years on the platform.' },
      { name: 'image', filename: 'youssef.png', type: 'image/png', content: await png() },
      {
        name: 'faq',
        value: JSON.stringify([{ question: 'Do you coach online?', answer: 'Yes, worldwide.' }]),
      },
      { name: 'products', value: JSON.stringify([{ id: productIds[0] }, { id: productIds[1] }]) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminTrainerDto;
    expect(created).toMatchObject({
      name: 'Youssef Samir',
      nameAr: '',
      bio: 'Powerlifting coach.\nTen years on the platform.',
      bioAr: '',
      faq: [{ question: 'Do you coach online?', questionAr: '', answer: 'Yes, worldwide.', answerAr: '' }],
      products: [{ id: productIds[0] }, { id: productIds[1] }],
    });
    expect(created.image).toMatch(/^http:\/\/localhost:80\/media\/trainers\/.+\.640x640\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: new URL(created.image).pathname });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 640,
      height: 640,
    });

    // the very next public requests see it, in Arabic with the English texts as the fallback
    const listed = (await publicList()).find((x) => x.id === created.id);
    expect(listed).toMatchObject({
      name: 'Youssef Samir',
      image: created.image,
      products: [{ id: productIds[0] }, { id: productIds[1] }],
    });
    const arabic = (await publicList('ar')).find((x) => x.id === created.id)!;
    expect(arabic.name).toBe('Youssef Samir');
    expect(arabic.faq).toEqual([{ question: 'Do you coach online?', answer: 'Yes, worldwide.' }]);
    const details = (await publicTrainer(created.id)).json() as TrainerDetailsDto;
    expect(details.products.map((p) => p.id)).toEqual([productIds[0], productIds[1]]);

    const [audit] = await auditRows('trainer.create', created.id);
    expect(audit).toMatchObject({ entity: 'trainer', actorEmail: 'admin@atlas.demo', before: null });
    expect(audit!.after).toMatchObject({
      nameEn: 'Youssef Samir',
      faq: [{ questionEn: 'Do you coach online?' }],
      productIds: [productIds[0], productIds[1]],
    });
  });

  it('creates from the bare form the spec sends (name, bio, no image)', async () => {
    const res = await sendForm(admin, 'POST', '/api/trainers', [
      { name: 'name', value: 'Hana Magdy' },
      { name: 'bio', value: 'Mobility and yoga.' },
      { name: 'image', filename: '', type: 'application/octet-stream', content: Buffer.alloc(0) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Hana Magdy', image: '', faq: [], products: [] });
  });

  it('creates from JSON with Arabic texts and an image URL (our own media kept as a path)', async () => {
    const res = await call(admin, 'POST', '/api/trainers', {
      ...base,
      nameAr: 'نور خالد',
      bioAr: 'مدربة قوة للمبتدئين.',
      specialty: 'Strength',
      specialtyAr: 'القوة',
      image: 'http://localhost:3000/media/trainers/nour.webp',
      faq: [{ question: 'Q1?', answer: 'A1.', questionAr: 'س١؟', answerAr: 'ج١.' }],
      products: [productIds[2], { id: productIds[3] }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as AdminTrainerDto;
    expect(created.image).toBe('http://localhost:80/media/trainers/nour.webp');
    expect(created.products.map((p) => p.id)).toEqual([productIds[2], productIds[3]]);
    const [audit] = await auditRows('trainer.create', created.id);
    expect((audit!.after as { image: string }).image).toBe('/media/trainers/nour.webp');
    const arabic = (await publicList('ar')).find((x) => x.id === created.id)!;
    expect(arabic).toMatchObject({ name: 'نور خالد', bio: 'مدربة قوة للمبتدئين.', specialty: 'القوة' });
    expect(arabic.faq).toEqual([{ question: 'س١؟', answer: 'ج١.' }]);

    const external = await call(admin, 'POST', '/api/trainers', {
      ...base,
      image: 'https://cdn.example.com/p.jpg',
    });
    expect(external.json().image).toBe('https://cdn.example.com/p.jpg');
  });
});

describe('validation (JSON and multipart alike)', () => {
  const fieldsOf = (res: { json(): unknown }) => (res.json() as { fields: Record<string, string> }).fields;

  it('name and bio are required', async () => {
    for (const body of [{}, { name: '   ', bio: '' }, { name: null, bio: 5 }]) {
      const res = await call(admin, 'POST', '/api/trainers', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(fieldsOf(res)).toMatchObject({ name: 'Name is required', bio: 'Bio is required' });
    }
    const form = await sendForm(admin, 'POST', '/api/trainers', [{ name: 'name', value: ' ' }]);
    expect(form.statusCode).toBe(400);
    expect(fieldsOf(form)).toMatchObject({ name: 'Name is required', bio: 'Bio is required' });
    const [someone] = await publicList();
    const put = await call(admin, 'PUT', `/api/trainers/${someone!.id}`, { name: 'X' });
    expect(fieldsOf(put)).toEqual({ bio: 'Bio is required' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/trainers', headers: bearer(admin) });
    expect(empty.statusCode).toBe(400);
    expect(fieldsOf(empty)).toMatchObject({ name: 'Name is required' });
  });

  it('limits lengths and refuses control characters and odd image URLs', async () => {
    const cases: [object, string, string][] = [
      [{ ...base, name: 'x'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
      [{ ...base, bio: 'x'.repeat(5001) }, 'bio', 'Bio must be at most 5000 characters'],
      [{ ...base, name: 'A\u0000B' }, 'name', 'must not contain control characters'],
      [
        { ...base, image: 'javascript:alert(1)' },
        'image',
        'The image must be an http(s) URL or a /media/ path',
      ],
      [{ ...base, image: '/etc/passwd' }, 'image', 'The image must be an http(s) URL or a /media/ path'],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(admin, 'POST', '/api/trainers', body);
      expect(res.statusCode, field).toBe(400);
      expect(fieldsOf(res)[field], field).toBe(message);
    }
  });

  it('a FAQ needs both a question and an answer', async () => {
    const res = await call(admin, 'POST', '/api/trainers', {
      ...base,
      faq: [{ question: 'Only a question' }, { question: ' ', answer: 'Only an answer' }, 'junk'],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual({
      'faq.0.answer': 'Please provide both a question and an answer',
      'faq.1.question': 'Please provide both a question and an answer',
      'faq.2': 'Please provide both a question and an answer',
    });
  });

  it('every product must exist, once', async () => {
    const totalBefore = (await call(admin, 'GET', '/api/trainers/admin')).headers['x-total-count'];
    const dup = await call(admin, 'POST', '/api/trainers', {
      ...base,
      products: [productIds[0], { id: productIds[0] }],
    });
    expect(dup.statusCode).toBe(400);
    expect(fieldsOf(dup)).toEqual({ 'products.1': 'This product is already associated with this trainer' });
    const unknown = await call(admin, 'POST', '/api/trainers', {
      ...base,
      products: [productIds[0], 987654],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Product 987654 does not exist');
    expect(fieldsOf(unknown)).toEqual({ 'products.1': 'Product 987654 does not exist' });
    const bad = await call(admin, 'POST', '/api/trainers', { ...base, products: ['abc', -1, { id: 1.5 }] });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(bad))).toEqual(['products.0', 'products.1', 'products.2']);
    // none of the refused requests wrote anything
    expect((await call(admin, 'GET', '/api/trainers/admin')).headers['x-total-count']).toBe(totalBefore);
  });

  it('multipart: JSON fields must be JSON, uploads must be images of at most 5 MB in the field "image"', async () => {
    const fields = [
      { name: 'name', value: 'Form Trainer' },
      { name: 'bio', value: 'A bio.' },
    ];
    const badJson = await sendForm(admin, 'POST', '/api/trainers', [
      ...fields,
      { name: 'faq', value: '[{"question":' },
    ]);
    expect(badJson.statusCode).toBe(400);
    expect(fieldsOf(badJson)).toEqual({ faq: 'faq must be valid JSON' });
    const badProducts = await sendForm(admin, 'POST', '/api/trainers', [
      ...fields,
      { name: 'products', value: 'one,two' },
    ]);
    expect(fieldsOf(badProducts)).toEqual({ products: 'products must be valid JSON' });

    const text = await sendForm(admin, 'POST', '/api/trainers', [
      ...fields,
      {
        name: 'image',
        filename: 'x.png',
        type: 'image/png',
        content: Buffer.from('<svg onload="alert(1)"/>'),
      },
    ]);
    expect(text.statusCode).toBe(415);
    const big = await sendForm(admin, 'POST', '/api/trainers', [
      ...fields,
      {
        name: 'image',
        filename: 'big.png',
        type: 'image/png',
        content: Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      },
    ]);
    expect(big.statusCode).toBe(413);
    const wrongField = await sendForm(admin, 'POST', '/api/trainers', [
      ...fields,
      { name: 'photo', filename: 'p.png', type: 'image/png', content: await png(10, 10) },
    ]);
    expect(wrongField.statusCode).toBe(400);
    const twoFiles = await sendForm(admin, 'POST', '/api/trainers', [
      ...fields,
      { name: 'image', filename: 'a.png', type: 'image/png', content: await png(10, 10) },
      { name: 'image', filename: 'b.png', type: 'image/png', content: await png(10, 10) },
    ]);
    expect(twoFiles.statusCode).toBe(413);
    // a part that says it is JSON and is not
    const boundary = 'b0undary';
    const declared = await t.app.inject({
      method: 'POST',
      url: '/api/trainers',
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="faq"\r\nContent-Type: application/json\r\n\r\n{nope\r\n--${boundary}--\r\n`,
    });
    expect(declared.statusCode).toBe(400);
    const after = await call(admin, 'GET', '/api/trainers/admin?query=Form%20Trainer');
    expect(after.json()).toEqual([]);
  });
});

describe('PUT /trainers/{id}', () => {
  let id: number;
  beforeAll(async () => {
    const res = await call(admin, 'POST', '/api/trainers', {
      name: 'Edit Me',
      nameAr: 'عدلني',
      bio: 'Before.',
      bioAr: 'قبل.',
      faq: [
        { question: 'Keep?', answer: 'Yes.', questionAr: 'نبقي؟', answerAr: 'نعم.' },
        { question: 'Drop?', answer: 'Yes.' },
      ],
      products: [productIds[0]],
    });
    id = res.json().id;
  });

  it('replaces texts, FAQs and products in one go; the public pages show it at once; audited', async () => {
    const res = await call(admin, 'PUT', `/api/trainers/${id}`, {
      name: 'Edited',
      nameAr: 'معدل',
      bio: 'After.',
      bioAr: 'بعد.',
      faq: [
        { question: 'New?', answer: 'Brand new.', questionAr: 'جديد؟', answerAr: 'جديد تماما.' },
        { question: 'Keep?', answer: 'Yes.', questionAr: 'نبقي؟', answerAr: 'نعم.' },
      ],
      products: [{ id: productIds[2] }, { id: productIds[1] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'Edited',
      nameAr: 'معدل',
      faq: [{ question: 'New?' }, { question: 'Keep?' }],
      products: [{ id: productIds[2] }, { id: productIds[1] }],
    });
    const details = (await publicTrainer(id)).json() as TrainerDetailsDto;
    expect(details.name).toBe('Edited');
    expect(details.faq.map((f) => f.question)).toEqual(['New?', 'Keep?']);
    expect(details.products.map((p) => p.id)).toEqual([productIds[2], productIds[1]]);
    expect((await publicList('ar')).find((x) => x.id === id)!.name).toBe('معدل');

    const [audit] = await auditRows('trainer.update', id);
    expect(audit!.before).toMatchObject({
      nameEn: 'Edit Me',
      productIds: [productIds[0]],
      faq: [{ questionEn: 'Keep?' }, { questionEn: 'Drop?' }],
    });
    expect(audit!.after).toMatchObject({ nameEn: 'Edited', productIds: [productIds[2], productIds[1]] });
  });

  it("from the spec's client (English only): translations are kept, a FAQ's by its English text", async () => {
    const res = await call(admin, 'PUT', `/api/trainers/${id}`, {
      name: 'Edited',
      bio: 'After, again.',
      faq: [{ question: 'Keep?', answer: 'Yes.' }],
      products: [{ id: productIds[1] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      nameAr: 'معدل',
      bioAr: 'بعد.',
      faq: [{ question: 'Keep?', questionAr: 'نبقي؟', answer: 'Yes.', answerAr: 'نعم.' }],
    });
    // blank clears a translation: the English text is then read in Arabic
    const cleared = await call(admin, 'PUT', `/api/trainers/${id}`, {
      name: 'Edited',
      bio: 'After.',
      nameAr: '',
    });
    expect(cleared.json()).toMatchObject({ nameAr: '', faq: [], products: [] });
    expect((await publicList('ar')).find((x) => x.id === id)!.name).toBe('Edited');
  });

  it('multipart: replaces the image, with faq and products as JSON strings; without them the lists are empty', async () => {
    const res = await sendForm(admin, 'PUT', `/api/trainers/${id}`, [
      { name: 'name', value: 'Edited' },
      { name: 'bio', value: 'With a photo.' },
      { name: 'image', filename: 'new.jpg', type: 'image/jpeg', content: await png(300, 300) },
      { name: 'faq', value: JSON.stringify([{ question: 'Photo?', answer: 'New.' }]) },
      { name: 'products', value: JSON.stringify([{ id: productIds[3] }]) },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const withPhoto = res.json() as AdminTrainerDto;
    expect(withPhoto.image).toMatch(/\/media\/trainers\/.+\.webp$/);
    expect(withPhoto.faq).toHaveLength(1);
    expect(withPhoto.products.map((p) => p.id)).toEqual([productIds[3]]);

    const bare = await sendForm(admin, 'PUT', `/api/trainers/${id}`, [
      { name: 'name', value: 'Edited' },
      { name: 'bio', value: 'No lists.' },
    ]);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ image: withPhoto.image, faq: [], products: [] });
    const none = await call(admin, 'PUT', `/api/trainers/${id}`, { name: 'Edited', bio: 'x', image: null });
    expect(none.json().image).toBe('');
  });

  it('answers 404 for a trainer that does not exist, and 400 for an id that is not one', async () => {
    const missing = await call(admin, 'PUT', '/api/trainers/999999', base);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Trainer not found');
    const missingForm = await sendForm(admin, 'PUT', '/api/trainers/999999', [
      { name: 'name', value: 'X' },
      { name: 'bio', value: 'Y' },
      { name: 'image', filename: 'x.png', type: 'image/png', content: await png(20, 20) },
    ]);
    expect(missingForm.statusCode).toBe(404);
    for (const bad of ['abc', '0', '1.5', '99999999999'])
      expect((await call(admin, 'PUT', `/api/trainers/${bad}`, base)).statusCode, bad).toBe(400);
  });

  it('refuses an unknown or repeated product and keeps the trainer as it was', async () => {
    const before = (await call(admin, 'GET', `/api/trainers/admin?type=id&query=${id}`)).json()[0];
    const unknown = await call(admin, 'PUT', `/api/trainers/${id}`, {
      name: 'Changed',
      bio: 'x',
      products: [424242],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Product 424242 does not exist');
    const dup = await call(admin, 'PUT', `/api/trainers/${id}`, {
      name: 'Changed',
      bio: 'x',
      products: [productIds[0], productIds[0]],
    });
    expect(dup.json().fields['products.1']).toBe('This product is already associated with this trainer');
    expect((await call(admin, 'GET', `/api/trainers/admin?type=id&query=${id}`)).json()[0]).toEqual(before);
  });
});

describe('DELETE /trainers/{id}', () => {
  it('deletes the trainer with its FAQs and product links; audited; gone from the directory at once', async () => {
    const created = (
      await call(admin, 'POST', '/api/trainers', {
        ...base,
        name: 'Delete Me',
        faq: [{ question: 'Q?', answer: 'A.' }],
        products: [productIds[0]],
      })
    ).json() as AdminTrainerDto;
    expect((await publicTrainer(created.id)).statusCode).toBe(200);
    const res = await call(admin, 'DELETE', `/api/trainers/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Trainer has been deleted' });
    expect((await publicTrainer(created.id)).statusCode).toBe(404);
    expect((await publicList()).some((x) => x.id === created.id)).toBe(false);
    const leftovers = await t.app.db.execute(
      sql`select (select count(*) from ${trainerFaqs} where trainer_id = ${created.id})::int as faqs,
                 (select count(*) from ${trainerProducts} where trainer_id = ${created.id})::int as links`,
    );
    expect((leftovers as unknown as { rows: unknown[] }).rows[0]).toEqual({ faqs: 0, links: 0 });
    const [audit] = await auditRows('trainer.delete', created.id);
    expect(audit).toMatchObject({
      after: null,
      before: { nameEn: 'Delete Me', productIds: [productIds[0]] },
    });
    const again = await call(admin, 'DELETE', `/api/trainers/${created.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Trainer not found');
  });
});

describe('junk input', () => {
  it('is a 4xx, never a 5xx', async () => {
    const [someone] = await publicList();
    const bodies: unknown[] = [
      [],
      'text',
      42,
      { name: {}, bio: [] },
      { ...base, faq: {} },
      { ...base, faq: [null] },
      { ...base, faq: [{ question: 'q'.repeat(301), answer: 'a' }] },
      { ...base, products: [{ id: '1e400' }] },
      { ...base, products: Array.from({ length: 51 }, (_, i) => i + 1) },
      { ...base, faq: Array.from({ length: 51 }, () => ({ question: 'q', answer: 'a' })) },
      { ...base, image: 42 },
      { ...base, nameAr: 'x'.repeat(101) },
    ];
    for (const body of bodies) {
      for (const [method, url] of [
        ['POST', '/api/trainers'],
        ['PUT', `/api/trainers/${someone!.id}`],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...bearer(admin), 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(res.statusCode, `${method} ${JSON.stringify(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
      }
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/trainers',
      headers: { ...bearer(admin), 'content-type': 'multipart/form-data; boundary=zzz' },
      payload: '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    const proto = await sendForm(admin, 'POST', '/api/trainers', [{ name: '__proto__', value: '{}' }]);
    expect(proto.statusCode).toBe(400);
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/trainers',
      headers: { ...bearer(admin), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a&bio=b',
    });
    expect(urlencoded.statusCode).toBe(415);
    // the seed trainer is untouched
    expect((await publicList()).find((x) => x.id === someone!.id)!.name).toBe(someone!.name);
  });
});
