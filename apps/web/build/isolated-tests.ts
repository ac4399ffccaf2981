import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
const MOCKS = /\bvi\.mock\(/;
// `from './x'`, `from '../x'`, `from '@/x'` (the app's alias for src/)
const LOCAL_IMPORT = /\bfrom\s+'((?:\.{1,2}|@)\/[^']+)'/g;

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string, root: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((path) => SOURCE.test(path) && existsSync(path));
}

/**
 * The test files (relative to `root`) that need a module registry of their own: those that mock a
 * module (`vi.mock`), in their own text or in a local file they import (a shared fixture). A mock
 * takes effect only where the module is not loaded yet, and the other test files share their
 * worker's loaded modules (`isolate: false`), which halves the web suite's time.
 */
export function isolatedTests(root: string, dirs: string[]): string[] {
  const files = dirs.flatMap((dir) => sources(join(root, dir)));
  const text = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const mocks = (file: string) => MOCKS.test(text.get(file) ?? '');
  return files
    .filter((file) => TEST.test(file))
    .filter(
      (file) =>
        mocks(file) ||
        [...text.get(file)!.matchAll(LOCAL_IMPORT)].some((m) => {
          const imported = resolveImport(file, m[1]!, root);
          return imported !== undefined && mocks(imported);
        }),
    )
    .map((file) => relative(root, file))
    .sort();
}
