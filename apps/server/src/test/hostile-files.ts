import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Marks what an attacker appends to an image; a stored file must never contain it. */
export const PAYLOAD_MARK = 'ATLAS-PAYLOAD-7f3a';

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A grey PNG whose header declares `width`×`height` pixels, with `rows` of them present (all zero,
 * so they compress to almost nothing). 50000×50000 with one row is a few hundred bytes declaring
 * 2.5 gigapixels; 6400×6400 complete is a valid image of 41 megapixels in about 40 kB. A decoder
 * that trusts the header before a pixel budget allocates it all.
 */
export function pixelBombPng(width: number, height: number, rows = 1): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth; colour type 0 (grey), compression, filter, interlace all 0
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(rows * (1 + width)), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The minimal ZIP end-of-central-directory record: what makes a GIF also a JAR (a GIFAR). */
const zipTail = () => {
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  return Buffer.concat([Buffer.from(`PK\u0003\u0004${PAYLOAD_MARK}META-INF/MANIFEST.MF`, 'latin1'), eocd]);
};

export interface HostileFiles {
  png: Buffer;
  jpeg: Buffer;
  pngWithHtml: Buffer;
  jpegWithScript: Buffer;
  gifar: Buffer;
  svgWithScript: Buffer;
  html: Buffer;
  text: Buffer;
  pdf: Buffer;
  /** Declares 50000×50000, carries one row. */
  bomb: Buffer;
  /** A complete, valid image just over the 40-megapixel budget. */
  completeBomb: Buffer;
  oversize: Buffer;
}

export async function hostileFiles(): Promise<HostileFiles> {
  const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7bd5' } });
  const png = await picture.clone().png().toBuffer();
  const jpeg = await picture.clone().jpeg().toBuffer();
  const gif = await picture.clone().gif().toBuffer();
  return {
    png,
    jpeg,
    pngWithHtml: Buffer.concat([
      png,
      Buffer.from(`<html><body><script>alert('${PAYLOAD_MARK}')</script></body></html>`),
    ]),
    jpegWithScript: Buffer.concat([jpeg, Buffer.from(`<script>fetch('/steal?${PAYLOAD_MARK}')</script>`)]),
    gifar: Buffer.concat([gif, zipTail()]),
    svgWithScript: Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert('${PAYLOAD_MARK}')</script><rect width="64" height="64" fill="red"/></svg>`,
    ),
    html: Buffer.from(`<!doctype html><html><script>alert('${PAYLOAD_MARK}')</script></html>`),
    text: Buffer.from(`just some text ${PAYLOAD_MARK}`),
    pdf: Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% ${PAYLOAD_MARK}\n%%EOF\n`),
    bomb: pixelBombPng(50_000, 50_000),
    completeBomb: pixelBombPng(6400, 6400, 6400),
    // a real JPEG start so only the size is wrong with it: 5 MB and one byte more
    oversize: Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1 - jpeg.length, 0x20)]),
  };
}

/** RIFF….WEBP: how every stored upload must look, whatever came in. */
export const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
