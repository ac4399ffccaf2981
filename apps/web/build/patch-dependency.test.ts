// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, type Plugin, type Rolldown } from 'vite';
import { mantineLazyDefaultVariables } from './mantine-lazy-default-variables';
import { mantineStableIds } from './mantine-stable-ids';
import { treeShakeReactRouter } from './tree-shake-react-router';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'atlas-patch-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Builds `main.js` among `files` with `plugin`, and returns the code it produced. */
async function buildWith(plugin: Plugin, files: Record<string, string>): Promise<string> {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: join(root, 'main.js'), external: ['react'] },
    },
  })) as Rolldown.RolldownOutput;
  return output.output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

const importing = (module: string, names = '* as dependency') =>
  `import ${names} from './${module}';\nconsole.log(${names.replace('* as ', '')});\n`;
const noImport = { 'main.js': 'console.log("a page without the dependency");\n' };

describe('mantineStableIds', () => {
  const module = 'node_modules/@mantine/hooks/esm/use-id/use-id.mjs';
  // (the modules it imports are absent here: the patch replaces it whole)
  const useId = (effect: string) => `import { randomId } from "../utils/random-id/random-id.mjs";
import { useIsomorphicEffect } from "../use-isomorphic-effect/use-isomorphic-effect.mjs";
import { useId, useState } from "react";
function useId$1(staticId) {
	const reactId = useId();
	const [uuid, setUuid] = useState(\`mantine-\${reactId.replace(/:/g, "")}\`);
	useIsomorphicEffect(() => {
		${effect}
	}, []);
	return typeof staticId === "string" ? staticId : uuid;
}
export { useId$1 as useId };
`;

  it("keeps React's id", async () => {
    const files = { 'main.js': importing(module), [module]: useId('setUuid(randomId());') };
    const code = await buildWith(mantineStableIds(), files);
    expect(code).toContain('return typeof staticId === "string" ? staticId : `mantine-${');
    expect(code).not.toContain('randomId');
  });

  it('fails the build when useId no longer swaps in a random id', async () => {
    const files = { 'main.js': importing(module), [module]: useId('setUuid(nextId());') };
    await expect(buildWith(mantineStableIds(), files)).rejects.toThrow(
      /\[atlas:mantine-stable-ids\] \S*use-id\.mjs no longer contains .*setUuid/,
    );
  });

  it('fails the build when the module is not part of it', async () => {
    await expect(buildWith(mantineStableIds(), noImport)).rejects.toThrow(
      "[atlas:mantine-stable-ids] @mantine/hooks/esm/use-id/use-id.mjs was not among the build's modules",
    );
  });
});

describe('mantineLazyDefaultVariables', () => {
  const module =
    'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs';
  const removeDefaultVariables = (eager: string) => `const DEFAULT_THEME = {};
const defaultCssVariablesResolver = (theme) => ({ variables: { theme } });
${eager}
function removeDefaultVariables(input) {
	return input.variables === defaultCssVariables.variables ? {} : input;
}
export { removeDefaultVariables };
`;

  it('works out the default variables on first use', async () => {
    const files = {
      'main.js': importing(module),
      [module]: removeDefaultVariables(
        'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);',
      ),
    };
    const code = await buildWith(mantineLazyDefaultVariables(), files);
    expect(code).not.toContain('defaultCssVariables = defaultCssVariablesResolver');
    expect(code).toContain('defaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);');
  });

  it('fails the build when the variables are worked out another way', async () => {
    const files = {
      'main.js': importing(module),
      [module]: removeDefaultVariables(
        'const defaultCssVariables = /* @__PURE__ */ defaultCssVariablesResolver(DEFAULT_THEME);',
      ),
    };
    await expect(buildWith(mantineLazyDefaultVariables(), files)).rejects.toThrow(
      /\[atlas:mantine-lazy-default-variables\] \S*remove-default-variables\.mjs no longer contains 'const defaultCssVariables = defaultCssVariablesResolver\(DEFAULT_THEME\);'/,
    );
  });

  it('fails the build when the module is not part of it', async () => {
    await expect(buildWith(mantineLazyDefaultVariables(), noImport)).rejects.toThrow(
      /\[atlas:mantine-lazy-default-variables\] .*remove-default-variables\.mjs was not among the build's modules/,
    );
  });
});

describe('treeShakeReactRouter', () => {
  const module = 'node_modules/react-router/dist/development/chunk-TEST.mjs';
  // `React.` or, as an upgrade might have it, nothing
  const router = (react: string) => `import * as React from "react";
import { createContext, forwardRef } from "react";
var NavigationContext = ${react}createContext(null);
NavigationContext.displayName = "Navigation";
var Link = ${react}forwardRef(function Link2(props, ref) {
  return React.createElement("a", { ...props, ref });
});
Link.displayName = "Link";
export { Link, NavigationContext };
`;

  it('lets the bundler drop the components a page does not use', async () => {
    const files = {
      'main.js': importing(module, '{ NavigationContext }'),
      [module]: router('React.'),
    };
    const code = await buildWith(treeShakeReactRouter(), files);
    expect(code).toContain('/* @__PURE__ */ React.createContext(null)');
    expect(code).not.toContain('displayName');
    expect(code).not.toContain('forwardRef');
  });

  it('fails the build when its components are made another way', async () => {
    const files = {
      'main.js': importing(module, '{ NavigationContext }'),
      [module]: router(''),
    };
    await expect(buildWith(treeShakeReactRouter(), files)).rejects.toThrow(
      /\[atlas:tree-shake-react-router\] \S*chunk-TEST\.mjs no longer contains \/= \(React/,
    );
  });

  it('fails the build when no module of React Router sets displayName', async () => {
    const files = {
      'main.js': importing(module, '{ NavigationContext }'),
      [module]: router('React.').replace(/^.*displayName.*\n/gm, ''),
    };
    await expect(buildWith(treeShakeReactRouter(), files)).rejects.toThrow(
      "[atlas:tree-shake-react-router] the module of react-router/dist/*.mjs that sets its components' displayName was not among the build's modules",
    );
  });
});
