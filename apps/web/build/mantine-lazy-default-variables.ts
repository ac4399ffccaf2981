import type { Plugin } from 'vite';

const REMOVE_DEFAULT_VARIABLES =
  /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineCssVariables[\\/]remove-default-variables\.mjs$/;
const EAGER = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);';
const FIRST_USE = 'function removeDefaultVariables(input) {';

/**
 * Mantine works out every CSS variable of its default theme (about 7 ms on a phone) when its
 * provider's module loads, for the one component that compares a theme against them: the <style>
 * of theme variables, which the app does not render (theme-variables.css). Here the work waits
 * for that component's first use, which does not come. Fails the build if Mantine's code moves.
 */
export function mantineLazyDefaultVariables(): Plugin {
  return {
    name: 'atlas:mantine-lazy-default-variables',
    enforce: 'pre',
    transform(code, id) {
      if (!REMOVE_DEFAULT_VARIABLES.test(id)) return null;
      if (!code.includes(EAGER) || !code.includes(FIRST_USE))
        throw new Error(`${id} changed: update build/mantine-lazy-default-variables.ts`);
      return {
        code: code
          .replace(EAGER, 'let defaultCssVariables;')
          .replace(
            FIRST_USE,
            `${FIRST_USE}\n\tdefaultCssVariables ??= defaultCssVariablesResolver(DEFAULT_THEME);`,
          ),
        map: null,
      };
    },
  };
}
