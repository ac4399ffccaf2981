import type { Plugin } from 'vite';

type Replacement = [pattern: string | RegExp, replacement: string | (() => string)];

export interface DependencyPatch {
  /** the plugin's name, `atlas:` and its file's name */
  name: `atlas:${string}`;
  /** the module to patch, as an error names it */
  module: string;
  isTarget: (id: string, code: string) => boolean;
  /** applied in turn; each must change the code */
  replacements: Replacement[];
}

/**
 * A plugin that edits a dependency's module. An upgrade that moves or rewrites the code it edits
 * fails the build instead of quietly shipping the unpatched module: the module must be among the
 * build's, and each replacement must find what it replaces.
 */
export function patchDependency({ name, module, isTarget, replacements }: DependencyPatch): Plugin {
  const file = `apps/web/build/${name.slice('atlas:'.length)}.ts`;
  let isBuild = false;
  let patched = false;
  return {
    name,
    enforce: 'pre',
    configResolved(config) {
      // the dev server and Vitest load only some modules, and the dev server none of the dependencies'
      isBuild = config.command === 'build';
    },
    buildStart() {
      patched = false;
    },
    transform(code, id) {
      if (!isTarget(id, code)) return null;
      for (const [pattern, replacement] of replacements) {
        const next =
          typeof replacement === 'string'
            ? code.replace(pattern, replacement)
            : code.replace(pattern, replacement);
        if (next === code) {
          const expected = typeof pattern === 'string' ? `'${pattern}'` : String(pattern);
          this.error(`[${name}] ${id} no longer contains ${expected}: update ${file}`);
        }
        code = next;
      }
      patched = true;
      return { code, map: null };
    },
    buildEnd(error) {
      if (isBuild && !error && !patched)
        this.error(`[${name}] ${module} was not among the build's modules: update ${file}`);
    },
  };
}
