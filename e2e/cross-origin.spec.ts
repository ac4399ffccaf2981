import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { freshShopper } from './support/shoppers';

// The e2e server allows this origin (CORS_ORIGINS in playwright.config.ts): a client written
// against the spec, served from another host, talks to our API with real preflights.
const foreignPort = Number(process.env.E2E_PORT ?? 3210) + 81;
const foreignOrigin = `http://127.0.0.1:${foreignPort}`;
let server: Server;

test.beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><html lang="en"><title>Another client</title><p>Another client</p></html>');
  });
  await new Promise<void>((resolve) => server.listen(foreignPort, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('a client on another origin uses PUT and DELETE with its token, reads X-Total-Count and shows our images', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await freshShopper(request, 'cors');

  await page.goto(`${foreignOrigin}/`);
  const outcome = await page.evaluate(
    async ({ api, token, id }) => {
      const auth = { Authorization: `Bearer ${token}` };
      const json = { ...auth, 'Content-Type': 'application/json' };
      const list = await fetch(`${api}/products?limit=2`);
      const products = (await list.json()) as { id: number; image: string }[];
      const put = await fetch(`${api}/users/${id}`, {
        method: 'PUT',
        headers: json,
        body: JSON.stringify({ fName: 'Nour', lName: 'Elsewhere', mobile: '', gender: '' }),
      });
      await fetch(`${api}/favorites/${products[0]!.id}`, { method: 'POST', headers: auth });
      // the spec's shape: a list of product ids
      const listed = (await (await fetch(`${api}/favorites`, { headers: auth })).json()) as unknown;
      const removed = await fetch(`${api}/favorites/${products[0]!.id}`, { method: 'DELETE', headers: auth });
      await fetch(`${api}/cart/add`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ productId: products[0]!.id, selectedFlavor: 'x' }),
      });
      const cleared = await fetch(`${api}/cart`, { method: 'DELETE', headers: auth });
      const imageLoads = await new Promise<boolean>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(true);
        img.onerror = () => resolve(false);
        img.src = products[0]!.image;
      });
      return {
        total: list.headers.get('X-Total-Count'),
        image: products[0]!.image,
        put: put.status,
        lName: ((await put.json()) as { lName: string }).lName,
        removed: removed.status,
        favourites: await removed.json(),
        listed,
        firstId: products[0]!.id,
        cleared: cleared.status,
        imageLoads,
      };
    },
    { api: `${baseURL}/api`, token: session.access_token, id: session.user.id },
  );

  expect(Number(outcome.total)).toBeGreaterThan(2);
  expect(outcome.image.startsWith(`${baseURL}/media/`)).toBe(true);
  expect(outcome.listed).toEqual([outcome.firstId]);
  expect(outcome).toMatchObject({
    put: 200,
    lName: 'Elsewhere',
    removed: 200,
    favourites: [],
    cleared: 200,
    imageLoads: true,
  });
});

test('a client on another origin shows the food pictures and finds the meal plans at its own path', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${foreignOrigin}/`);
  const outcome = await page.evaluate(async (api) => {
    const foods = (await (await fetch(`${api}/foods?limit=1`)).json()) as { image: string }[];
    const image = foods[0]!.image;
    const imageLoads = await new Promise<boolean>((resolve) => {
      const img = new Image();
      img.onload = () => resolve(true);
      img.onerror = () => resolve(false);
      img.src = image;
    });
    const alias = await fetch(`${api}/meal_plans`);
    const ours = await fetch(`${api}/meal-plans`);
    return { image, imageLoads, alias: alias.status, same: (await alias.text()) === (await ours.text()) };
  }, `${baseURL}/api`);

  expect(outcome.image.startsWith(`${baseURL}/assets/foods/`)).toBe(true);
  expect(outcome).toMatchObject({ imageLoads: true, alias: 200, same: true });
});

test('a client on another origin asks for a diet plan without a token, then saves it as the member', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await freshShopper(request, 'cors-diet');
  await page.goto(`${foreignOrigin}/`);
  const outcome = await page.evaluate(
    async ({ api, token, id }) => {
      const form = {
        age: 31,
        weight: 78,
        height: 176,
        waist: 84,
        neck: 37,
        gender: 'male',
        goal: 'lose-weight',
      };
      // the spec's client sends no token here and saves the text itself afterwards
      const plan = await fetch(`${api}/diet-plan`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(form),
      });
      const text = await plan.text();
      const saved = await fetch(`${api}/users/${id}/measurements`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...form, dietPlan: text }),
      });
      return {
        plan: plan.status,
        text,
        saved: saved.status,
        stored: ((await saved.json()) as { dietPlan: string }).dietPlan,
      };
    },
    { api: `${baseURL}/api`, token: session.access_token, id: session.user.id },
  );

  expect(outcome.plan).toBe(200);
  expect(outcome.text).toContain('kcal');
  expect(outcome.saved).toBe(201);
  expect(outcome.stored).toBe(outcome.text);
});
