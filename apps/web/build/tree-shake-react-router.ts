import type { Plugin } from 'vite';

const ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;

/**
 * Lets the bundler drop the parts of React Router this app does not use (forms, fetchers, the
 * framework's prefetching, its ScrollRestoration). Its module builds components and contexts at
 * the top level with `React.forwardRef(…)`/`React.createContext(…)` and then sets their
 * `displayName`: the bundler must assume both have side effects and keeps every one of them, and
 * everything they use, in every page's first JavaScript. Marking those calls pure and leaving out
 * the `displayName`s (a name for React's developer tools) changes nothing else.
 */
export function treeShakeReactRouter(): Plugin {
  return {
    name: 'atlas:tree-shake-react-router',
    transform(code, id) {
      if (!ROUTER_DIST.test(id)) return null;
      return {
        code: code
          .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      };
    },
  };
}
