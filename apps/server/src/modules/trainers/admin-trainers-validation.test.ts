import { describe, expect, it } from 'vitest';
import { bearer } from '../../test/shoppers';
import {
  admin,
  base,
  call,
  png,
  productIds,
  publicList,
  sendForm,
  setUpAdminTrainersApp,
  t,
} from './admin-trainers-fixtures';

setUpAdminTrainersApp();

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
