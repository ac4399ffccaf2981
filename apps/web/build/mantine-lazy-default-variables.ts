import type { Plugin } from 'vite';
import { patchDependency } from './patch-dependency';

const REMOVE_DEFAULT_VARIABLES =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const FIRST_USE = 'function removeDefaultVariables(input) {';

/**
 * Mantine works out every CSS variable of its default theme (about 7 ms on a phone) when its
 * provider's module loads, for the one component that compares a theme against them: the <style>
 * of theme variables, which the app does not render (theme-variables.css). Here the work waits
 * for that component's first use, which does not come.
 */
export function mantineLazyDefaultVariables(): Plugin {
  return patchDependency({
    name: 'atlas:mantine-lazy-default-variables',
    module: '@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
    isTarget: (id) => REMOVE_DEFAULT_VARIABLES.test(id),
    replacements: [
      [EAGER, 'let defaultCssVariables;'],
      [FIRST_USE, `${FIRST_USE}\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`],
    ],
  });
}
