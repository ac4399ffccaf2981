import presetMantine from 'postcss-preset-mantine';
import simpleVars from 'postcss-simple-vars';

/**
 * Mantine writes its sizes as `calc(<n>rem * var(--mantine-scale))` so that a theme can scale
 * them; the shop's scale is 1 (Mantine's default, `theme.scale` unset), so the sizes are written
 * out plainly: the same lengths, in fewer bytes of every page's inline CSS.
 */
const unscaled = {
  postcssPlugin: 'atlas-unscaled',
  Declaration(decl) {
    if (decl.value.includes('var(--mantine-scale)'))
      decl.value = decl.value.replace(/calc\((-?[\d.]+(?:rem|em|px)) \* var\(--mantine-scale\)\)/g, '$1');
  },
};

export default {
  plugins: [
    presetMantine(),
    simpleVars({
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    }),
    unscaled,
  ],
};
