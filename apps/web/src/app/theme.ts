import { createTheme, type MantineColorsTuple } from '@mantine/core';

// colour scales alike in shape throughout: each colour its own ten shades
const navy: MantineColorsTuple = [
  '#f1f5f9',
  '#e2e8f0',
  '#cbd5e1',
  '#94a3b8',
  '#64748b',
  '#475569',
  '#334155',
  '#1e293b',
  '#0f172a',
  '#020617',
];

// Text-safe shades (WCAG 2.2 AA). Shade 7 is the filled shade (primaryShade) and the one for
// coloured text: white on it, and it on white or the page's grey (#f8f9fa), reach 4.5:1. Shade 9
// is the text of the light variant on shade 1 (≥ 4.5:1). Shades 0–6 are backgrounds, borders
// and decoration; shade 6 of orange is the logo's brand orange (3:1 on white: large or non-text only).

/** The brand orange (#f76707) deepened to a burnt orange for text and white-on-orange. */
const orange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#f76707',
  '#bf4509', // 5.2:1 with white, 4.9:1 on gray-0
  '#ab3e08',
  '#983706', // 6.1:1 on shade 1
];

const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#fa5252',
  '#d32f2f', // 5.0:1 with white, 4.7:1 on gray-0
  '#b52626',
  '#a32323', // 6.1:1 on shade 1
];

const teal: MantineColorsTuple = [
  '#e6fcf5',
  '#c3fae8',
  '#96f2d7',
  '#63e6be',
  '#38d9a9',
  '#20c997',
  '#12b886',
  '#087f5b', // 5.0:1 with white, 4.8:1 on gray-0
  '#066b4c',
  '#055a40', // 7.1:1 on shade 1
];

/** For the 'delivered' order status. */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#40c057',
  '#2f7d3a', // 5.1:1 with white, 4.8:1 on gray-0
  '#276d31',
  '#1f5f2b', // 6.7:1 on shade 1
];

/**
 * Cairo, then until it arrives the local face sized like it (cairo.css), then the system's. The
 * headings' family is the body's: the titles drawn by CSS modules inherit it rather than repeat it.
 */
const fontFamily = "Cairo,'Cairo Fallback',system-ui,sans-serif";

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 5 },
  colors: { navy, orange, red, teal, green },
  fontFamily,
  headings: { fontFamily, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
