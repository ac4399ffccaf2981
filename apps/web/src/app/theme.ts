import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'orange',
  primaryShade: { light: 7, dark: 5 },
  colors: { navy },
  fontFamily: "'Cairo Variable', 'Segoe UI', system-ui, sans-serif",
  headings: { fontFamily: "'Cairo Variable', 'Segoe UI', system-ui, sans-serif", fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
