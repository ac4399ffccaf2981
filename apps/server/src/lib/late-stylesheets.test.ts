import { describe, expect, it } from 'vitest';
import { indexStylesheet } from './critical-css';
import { LATE_SHEETS_PATH, lateStylesheets } from './late-stylesheets';

const entry = indexStylesheet(
  ':root{--gap:8px;--ink:#111;--scale:1}@media print{:root{--ink:#000}}.x{--gap:2px}' +
    '.card{padding:calc(1rem * var(--scale))}',
);
const built: Record<string, string> = {
  '/static/Foot.css': '.f{gap:var(--gap);color:var(--ink);width:calc(2rem * var(--scale))}',
};
const sheets = lateStylesheets(
  (href) => built[href],
  () => [entry],
);

describe('late stylesheets', () => {
  it('serve a built stylesheet with the root constants written out, under its content hash', () => {
    const url = sheets.of('/static/Foot.css').url;
    expect(url).toMatch(/^\/static\/late\/Foot-[\w-]{10}\.css$/);
    // --gap is given another value by a rule and --ink by a media query: they stay read
    expect(sheets.byName(url.slice(LATE_SHEETS_PATH.length))).toBe(sheets.of('/static/Foot.css').answer);
    expect(sheets.byName(url.slice(LATE_SHEETS_PATH.length))?.body).toBe(
      '.f{gap:var(--gap);color:var(--ink);width:calc(2rem * 1)}',
    );
  });

  it('answer nothing for another hash, a file the build has not, or a name of another shape', () => {
    const name = sheets.of('/static/Foot.css').url.slice(LATE_SHEETS_PATH.length);
    expect(sheets.byName(name.replace(/-[\w-]{10}\.css$/, '-AAAAAAAAAA.css'))).toBeUndefined();
    expect(sheets.byName('Other-AAAAAAAAAA.css')).toBeUndefined();
    expect(sheets.byName('../Foot-AAAAAAAAAA.css')).toBeUndefined();
    expect(sheets.byName('Foot.css')).toBeUndefined();
    expect(() => sheets.of('/static/Other.css')).toThrow();
  });
});
