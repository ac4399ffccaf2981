/**
 * Packaging art for the demo catalogue: an SVG tub, bottle or box in the brand's colours with
 * the brand, product, flavor and size printed on it. Every product and flavor gets its own.
 */
import { shade } from './hex-colour';

export interface ProductArt {
  brand: string;
  brandColor: string;
  accent: string;
  product: string;
  size: string;
  shape: 'tub' | 'bottle' | 'box';
  flavor?: { name: string; color: string };
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/.{0,2}$/, '')}…`;
    return kept;
  }
  return lines;
}

const FONT = "font-family=\"'Cairo Variable', 'Segoe UI', Arial, Helvetica, sans-serif\"";

function label(art: ProductArt, x: number, y: number, w: number, h: number): string {
  const cx = x + w / 2;
  const nameLines = wrap(art.product.toUpperCase(), art.shape === 'bottle' ? 13 : 17, 3);
  const nameSize = art.shape === 'bottle' ? 22 : 26;
  // letters are ~0.68 em wide in a bold sans; shrink the brand line until it fits the label
  const brandSize = Math.min(20, Math.floor((w - 24) / (art.brand.length * 0.68 + art.brand.length * 0.1)));
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#ffffff" opacity="0.96"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="44" rx="14" fill="${art.accent}"/>`,
    `<rect x="${x}" y="${y + 30}" width="${w}" height="14" fill="${art.accent}"/>`,
    `<text x="${cx}" y="${y + 30}" text-anchor="middle" ${FONT} font-size="${brandSize}" font-weight="800" fill="#ffffff" letter-spacing="1">${esc(art.brand.toUpperCase())}</text>`,
    ...nameLines.map(
      (line, i) =>
        `<text x="${cx}" y="${y + 84 + i * (nameSize + 6)}" text-anchor="middle" ${FONT} font-size="${nameSize}" font-weight="800" fill="#0f172a">${esc(line)}</text>`,
    ),
  ];
  if (art.flavor) {
    const fy = y + h - 78;
    parts.push(
      `<rect x="${x + 18}" y="${fy}" width="${w - 36}" height="38" rx="19" fill="${art.flavor.color}"/>`,
      `<text x="${cx}" y="${fy + 26}" text-anchor="middle" ${FONT} font-size="19" font-weight="700" fill="${readableOn(art.flavor.color)}">${esc(art.flavor.name)}</text>`,
    );
  }
  parts.push(
    `<text x="${cx}" y="${y + h - 16}" text-anchor="middle" ${FONT} font-size="17" font-weight="600" fill="#475569">${esc(art.size)}</text>`,
  );
  return parts.join('');
}

/** Black or white text, whichever reads better on the colour. */
function readableOn(hex: string): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 160 ? '#0f172a' : '#ffffff';
}

function body(art: ProductArt): string {
  const c = art.brandColor;
  // alike in shape, different drawings: each case is one package's coordinates, not shared logic
  switch (art.shape) {
    case 'bottle':
      return [
        `<rect x="245" y="92" width="110" height="58" rx="10" fill="#1e293b"/>`,
        `<rect x="232" y="140" width="136" height="26" rx="8" fill="#334155"/>`,
        `<path d="M198 190 Q198 160 232 160 H368 Q402 160 402 190 V506 Q402 530 378 530 H222 Q198 530 198 506 Z" fill="${c}"/>`,
        `<rect x="210" y="175" width="18" height="340" rx="9" fill="#ffffff" opacity="0.18"/>`,
        label(art, 206, 228, 188, 272),
      ].join('');
    case 'box':
      return [
        `<path d="M80 214 L122 172 H532 L490 214 Z" fill="${shade(c, 0.3)}"/>`,
        `<path d="M490 214 L532 172 V478 L490 520 Z" fill="${shade(c, -0.25)}"/>`,
        `<rect x="80" y="214" width="410" height="306" rx="6" fill="${c}"/>`,
        label(art, 132, 232, 306, 270),
      ].join('');
    default:
      return [
        `<rect x="150" y="108" width="300" height="62" rx="16" fill="#1e293b"/>`,
        `<rect x="150" y="150" width="300" height="14" fill="#0f172a" opacity="0.35"/>`,
        `<path d="M140 178 H460 V500 Q460 532 428 532 H172 Q140 532 140 500 Z" fill="${c}"/>`,
        `<rect x="156" y="190" width="22" height="320" rx="11" fill="#ffffff" opacity="0.16"/>`,
        label(art, 172, 214, 256, 290),
      ].join('');
  }
}

export function renderProductArt(art: ProductArt): string {
  const glow = art.flavor?.color ?? art.accent;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">`,
    `<defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.65" stop-color="${shade(glow, 0.82)}"/><stop offset="1" stop-color="${shade(glow, 0.6)}"/></radialGradient></defs>`,
    `<rect width="600" height="600" fill="url(#bg)"/>`,
    `<ellipse cx="300" cy="548" rx="200" ry="18" fill="#0f172a" opacity="0.16"/>`,
    body(art),
    `</svg>`,
  ].join('');
}
