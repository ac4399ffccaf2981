import type { Plugin } from 'vite';

const MANTINE_USE_ID = /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` gives every field, label and popover React's id (the same on the server and
 * in the browser) and then, right after mounting, a random one in a layout effect: a second,
 * synchronous render of every input and its label just after hydration (on the listing, 72
 * components), for the sake of React versions before `useId`. Here it keeps React's id.
 */
export function mantineStableIds(): Plugin {
  return {
    name: 'atlas:mantine-stable-ids',
    enforce: 'pre',
    transform(code, id) {
      if (!MANTINE_USE_ID.test(id)) return null;
      return {
        code: `import { useId } from 'react';
export function useId$1(staticId) {
  const reactId = useId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/[:«»]/g, '')}\`;
}
export { useId$1 as useId };
`,
        map: null,
      };
    },
  };
}
