import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create as createFont, type Font } from 'fontkit';

// Fonts: read and parsed once per process, registered on every document

export const FONT = { regular: 'Cairo', bold: 'Cairo-Bold' } as const;
let cairo: Promise<{ regular: Font; bold: Font }> | undefined;

/**
 * Cairo 400 and 700 as fontkit fonts, ready for one document. PDFKit takes a parsed font in place of
 * the file's bytes, and parsing once instead of per document takes most of the time out of a render.
 *
 * fontkit caches each glyph with the characters of the first text that reached it, and PDFKit writes
 * those characters as the glyph's text (what a copy or a search of the PDF finds). A glyph first
 * reached as a part of another (when a document's fonts are subset, a medial jeem pulls in the
 * dotless shape it shares with hah) is cached with none, so a later receipt's hah vanished from its
 * text. Every document therefore starts with an empty glyph cache; the render after this call is
 * synchronous, so two receipts never share one.
 */
export async function cairoFonts(): Promise<{ regular: Font; bold: Font }> {
  const fonts = await parsedCairo();
  for (const font of [fonts.regular, fonts.bold]) {
    if (typeof font._glyphs !== 'object')
      throw new Error('fontkit no longer keeps its glyph cache in _glyphs');
    font._glyphs = {};
    // the space glyph first, so its text is a space even if a space-like character (an
    // ignorable, a no-break space) is laid out with the same glyph before one
    font.layout(' ');
  }
  return fonts;
}

function parsedCairo(): Promise<{ regular: Font; bold: Font }> {
  if (!cairo) {
    const require = createRequire(import.meta.url);
    const load = async (file: string) =>
      createFont(await readFile(require.resolve(`@expo-google-fonts/cairo/${file}.ttf`)));
    cairo = Promise.all([load('400Regular/Cairo_400Regular'), load('700Bold/Cairo_700Bold')]).then(
      ([regular, bold]) => ({ regular, bold }),
    );
    cairo.catch(() => (cairo = undefined));
  }
  return cairo;
}
