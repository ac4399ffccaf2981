// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { translationPartOf } from '@atlas/shared/web/translation-parts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A module's own file for an import of it, or null for a package, a stylesheet or a picture. */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? join(src, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (!base) return null;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/**
 * The modules a shopper's browser may run: from the entry and every page that is not the admin
 * area's, following static and dynamic imports, except the admin area's own module (the router loads
 * it with the admin part of the texts).
 */
function shopModules(): Set<string> {
  const routes = join(src, 'app/routes');
  const roots = [
    join(src, 'main.tsx'),
    ...readdirSync(routes)
      .filter((name) => /\.tsx$/.test(name) && !name.startsWith('admin-') && !name.includes('.test.'))
      .map((name) => join(routes, name)),
  ];
  const adminArea = join(routes, 'admin-layout.tsx');
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file === adminArea) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const target = resolveImport(file, specifier!);
      if (target) visit(target);
    }
  };
  roots.forEach(visit);
  return seen;
}

/** Namespaces of the texts a module names: the first word of a quoted dotted key (`'cart.title'`). */
function namedNamespaces(code: string): string[] {
  return [...code.matchAll(/['"`]([a-z][A-Za-z]*)\.[A-Za-z$]/g)].map((match) => match[1]!);
}

describe('the translations’ parts', () => {
  const modules = shopModules();

  it('follow the shop’s code through its pages, and not into the admin area', () => {
    const names = [...modules].map((file) => relative(src, file));
    expect(names).toContain('app/routes/products-page.tsx');
    expect(names).toContain('features/reviews/components/my-review.tsx');
    expect(names.filter((name) => /^(features\/admin|app\/routes\/admin-)/.test(name))).toEqual([]);
    // (the shop's own review asks with the admin area's confirmation dialog, which says only 'Cancel')
    expect(names).toContain('components/admin/confirm-dialog.tsx');
  });

  it('give the shop every text its code names: none of the admin part', () => {
    const adminTexts = [...modules].flatMap((file) =>
      namedNamespaces(readFileSync(file, 'utf8'))
        .filter((namespace) => translationPartOf(namespace) === 'admin')
        .map((namespace) => `${relative(src, file)}: ${namespace}`),
    );
    expect(adminTexts).toEqual([]);
  });

  it('are told apart by the same reading in the admin area (which names its part)', () => {
    const adminCode = readFileSync(join(src, 'features/admin-products/components/product-list.tsx'), 'utf8');
    expect(namedNamespaces(adminCode).map(translationPartOf)).toContain('admin');
  });
});
