import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { create as createFont, type Font } from 'fontkit';

// Fonts: read and parsed once per process, registered on every document

export const FONT = { regular: 'Cairo', bold: 'Cairo-Bold' } as const;
let cairo: Promise<{ regular: Font; bold: Font }> | undefined;

/**
 * Cairo 400 and 700 as fontkit fonts. PDFKit takes a parsed font in place of the file's bytes, and
 * parsing once instead of per document takes most of the time out of a render.
 */
export function cairoFonts(): Promise<{ regular: Font; bold: Font }> {
  if (!cairo) {
    const require = createRequire(import.meta.url);
    const load = async (file: string) => {
      const font = createFont(await readFile(require.resolve(`@expo-google-fonts/cairo/${file}.ttf`)));
      // the space glyph first, so its text is a space even if a space-like character (an
      // ignorable, a no-break space) is ever laid out with the same glyph before one
      font.layout(' ');
      return font;
    };
    cairo = Promise.all([load('400Regular/Cairo_400Regular'), load('700Bold/Cairo_700Bold')]).then(
      ([regular, bold]) => ({ regular, bold }),
    );
    cairo.catch(() => (cairo = undefined));
  }
  return cairo;
}
