/**
 * Coach portraits for the demo trainers: a flat, friendly head-and-shoulders illustration in the
 * style of the shop's earlier hand-drawn trainer art, built
 * from a TrainerPortrait's colours and hair style. Each call returns a whole SVG file.
 */
import type { TrainerPortrait } from '../db/seed/training/types';
import { shade } from './hex-colour';

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  const c = x.map((v, i) => Math.round(v + (y[i]! - v) * t));
  return `#${((c[0]! << 16) | (c[1]! << 8) | c[2]!).toString(16).padStart(6, '0')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

function distance(a: string, b: string): number {
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/** A small stable hash, so the same portrait always gets the same shirt cut and layout. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const ORANGE = '#f97316';
const TEAL = '#14b8a6';

// Outlines shared by several parts of the drawing.
const FACE =
  'M168 215C168 130 312 130 312 215C312 262 300 300 276 322C262 334 252 340 240 340C228 340 218 334 204 322C180 300 168 262 168 215Z';
const HIJAB_FACE =
  'M178 222C178 160 302 160 302 222C302 264 292 298 272 318C261 329 251 334 240 334C229 334 219 329 208 318C188 298 178 264 178 222Z';
const SHORT_HAIR =
  'M163 232C152 150 196 110 244 112C294 114 328 152 317 232C313 212 309 196 300 184C284 166 262 160 240 160C218 160 196 166 180 184C171 196 167 212 163 232Z';
const PARTED_HAIR =
  'M164 232C152 150 196 110 240 110C284 110 328 150 316 232C312 200 300 176 282 166C266 158 250 160 240 172C230 160 214 158 198 166C180 176 168 200 164 232Z';
const TORSO =
  'M26 560C28 468 70 430 140 410C172 401 194 393 206 381Q240 414 274 381C286 393 308 401 340 410C410 430 452 468 454 560Z';
const OPEN_TORSO =
  'M22 560C24 466 68 426 138 406C170 397 194 389 204 379L276 379C286 389 310 397 342 406C412 426 456 466 458 560Z';

/** Curls: overlapping circles round the crown and down to the temples. */
function curls(color: string): string {
  const dots: string[] = [];
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI * (0.95 + (1.1 * i) / 12);
    const x = Math.round(240 + 84 * Math.cos(a));
    const y = Math.round(186 + 80 * Math.sin(a));
    dots.push(`M${x} ${y}h0`);
  }
  for (const [x, y] of [
    [160, 222],
    [320, 222],
    [206, 126],
    [240, 118],
    [274, 126],
  ])
    dots.push(`M${x} ${y}h0`);
  return `<path d="${SHORT_HAIR}" fill="${color}"/><path d="${dots.join('')}" stroke="${color}" stroke-width="46" stroke-linecap="round"/>`;
}

export function renderTrainerPortrait(p: TrainerPortrait): string {
  const h = hash(`${p.skin}${p.hair}${p.hairStyle}${p.beard}${p.shirt}${p.background}`);
  const cut = h % 3;
  const mirror = (h >> 3) % 2 === 1;
  const hijab = p.hairStyle === 'hijab';
  const soft = !p.beard && ['hijab', 'long', 'bun', 'curly'].includes(p.hairStyle);

  const skinDark = shade(p.skin, -0.14);
  const neck = shade(p.skin, -0.2);
  const line = shade(p.skin, -0.38);
  const brow = hijab ? shade(p.skin, -0.7) : luminance(p.hair) > 140 ? shade(p.hair, -0.3) : p.hair;
  const eye = '#1c1512';
  const lip = mix(p.skin, '#b4433f', 0.5);
  const stripe = distance(p.shirt, ORANGE) > distance(p.shirt, TEAL) ? ORANGE : TEAL;
  const other = stripe === ORANGE ? TEAL : ORANGE;
  const ink = luminance(p.shirt) > 150 ? '#0f172a' : '#ffffff';

  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="560" viewBox="0 0 480 560">`,
    `<defs>`,
    `<linearGradient id="tp-bg" x1="0" y1="0" x2=".4" y2="1"><stop offset="0" stop-color="${shade(p.background, 0.14)}"/><stop offset="1" stop-color="${shade(p.background, -0.42)}"/></linearGradient>`,
    `<radialGradient id="tp-glow" cx=".5" cy=".42" r=".5"><stop offset="0" stop-color="${p.shirt}" stop-opacity=".5"/><stop offset=".6" stop-color="${p.shirt}" stop-opacity=".12"/><stop offset="1" stop-color="${p.shirt}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="tp-top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p.shirt, 0.14)}"/><stop offset="1" stop-color="${shade(p.shirt, -0.2)}"/></linearGradient>`,
    `<linearGradient id="tp-skin" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(p.skin, 0.06)}"/><stop offset="1" stop-color="${skinDark}"/></linearGradient>`,
    hijab
      ? `<linearGradient id="tp-hj" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(p.hair, 0.25)}"/><stop offset="1" stop-color="${shade(p.hair, -0.25)}"/></linearGradient>`
      : '',
    `</defs>`,
    // background, glow, ring and the little stripes-and-dots motif
    `<rect width="480" height="560" fill="url(#tp-bg)"/><rect width="480" height="560" fill="url(#tp-glow)"/>`,
    `<circle cx="240" cy="236" r="174" fill="none" stroke="${stripe}" stroke-opacity=".25" stroke-width="2"/>`,
    `<circle cx="240" cy="236" r="148" fill="#000" fill-opacity=".16"/>`,
    `<g${mirror ? ' transform="matrix(-1 0 0 1 480 0)"' : ''}>`,
    `<path d="M40 120l60-60M40 160l90-90M40 200l40-40" stroke="${other}" stroke-width="10" stroke-linecap="round" opacity=".35"/>`,
    `<path d="M402 110h0M422 110h0M442 110h0M402 130h0M422 130h0M442 130h0" stroke="${stripe}" stroke-width="8" stroke-linecap="round" opacity=".5"/>`,
    `</g>`,
  ];

  // hair that falls behind the head and neck
  if (p.hairStyle === 'long')
    out.push(
      `<path d="M160 220C150 140 200 104 240 104C280 104 330 140 320 220C322 300 330 360 346 412L134 412C150 360 158 300 160 220Z" fill="${shade(p.hair, -0.12)}"/>`,
    );
  if (p.hairStyle === 'bun') out.push(`<circle cx="240" cy="102" r="34" fill="${p.hair}"/>`);

  // neck
  if (!hijab)
    out.push(
      `<path d="M206 280h68l5 120q-39 26-78 0z" fill="${neck}"/>`,
      `<path d="M206 312q34 44 68 0v30q-34 34-68 0z" fill="${line}" opacity=".45"/>`,
    );

  // sports top: crew neck with raglan seams, V-neck with a chest band, or a zipped track top
  if (cut === 1) {
    out.push(
      `<path d="${OPEN_TORSO}" fill="url(#tp-top)"/>`,
      `<path d="M204 379l36 40l36-40" fill="${neck}" stroke="${shade(p.shirt, -0.45)}" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>`,
      `<path d="M36 492C150 462 330 462 444 492" fill="none" stroke="${stripe}" stroke-width="16"/>`,
    );
  } else {
    out.push(`<path d="${TORSO}" fill="url(#tp-top)"/>`);
    if (cut === 0)
      out.push(
        `<path d="M206 381Q240 414 274 381" fill="none" stroke="${shade(p.shirt, -0.45)}" stroke-width="9" stroke-linecap="round"/>`,
        `<path d="M214 392C186 416 128 432 86 462M266 392C294 416 352 432 394 462" fill="none" stroke="${stripe}" stroke-width="9" stroke-linecap="round"/>`,
      );
    else
      out.push(
        `<path d="M198 376Q240 410 282 376" fill="none" stroke="${shade(p.shirt, -0.3)}" stroke-width="16" stroke-linecap="round"/>`,
        `<path d="M240 398V560" stroke="${shade(p.shirt, -0.45)}" stroke-width="4"/>`,
        `<path d="M112 440C92 470 80 510 76 560M368 440C388 470 400 510 404 560" fill="none" stroke="${stripe}" stroke-width="8" stroke-linecap="round"/>`,
      );
    out.push(
      `<circle cx="340" cy="478" r="13" fill="none" stroke="${ink}" stroke-width="4" opacity=".8"/>`,
      `<path d="M333 484l7-14 7 14" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round" opacity=".8"/>`,
    );
  }

  if (hijab) {
    // the scarf wraps the head, covers the neck and drapes over the shoulders
    out.push(
      `<path d="M152 240C148 154 190 110 240 110C290 110 332 154 328 240C326 282 322 322 330 354C346 382 376 398 398 416C364 446 302 462 240 464C178 462 116 446 82 416C104 398 134 382 150 354C158 322 154 282 152 240Z" fill="url(#tp-hj)"/>`,
      `<path d="M118 420C150 440 196 450 240 452C284 450 330 440 362 420" fill="none" stroke="${shade(p.hair, -0.35)}" stroke-width="4" opacity=".6"/>`,
      `<path d="M316 150C332 200 330 280 318 330C312 352 300 372 288 386" fill="none" stroke="${shade(p.hair, 0.35)}" stroke-width="7" stroke-linecap="round" opacity=".7"/>`,
      `<path d="M170 222C170 144 310 144 310 222C310 268 298 304 274 326C262 338 252 344 240 344C228 344 218 338 206 326C182 304 170 268 170 222Z" fill="${shade(p.hair, -0.3)}"/>`,
      `<path d="${HIJAB_FACE}" fill="url(#tp-skin)"/>`,
    );
  } else {
    if (p.hairStyle !== 'long')
      out.push(
        `<ellipse cx="168" cy="238" rx="13" ry="22" fill="${skinDark}"/><ellipse cx="312" cy="238" rx="13" ry="22" fill="${skinDark}"/>`,
        `<path d="M166 228q6 10 0 20M314 228q-6 10 0 20" fill="none" stroke="${line}" stroke-width="3" stroke-linecap="round"/>`,
      );
    out.push(`<path d="${FACE}" fill="url(#tp-skin)"/>`);
  }

  // hair on top of the head
  const hl = shade(p.hair, 0.2);
  switch (p.hairStyle) {
    case 'short':
      out.push(
        `<path d="${SHORT_HAIR}" fill="${p.hair}"/>`,
        `<path d="M196 128q44-22 96 6" fill="none" stroke="${hl}" stroke-width="6" stroke-linecap="round" opacity=".7"/>`,
      );
      break;
    case 'buzz':
      out.push(
        `<path d="M166 214C158 122 322 122 314 214C310 196 302 184 290 178C272 172 256 174 240 174C224 174 208 172 190 178C178 184 170 196 166 214Z" fill="${p.hair}" opacity=".88"/>`,
      );
      break;
    case 'curly':
      out.push(curls(p.hair));
      break;
    case 'long':
      out.push(
        `<path d="${PARTED_HAIR}" fill="${p.hair}"/>`,
        `<path d="M166 188C156 280 150 372 136 426C156 430 172 420 182 404C176 350 174 290 182 236C184 214 182 198 176 184Z" fill="${p.hair}"/>`,
        `<path d="M314 188C324 280 330 372 344 426C324 430 308 420 298 404C304 350 306 290 298 236C296 214 298 198 304 184Z" fill="${p.hair}"/>`,
        `<path d="M206 126q34-16 70 0" fill="none" stroke="${hl}" stroke-width="6" stroke-linecap="round" opacity=".6"/>`,
      );
      break;
    case 'bun':
      out.push(
        `<path d="${PARTED_HAIR}" fill="${p.hair}"/>`,
        `<path d="M214 124q26 10 52 0" fill="none" stroke="${stripe}" stroke-width="7" stroke-linecap="round"/>`,
        `<path d="M222 88q18-10 34 2" fill="none" stroke="${hl}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`,
      );
      break;
    case 'bald':
      out.push(
        `<ellipse cx="222" cy="170" rx="26" ry="9" fill="#fff" opacity=".14" transform="rotate(-14 222 170)"/>`,
      );
      break;
    default:
      break;
  }

  if (p.beard)
    out.push(
      `<path d="M166 222C166 270 178 306 204 330C218 340 228 347 240 347C252 347 262 340 276 330C302 306 314 270 314 222L304 228C303 250 298 264 290 276C274 268 256 274 240 278C224 274 206 268 190 276C182 264 177 250 176 228Z" fill="${p.hair}"/>`,
      `<path d="M222 298q18 8 36 0q-18 16-36 0z" fill="${lip}"/>`,
    );

  // brows, eyes, nose, cheeks and a smile
  out.push(
    `<path d="M197 209q15-9 30-3M253 206q15-6 30 3" fill="none" stroke="${brow}" stroke-width="${soft ? 4.5 : 6.5}" stroke-linecap="round"/>`,
    `<ellipse cx="212" cy="229" rx="6" ry="7" fill="${eye}"/><ellipse cx="268" cy="229" rx="6" ry="7" fill="${eye}"/>`,
    `<circle cx="214" cy="226" r="2" fill="#fff" opacity=".8"/><circle cx="270" cy="226" r="2" fill="#fff" opacity=".8"/>`,
    soft
      ? `<path d="M205 224l-5-4M275 224l5-4" stroke="${eye}" stroke-width="3" stroke-linecap="round"/>`
      : '',
    `<path d="M243 236c2 14 8 24 6 32c-4 5-12 5-17 2" fill="none" stroke="${line}" stroke-width="3.5" stroke-linecap="round"/>`,
    p.beard
      ? ''
      : `<ellipse cx="202" cy="270" rx="13" ry="8" fill="#f08a7a" opacity=".25"/><ellipse cx="278" cy="270" rx="13" ry="8" fill="#f08a7a" opacity=".25"/>`,
  );
  if (!p.beard)
    out.push(
      soft
        ? `<path d="M222 291q18 14 36 0q-18 6-36 0z" fill="${lip}" stroke="${lip}" stroke-width="3" stroke-linejoin="round"/>`
        : `<path d="M218 292q22 18 44 0" fill="none" stroke="${shade(p.skin, -0.6)}" stroke-width="5" stroke-linecap="round"/><path d="M226 298q14 8 28 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".7"/>`,
    );

  out.push(`</svg>`);
  return out.join('');
}
