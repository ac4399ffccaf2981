import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATE_PART_FILES, PART_FILES } from './part-files';

const web = resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}

describe('PART_FILES and LATE_PART_FILES', () => {
  it('names the file of every lazyPart in the app, and only files that exist', () => {
    const found: string[] = [];
    for (const file of sources(join(web, 'src'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(
        /lazyPart\(\s*async \(\) => \(await import\('([^']+)'\)\)/g,
      )) {
        found.push(relative(web, resolve(dirname(file), m[1]!)) + '.tsx');
      }
    }
    expect(found.length).toBeGreaterThan(0);
    const listed = [...PART_FILES, ...LATE_PART_FILES];
    expect([...found].sort()).toEqual([...listed].sort());
    for (const file of listed) expect(existsSync(join(web, file)), file).toBe(true);
  });
});
