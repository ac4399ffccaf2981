// The little of fontkit (the font engine PDFKit is built on) that the receipt uses; fontkit ships no
// types of its own.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string;
    layout(text: string): { advanceWidth: number };
    /** fontkit's glyph cache by glyph id (private; emptied per receipt, see receipt-fonts.ts) */
    _glyphs: Record<number, unknown>;
  }
  export function create(data: Uint8Array, postscriptName?: string): Font;
}
