import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TrainerDto } from '@atlas/shared/contract/training';
import { auditLog, products } from '../../db/schema/index';
import { createTrainingTestApp } from '../../test/training-app';
import type { TestContext } from '../../test/test-app';
import { bearer, callAs, quickShoppers, signIn, type CallArgs, type Caller } from '../../test/shoppers';

/** The shared setup of the admin-trainers-*.test.ts files: one app per file, with the training content. */

// Set by the hooks of setUpAdminTrainersApp: read them inside tests and hooks only.
export let t: TestContext;
export let admin: Caller;
export let shopper: Caller;
export let productIds: number[];
export const call = (...args: CallArgs) => callAs(t.app, ...args);

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

export function sendForm(who: Caller | null, method: 'POST' | 'PUT', url: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(who) } });
}

export const png = (width = 900, height = 700) =>
  sharp({ create: { width, height, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();

export const publicList = async (lang = 'en') => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/trainers',
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as TrainerDto[];
};
export const publicTrainer = (id: number, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/trainers/${id}`, headers: { 'accept-language': lang } });

export const auditRows = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

export const base = { name: 'Nour Khaled', bio: 'Strength coach for beginners and returning lifters.' };

/** Registers the file's app (demo content, an admin, a shopper, four product ids) and its closing. */
export function setUpAdminTrainersApp(): void {
  beforeAll(async () => {
    t = await createTrainingTestApp();
    admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
    shopper = (await quickShoppers(t.app, 1, 'trainer-admin'))[0]!;
    productIds = (
      await t.app.db.select({ id: products.id }).from(products).orderBy(products.id).limit(4)
    ).map((r) => r.id);
  });
  afterAll(() => t.close());
}
