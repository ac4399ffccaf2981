import { describe, expect, it } from 'vitest';
import type { AdminTrainerDto } from '@atlas/shared/contract/admin-trainers';
import {
  admin,
  base,
  call,
  publicList,
  sendForm,
  setUpAdminTrainersApp,
  shopper,
} from './admin-trainers-fixtures';

setUpAdminTrainersApp();

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
