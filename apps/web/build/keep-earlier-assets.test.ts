// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { build } from 'vite';
import { KEEP_EARLIER_FILES_MS, keepEarlierAssets, sortEarlierFiles } from './keep-earlier-assets';
import { precompress } from './precompress';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 5, 1);

describe('the rule for files of earlier builds', () => {
  it("keeps the previous build's files, with their .br and .gz, from the build that replaced them", () => {
    const present = [
      'static/page-NEW.js',
      'static/page-OLD.js',
      'static/page-OLD.js.br',
      'static/page-OLD.js.gz',
    ];
    const { keep, remove } = sortEarlierFiles(present, new Set(['static/page-NEW.js']), {}, now);
    expect(remove).toEqual([]);
    expect(keep).toEqual({ 'static/page-OLD.js': now });
  });

  it('removes a file, with its .br and .gz, once it has been out of the build for the window', () => {
    const present = [
      'static/a-1.js',
      'static/a-1.js.br',
      'static/a-1.js.gz',
      'static/b-2.css',
      'static/c-3.woff2',
    ];
    const leftBuild = {
      'static/a-1.js': now - KEEP_EARLIER_FILES_MS,
      'static/b-2.css': now - 8 * DAY,
      'static/c-3.woff2': now - 6 * DAY,
    };
    const { keep, remove } = sortEarlierFiles(present, new Set(), leftBuild, now);
    expect(remove).toEqual(['static/a-1.js', 'static/a-1.js.br', 'static/a-1.js.gz', 'static/b-2.css']);
    // counted from the build that replaced it, not restarted by the builds since
    expect(keep).toEqual({ 'static/c-3.woff2': now - 6 * DAY });
  });

  it('forgets a file that is in the build again', () => {
    const { keep, remove } = sortEarlierFiles(
      ['static/a-1.js'],
      new Set(['static/a-1.js']),
      { 'static/a-1.js': now - 30 * DAY },
      now,
    );
    expect(remove).toEqual([]);
    expect(keep).toEqual({});
  });
});

describe('building twice', () => {
  let root: string;
  const dist = () => join(root, 'dist');
  const builtFiles = () => readdirSync(join(dist(), 'static')).sort();
  // a page's lazily loaded part, above precompress's threshold so it gets its .br and .gz
  const writePart = (text: string) =>
    writeFileSync(join(root, 'part.js'), `export const text = ${JSON.stringify(text.repeat(200))};\n`);
  const viteBuild = () =>
    build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [keepEarlierAssets(), precompress()],
      build: { assetsDir: 'static', manifest: true },
    });
  const manifestFiles = () =>
    Object.values(
      JSON.parse(readFileSync(join(dist(), '.vite/manifest.json'), 'utf8')) as Record<
        string,
        { file: string }
      >,
    ).map((chunk) => chunk.file);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'atlas-keep-assets-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>');
    writeFileSync(join(root, 'main.js'), "import('./part.js').then((m) => console.log(m.text));\n");
    mkdirSync(join(root, 'public'));
    writeFileSync(join(root, 'public/robots.txt'), 'User-agent: *\n');
  });
  afterEach(() => {
    vi.useRealTimers();
    rmSync(root, { recursive: true, force: true });
  });

  it("keeps the first build's hashed files beside the second's, and removes them a week later", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    writePart('first build ');
    await viteBuild();
    const first = builtFiles().filter((f) => f.startsWith('part-'));
    expect(first).toHaveLength(3); // the script, its .br and its .gz

    writePart('second build ');
    writeFileSync(join(dist(), 'left-over.txt'), 'not part of any build');
    vi.setSystemTime(now + DAY);
    await viteBuild();
    const second = builtFiles().filter((f) => f.startsWith('part-') && !first.includes(f));
    expect(second).toHaveLength(3);
    for (const file of first) expect(existsSync(join(dist(), 'static', file)), file).toBe(true);
    // the rest of the folder is emptied as Vite would, and the manifest names only the new build
    expect(existsSync(join(dist(), 'left-over.txt'))).toBe(false);
    expect(existsSync(join(dist(), 'robots.txt'))).toBe(true);
    expect(manifestFiles()).toContain(`static/${second.find((f) => f.endsWith('.js'))}`);
    expect(manifestFiles()).not.toContain(`static/${first.find((f) => f.endsWith('.js'))}`);

    // another build within the week keeps them; the first after it removes them
    vi.setSystemTime(now + 7 * DAY);
    await viteBuild();
    for (const file of first) expect(existsSync(join(dist(), 'static', file)), file).toBe(true);
    vi.setSystemTime(now + 8 * DAY);
    await viteBuild();
    for (const file of first) expect(existsSync(join(dist(), 'static', file)), file).toBe(false);
    for (const file of second) expect(existsSync(join(dist(), 'static', file)), file).toBe(true);
  });
});
