import type { Plugin } from 'vite';
import { patchDependency } from './patch-dependency';

const ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm;

/**
 * Lets the bundler drop the parts of React Router this app does not use (forms, fetchers, the
 * framework's prefetching, its ScrollRestoration). Its module builds components and contexts at
 * the top level with `React.forwardRef(…)`/`React.createContext(…)` and then sets their
 * `displayName`: the bundler must assume both have side effects and keeps every one of them, and
 * everything they use, in every page's first JavaScript. Marking those calls pure and leaving out
 * the `displayName`s (a name for React's developer tools) changes nothing else.
 */
export function treeShakeReactRouter(): Plugin {
  return patchDependency({
    name: 'atlas:tree-shake-react-router',
    module: "the module of react-router/dist/*.mjs that sets its components' displayName",
    // (React Router's other files only import and export that one's)
    isTarget: (id, code) => ROUTER_DIST.test(id) && code.includes('.displayName = "'),
    replacements: [
      [DISPLAY_NAME, ''],
      [/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1'],
    ],
  });
}
