import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { loadEnv } from '../../env';
import { planRestore, restoreBackup } from '../../db/backup/restore-backup';
import { verifyBackup } from '../../db/backup/read-backup';
import { writeBackup } from '../../db/backup/write-backup';
import { seedDemoAccounts } from '../../db/seed/demo-accounts';
import { seedDemoCatalogue } from '../../db/seed/demo-catalogue';
import { multipartBody } from '../../test/multipart-body';
import { startFakeS3, type FakeS3 } from '../../test/fake-s3';
import { startOtherProcess, type OtherProcess } from '../../test/other-process';
import { bearer, signIn, type Caller } from '../../test/shoppers';
import { createTestApp, type TestContext } from '../../test/test-app';
import { cachedStore } from './cached-store';
import { configuredFileStore } from './configured-store';
import { diskStore } from './disk-store';
import type { FileStore, OpenedFile } from './file-store';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
}, 30_000);
afterAll(() => s3.stop());

async function drain(opened: OpenedFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(opened.body, new Writable({ write: (c, _e, done) => (chunks.push(c), done()) }));
  return Buffer.concat(chunks);
}

const stores: [string, () => FileStore][] = [
  ['disk', () => diskStore(mkdtempSync(join(tmpdir(), 'atlas-files-')))],
  [
    'an S3 bucket',
    () => configuredFileStore(loadEnv({ NODE_ENV: 'test', ...s3.env, S3_PREFIX: `t${Date.now()}` })),
  ],
];

describe.each(stores)('a file store on %s', (_name, make) => {
  let files: FileStore;
  beforeAll(() => {
    files = make();
  });

  it('puts, gets, opens with an entity tag, lists and deletes', async () => {
    await files.put('media/a/one.svg', '<svg/>');
    await files.put('media/a/b/two.webp', Buffer.from([1, 2, 3]));
    await files.put('imports/x/file.csv', 'a,b');
    expect((await files.get('media/a/one.svg'))?.toString()).toBe('<svg/>');
    expect(await files.get('media/none.svg')).toBeNull();
    expect(await files.list('media/')).toEqual(['media/a/b/two.webp', 'media/a/one.svg']);

    const opened = await files.open('media/a/b/two.webp');
    if (!opened || opened === 'not-modified') throw new Error('not opened');
    expect(await drain(opened)).toEqual(Buffer.from([1, 2, 3]));
    expect(opened.etag).toMatch(/^".+"$/);
    expect(await files.open('media/a/b/two.webp', opened.etag)).toBe('not-modified');
    expect(await files.open('media/none.svg')).toBeNull();

    await files.put('media/a/one.svg', '<svg id="2"/>');
    expect((await files.get('media/a/one.svg'))?.toString()).toBe('<svg id="2"/>');
    await files.delete(['media/a/one.svg', 'media/never-there.svg']);
    expect(await files.list('media/')).toEqual(['media/a/b/two.webp']);
  });

  it('refuses a key that could leave its folder or prefix', async () => {
    for (const key of ['../x', 'media/../../x', '/etc/passwd', 'media/a\\b', 'media/', ''])
      await expect(files.put(key, 'x')).rejects.toThrow(/unsafe file key/);
  });
});

describe('the cache in front of a store', () => {
  it('answers small files from memory, forgets what this process changes, streams large ones', async () => {
    const inner = diskStore(mkdtempSync(join(tmpdir(), 'atlas-cached-')));
    const files = cachedStore(inner, { maxBytes: 1000, maxFileBytes: 100, ttlMs: 60_000 });
    await files.put('media/small.svg', '<svg/>');
    await inner.put('media/large.webp', Buffer.alloc(200, 1));
    const first = await files.open('media/small.svg');
    if (!first || first === 'not-modified') throw new Error('not opened');
    expect((await drain(first)).toString()).toBe('<svg/>');
    expect(await files.open('media/small.svg', first.etag)).toBe('not-modified');

    // another machine deletes it: this one answers from memory until the entry's time is up
    await inner.delete(['media/small.svg']);
    const remembered = await files.open('media/small.svg');
    if (!remembered || remembered === 'not-modified') throw new Error('not remembered');
    expect((await drain(remembered)).toString()).toBe('<svg/>');
    // what this process writes or deletes is never answered stale
    await files.put('media/small.svg', '<svg id="new"/>');
    const fresh = await files.open('media/small.svg');
    if (!fresh || fresh === 'not-modified') throw new Error('not opened');
    expect((await drain(fresh)).toString()).toBe('<svg id="new"/>');
    await files.delete(['media/small.svg']);
    expect(await files.open('media/small.svg')).toBeNull();

    // a file above the limit comes from the store each time
    await files.open('media/large.webp');
    await inner.delete(['media/large.webp']);
    expect(await files.open('media/large.webp')).toBeNull();
  });
});

describe('backups with the files in a bucket', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp({ env: { ...s3.env, S3_PREFIX: 'backup-test' } });
    await seedDemoCatalogue(t.app.db, t.app.files);
  }, 120_000);
  afterAll(() => t.close());

  it('a backup carries the bucket’s media and a restore puts them back, removing the others', async () => {
    const media = await t.app.files.list('media/');
    expect(media.length).toBeGreaterThan(40);
    expect(existsSync(join(t.env.DATA_DIR, 'media'))).toBe(false);
    const dir = mkdtempSync(join(tmpdir(), 'atlas-backup-'));
    try {
      const file = join(dir, 'shop.jsonl.gz');
      const summary = await writeBackup(t.database, t.app.files, file);
      expect(summary.mediaFiles).toBe(media.length);

      const lost = media[0]!;
      const original = await t.app.files.get(lost);
      await t.app.files.delete([lost]);
      await t.app.files.put('media/stray/left-behind.webp', Buffer.from([9]));

      await restoreBackup(t.database, t.app.files, await planRestore(t.database, await verifyBackup(file)));
      expect(await t.app.files.get(lost)).toEqual(original);
      expect(await t.app.files.list('media/')).toEqual(media);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two server processes sharing PostgreSQL, Redis and a bucket',
  () => {
    let t: TestContext;
    let other: OtherProcess;
    let admin: Caller;
    beforeAll(async () => {
      const shared = {
        ...s3.env,
        S3_PREFIX: 'two-machines',
        ...(process.env.TEST_REDIS_URL
          ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_PREFIX: `atlas-files-${process.pid}:` }
          : {}),
      };
      t = await createTestApp({ env: shared });
      await seedDemoAccounts(t.app.db);
      await seedDemoCatalogue(t.app.db, t.app.files);
      admin = await signIn(t.app, 'admin@atlas.demo', 'Admin@2026');
      // its own empty data folder: whatever it serves comes from the bucket
      other = await startOtherProcess(t, shared);
    }, 180_000);
    afterAll(async () => {
      await other?.stop();
      await t?.close();
    });

    it('an image uploaded through one is served by the other', async () => {
      const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2a9d8f' } })
        .png()
        .toBuffer();
      const body = multipartBody([
        { name: 'image', filename: 'tub.png', contentType: 'image/png', content: png },
      ]);
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/admin/images?kind=product',
        headers: { ...bearer(admin), ...body.headers },
        payload: body.payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const path = new URL((uploaded.json() as { url: string }).url, 'http://x').pathname;
      const here = await t.app.inject({ url: path });
      const there = await fetch(`${other.url}${path}`);
      expect(there.status).toBe(200);
      expect(there.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await there.arrayBuffer())).toEqual(here.rawPayload);
      expect(existsSync(join(t.env.DATA_DIR, 'media'))).toBe(false);
    });

    it('an import file kept by one is downloadable from the other', async () => {
      const exported = await t.app.inject({
        url: '/api/products/admin/export?format=csv',
        headers: bearer(admin),
      });
      expect(exported.statusCode).toBe(200);
      const rows = parse(exported.rawPayload, { bom: true, columns: true }) as Record<string, string>[];
      expect(rows.length).toBeGreaterThan(0);
      const send = (url: string) => {
        const body = multipartBody([
          { name: 'file', filename: 'catalogue.csv', contentType: 'text/csv', content: exported.rawPayload },
        ]);
        return t.app.inject({
          method: 'POST',
          url,
          headers: { ...bearer(admin), ...body.headers },
          payload: body.payload,
        });
      };
      const preview = await send('/api/products/admin/import/preview?mode=full');
      expect(preview.statusCode, preview.body).toBe(200);
      const { fingerprint } = preview.json() as { fingerprint: string };
      const applied = await send(`/api/products/admin/import?mode=full&expect=${fingerprint}`);
      expect(applied.statusCode, applied.body).toBe(200);
      const kept = (await t.app.files.list('imports/')).find((key) => key.endsWith('/file.csv'));
      expect(kept).toBeDefined();
      const [, stamp] = kept!.split('/');
      const there = await fetch(`${other.url}/api/admin/imports/${stamp}/file.csv`, {
        headers: bearer(admin),
      });
      expect(there.status).toBe(200);
      expect(Buffer.from(await there.arrayBuffer())).toEqual(exported.rawPayload);
    });
  },
);
