import type { Plugin } from 'vite';
import { patchDependency } from './patch-dependency';

const MANTINE_USE_ID = /[\\/]node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` gives every field, label and popover React's id (the same on the server and
 * in the browser) and then, right after mounting, a random one in a layout effect: a second,
 * synchronous render of every input and its label just after hydration (on the listing, 72
 * components), for the sake of React versions before `useId`. Here it keeps React's id.
 */
export function mantineStableIds(): Plugin {
  return patchDependency({
    name: 'atlas:mantine-stable-ids',
    module: '@mantine/hooks/esm/use-id/use-id.mjs',
    isTarget: (id) => MANTINE_USE_ID.test(id),
    replacements: [
      // the whole module, which must still be the one that swaps in a random id
      [
        /^[^]*setUuid\(randomId\(\)\)[^]*$/,
        () => `import { useId } from 'react';
export function useId$1(staticId) {
  const reactId = useId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/[:«»]/g, '')}\`;
}
export { useId$1 as useId };
`,
      ],
    ],
  });
}
