/**
 * Generated pictures for the exercise library: a stylised anatomical figure with the trained
 * muscle group lit up in orange, the kit the exercise uses drawn beside it, and a background tint
 * per training type. No text anywhere, so the same picture serves the English and Arabic pages.
 */
import type { EquipmentKind, ExerciseType, MuscleGroup } from '../db/seed/training/types';

type Part =
  | 'traps'
  | 'delts'
  | 'pecs'
  | 'biceps'
  | 'triceps'
  | 'forearms'
  | 'abs'
  | 'obliques'
  | 'quads'
  | 'adductors'
  | 'shins'
  | 'lats'
  | 'upperBack'
  | 'lowerBack'
  | 'glutes'
  | 'hamstrings'
  | 'calves';
type View = 'front' | 'back';

/** Which side(s) of the body are shown, and which muscles light up, for each group. */
const TARGETS: Record<MuscleGroup, { views: View[]; parts: Part[]; also?: Part[] }> = {
  chest: { views: ['front'], parts: ['pecs'] },
  shoulders: { views: ['front'], parts: ['delts'] },
  arms: { views: ['front', 'back'], parts: ['biceps', 'triceps'], also: ['forearms'] },
  abs: { views: ['front'], parts: ['abs', 'obliques'] },
  legs: { views: ['front', 'back'], parts: ['quads', 'adductors', 'glutes', 'hamstrings'] },
  back: { views: ['back'], parts: ['lats', 'traps', 'upperBack', 'lowerBack'] },
  calves: { views: ['back'], parts: ['calves'] },
};

/** Mirrors a path of absolute M/L/C/Q/Z commands across the figure's centre line (x = 0). */
function mirror(d: string): string {
  let cmd = '';
  let i = 0;
  return d.replace(/[A-Za-z]|-?\d*\.?\d+/g, (t) => {
    if (/[A-Za-z]/.test(t)) {
      cmd = t;
      i = 0;
      return t;
    }
    const isX = i++ % 2 === 0;
    return isX && cmd !== 'Z' ? String(-Number(t)) : t;
  });
}

/** An ellipse as a cubic-Bézier path, so it can be mirrored like the rest. */
function ell(cx: number, cy: number, rx: number, ry: number): string {
  const [kx, ky] = [Math.round(rx * 0.55), Math.round(ry * 0.55)];
  return (
    `M${cx} ${cy - ry}C${cx + kx} ${cy - ry} ${cx + rx} ${cy - ky} ${cx + rx} ${cy}` +
    `C${cx + rx} ${cy + ky} ${cx + kx} ${cy + ry} ${cx} ${cy + ry}` +
    `C${cx - kx} ${cy + ry} ${cx - rx} ${cy + ky} ${cx - rx} ${cy}` +
    `C${cx - rx} ${cy - ky} ${cx - kx} ${cy - ry} ${cx} ${cy - ry}Z`
  );
}

/**
 * Half a figure (its right side on screen, x ≥ 0; the other half is mirrored), in a 200 × 440 box
 * centred on x = 0 with the top of the head at y = 0. `null` marks skin that is not a muscle.
 */
type Shape = [Part | null, string, 'centre'?];

const HEAD: Shape[] = [
  [null, 'M-11 50L11 50L13 70L-13 70Z', 'centre'],
  [null, ell(0, 29, 22, 27), 'centre'],
];

const LIMB_ENDS: Shape[] = [
  [null, ell(86, 270, 8, 15)],
  [null, ell(27, 342, 9, 7)],
  [
    null,
    'M22 416L31 416C33 424 40 429 41 434C41 438 38 440 33 440L22 440C19 438 19 432 20 428C21 424 22 420 22 416Z',
  ],
];

const FRONT: Shape[] = [
  ...HEAD,
  ['traps', 'M12 56C18 66 30 71 46 74L15 80C13 72 12 64 12 56Z'],
  ['delts', 'M48 76C64 70 80 80 80 98C80 110 76 120 70 130C64 120 57 112 50 106C46 96 45 84 48 76Z'],
  ['pecs', 'M3 84C18 80 32 79 44 80C49 90 49 102 47 110C43 124 34 132 20 133C10 133 3 129 3 121Z'],
  ['biceps', 'M51 113C59 118 66 126 71 136C75 148 76 164 71 178C65 182 58 176 55 164C51 150 50 130 51 113Z'],
  ['triceps', 'M74 134C80 138 86 148 87 160C88 172 84 180 78 184C80 172 80 156 78 146C77 142 76 138 74 134Z'],
  ['forearms', 'M64 187C74 182 84 184 88 195C92 213 92 233 90 253L80 254C74 235 65 213 64 187Z'],
  ['abs', 'M3 138L20 138C22 138 23 140 23 142L23 156C23 158 22 160 20 160L3 160Z'],
  ['abs', 'M3 164L20 164C22 164 23 166 23 168L23 182C23 184 22 186 20 186L3 186Z'],
  ['abs', 'M3 190L20 190C22 190 23 192 23 194L23 208C23 210 22 212 20 212L3 212Z'],
  ['abs', 'M3 216L21 216C20 228 12 238 3 244Z'],
  [
    'obliques',
    'M27 137C35 136 43 140 46 148C45 168 42 190 40 212C36 220 30 226 26 230C27 200 27 168 27 137Z',
  ],
  [
    'quads',
    'M22 240C38 232 52 244 51 268C50 292 45 314 37 332C33 336 29 334 28 328C25 314 20 296 19 278C18 262 18 248 22 240Z',
  ],
  ['quads', 'M15 290C18 304 22 318 25 330C22 337 15 336 12 330C10 318 11 302 15 290Z'],
  ['adductors', 'M4 248C10 244 16 247 16 256C15 268 13 278 11 286C9 294 7 300 5 306C4 288 3 266 4 248Z'],
  ['calves', 'M13 356C16 350 20 350 22 354C22 372 22 390 22 406C16 398 11 378 13 356Z'],
  ['shins', 'M25 350C34 346 42 356 41 372C40 390 36 402 32 412L26 412C25 392 25 370 25 350Z'],
  ...LIMB_ENDS,
];

const BACK: Shape[] = [
  ...HEAD,
  ['traps', 'M3 54L13 54C17 66 30 72 47 76C38 86 26 98 16 112C10 124 6 140 3 152Z'],
  ['delts', 'M48 78C64 70 80 80 80 98C80 112 77 124 72 136C66 124 58 112 51 106C46 96 45 86 48 78Z'],
  ['upperBack', 'M20 112C29 100 40 96 49 104C53 114 51 126 44 132C35 134 26 128 20 112Z'],
  [
    'lats',
    'M10 152C14 138 17 126 19 120C26 132 36 138 47 136C48 160 45 186 40 208C32 212 22 214 15 214C15 194 13 172 10 152Z',
  ],
  ['lowerBack', 'M3 156C7 168 11 190 12 218L3 224Z'],
  ['triceps', 'M51 116C60 122 68 130 74 140C81 151 85 165 80 183C71 183 64 173 60 161C56 147 52 132 51 116Z'],
  ['forearms', 'M64 187C74 182 84 184 88 195C92 213 92 233 90 253L80 254C74 235 65 213 64 187Z'],
  ['glutes', 'M3 228C16 220 38 222 46 236C50 250 46 264 35 270C23 274 10 272 3 266Z'],
  ['hamstrings', 'M8 276C14 272 20 272 25 274C25 294 26 312 27 330L17 330C11 312 8 294 8 276Z'],
  ['hamstrings', 'M29 274C38 272 46 280 47 292C47 306 42 320 34 330L31 330C30 312 29 294 29 274Z'],
  ['calves', 'M13 354C17 346 26 346 27 354L27 398C19 400 13 392 12 380C11 368 12 360 13 354Z'],
  ['calves', 'M30 352C39 347 45 358 44 374C43 388 38 396 30 396Z'],
  [null, 'M19 403L36 401C35 407 33 412 32 416L23 416C22 411 20 407 19 403Z'],
  ...LIMB_ENDS,
];

const SHAPES: Record<View, Shape[]> = { front: FRONT, back: BACK };

/** Lines drawn over the muscles (half figure, mirrored like the shapes). */
const DETAILS: Record<View, string> = {
  front: 'M37 252C41 276 38 304 33 326',
  back: '',
};

const HL = '#f97316';

/** One figure: silhouette, neutral muscles, then the lit muscles with their glow. */
function figure(
  view: View,
  lit: readonly Part[],
  also: readonly Part[],
  id: string,
  transform: string,
): string {
  const pick = (test: (part: Part | null) => boolean) => SHAPES[view].filter(([p]) => test(p));
  const plain = pick((p) => !p || !lit.includes(p));
  const hot = pick((p) => !!p && lit.includes(p));
  const warm = pick((p) => !!p && also.includes(p));
  // each group holds the half figure once and draws it again mirrored, plus the centred shapes
  const group = (suffix: string, shapes: Shape[]) => {
    if (!shapes.length) return '';
    const paths = (centre: boolean) =>
      shapes
        .filter(([, , c]) => !!c === centre)
        .map(([, d]) => `<path d="${d.replace(/ -/g, '-')}"/>`)
        .join('');
    const half = `${id}${suffix}0`;
    return (
      `<g id="${half}">${paths(false)}</g>` +
      `<g id="${id}${suffix}"><use href="#${half}"/><use href="#${half}" transform="scale(-1 1)"/>${paths(true)}</g>`
    );
  };
  return [
    `<defs>${group('m', plain)}${group('h', hot)}${group('w', warm)}</defs>`,
    `<g transform="${transform}">`,
    `<g fill="#334155" stroke="#334155" stroke-width="7" stroke-linejoin="round"><use href="#${id}m"/>`,
    hot.length ? `<use href="#${id}h"/>` : '',
    `</g><use href="#${id}m" fill="url(#mu)"/>`,
    warm.length ? `<use href="#${id}w" fill="url(#hi)" opacity=".5"/>` : '',
    hot.length
      ? `<use href="#${id}h" fill="${HL}" filter="url(#gl)" opacity=".85"/><use href="#${id}h" fill="url(#hi)"/>`
      : '',
    DETAILS[view]
      ? `<path d="${DETAILS[view]}${mirror(DETAILS[view])}" fill="none" stroke="#1e293b" stroke-opacity=".4" stroke-width="2" stroke-linecap="round"/>`
      : '',
    `</g>`,
  ].join('');
}

/** The figure (or front and back figures) standing with the feet on `floor`, centred on `cx`. */
function figures(muscle: MuscleGroup | null, cx: number, floor: number, height: number): string {
  const { views, parts, also = [] } = muscle ? TARGETS[muscle] : { views: ['front'] as View[], parts: [] };
  const s = (views.length === 1 ? height : height * 0.9) / 440;
  const gap = 194 * s;
  return views
    .map((view, i) => {
      const x = cx + (i - (views.length - 1) / 2) * gap;
      const tf = `translate(${round(x)} ${round(floor - 440 * s)}) scale(${round(s, 3)})`;
      return (
        `<ellipse cx="${round(x)}" cy="${floor}" rx="${round(62 * s)}" ry="6" fill="#020617" opacity=".45"/>` +
        figure(view, parts, also, view[0]!, tf)
      );
    })
    .join('');
}

const round = (n: number, digits = 1) => Number(n.toFixed(digits));

const DEFS =
  `<filter id="gl" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="6"/></filter>` +
  `<linearGradient id="mu" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8193ab"/><stop offset="1" stop-color="#56657c"/></linearGradient>` +
  `<linearGradient id="hi" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fdba74"/><stop offset=".45" stop-color="${HL}"/><stop offset="1" stop-color="#ea580c"/></linearGradient>`;

const TINT: Record<ExerciseType, { accent: string; light: string; dark: string }> = {
  gym: { accent: '#f97316', light: '#fdba74', dark: '#c2410c' },
  home: { accent: '#14b8a6', light: '#5eead4', dark: '#0f766e' },
  warm: { accent: '#f59e0b', light: '#fcd34d', dark: '#b45309' },
};

/** A per-type background: navy with a glow and a light pattern in the type's colour. */
function background(type: ExerciseType, w: number, h: number): string {
  const { accent, light } = TINT[type];
  const pattern =
    type === 'gym'
      ? `<g stroke="${light}" stroke-width="8" stroke-linecap="round" opacity=".3"><path d="M${w - 120} 70l70-56M${w - 100} 116l90-72M${w - 40} 136l30-24"/></g>`
      : type === 'home'
        ? `<path d="M${w - 110} 34h66M${w - 110} 56h66M${w - 110} 78h66M${w - 110} 100h66" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-dasharray="0 22" opacity=".3"/>`
        : `<g fill="none" stroke="${light}" stroke-width="4" stroke-linecap="round" opacity=".4"><path d="M${w - 150} 40a120 120 0 0 1 120 120M${w - 120} 40a90 90 0 0 1 90 90M${w - 90} 40a60 60 0 0 1 60 60"/></g>`;
  return [
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0f172a"/></linearGradient>`,
    `<radialGradient id="tn" cx=".32" cy=".5" r=".6"><stop offset="0" stop-color="${accent}" stop-opacity=".2"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#tn)"/>`,
    pattern,
  ].join('');
}

/** The kit, drawn around (0, 0) within a radius of about 100. */
function equipment(kind: EquipmentKind, type: ExerciseType): string {
  const { accent: a, light: l, dark: k } = TINT[type];
  const steel = '#cbd5e1';
  const iron = '#64748b';
  switch (kind) {
    case 'dumbbell': {
      const end = `<rect x="30" y="-42" width="22" height="84" rx="8" fill="${a}"/><rect x="52" y="-32" width="16" height="64" rx="7" fill="${k}"/><rect x="68" y="-8" width="12" height="16" rx="4" fill="${steel}"/><rect x="35" y="-36" width="5" height="72" rx="2.5" fill="${l}" opacity=".6"/>`;
      return `<g transform="rotate(-24)"><rect x="-32" y="-8" width="64" height="16" rx="7" fill="${steel}"/><path d="M-18 -8v16M-8 -8v16M2 -8v16M12 -8v16" stroke="${iron}" stroke-width="2"/>${end}<g transform="scale(-1 1)">${end}</g></g>`;
    }
    case 'barbell': {
      const end = `<rect x="44" y="-14" width="12" height="28" rx="4" fill="${iron}"/><rect x="56" y="-58" width="22" height="116" rx="9" fill="${a}"/><rect x="61" y="-52" width="6" height="104" rx="3" fill="${l}" opacity=".55"/><rect x="78" y="-40" width="16" height="80" rx="7" fill="${k}"/><rect x="94" y="-7" width="16" height="14" rx="4" fill="${steel}"/>`;
      return `<ellipse cx="0" cy="70" rx="110" ry="7" fill="#020617" opacity=".4"/><rect x="-100" y="-5" width="200" height="10" rx="5" fill="${steel}"/>${end}<g transform="scale(-1 1)">${end}</g>`;
    }
    case 'kettlebell':
      return `<ellipse cx="0" cy="86" rx="70" ry="7" fill="#020617" opacity=".4"/><path d="M-38 -14C-50 -92 50 -92 38 -14" fill="none" stroke="${k}" stroke-width="18" stroke-linecap="round"/><path d="M-46 84C-74 60 -78 14 -50 -8C-22 -30 22 -30 50 -8C78 14 74 60 46 84Z" fill="${a}"/><ellipse cx="-26" cy="14" rx="13" ry="24" transform="rotate(30 -26 14)" fill="${l}" opacity=".5"/><rect x="-22" y="38" width="44" height="10" rx="5" fill="${k}" opacity=".6"/>`;
    case 'machine': {
      const plates = `<path d="M-42 20V42" stroke="${a}" stroke-width="56" stroke-dasharray="9 2"/><path d="M-42 42V97" stroke="${iron}" stroke-width="56" stroke-dasharray="9 2"/>`;
      return `<ellipse cx="0" cy="100" rx="110" ry="7" fill="#020617" opacity=".4"/><rect x="-86" y="-96" width="10" height="194" rx="3" fill="#94a3b8"/><rect x="-8" y="-96" width="10" height="194" rx="3" fill="#94a3b8"/><rect x="-92" y="-104" width="100" height="12" rx="4" fill="${steel}"/><circle cx="-42" cy="-86" r="9" fill="${iron}"/><path d="M-42 -78V20" stroke="${steel}" stroke-width="3"/>${plates}<rect x="-74" y="94" width="172" height="8" rx="3" fill="#94a3b8"/><rect x="30" y="-70" width="18" height="110" rx="8" fill="#475569"/><rect x="26" y="40" width="66" height="16" rx="7" fill="#475569"/><rect x="52" y="56" width="8" height="40" fill="#94a3b8"/><path d="M2 -60H70" stroke="${steel}" stroke-width="7" stroke-linecap="round"/><rect x="66" y="-70" width="28" height="20" rx="8" fill="${a}"/>`;
    }
    case 'cable': {
      const plates = `<path d="M-28 28V50" stroke="${a}" stroke-width="44" stroke-dasharray="9 2"/><path d="M-28 50V94" stroke="${iron}" stroke-width="44" stroke-dasharray="9 2"/>`;
      return `<ellipse cx="0" cy="100" rx="100" ry="7" fill="#020617" opacity=".4"/><rect x="-62" y="-100" width="68" height="198" rx="8" fill="none" stroke="#94a3b8" stroke-width="9"/><circle cx="-28" cy="-86" r="8" fill="${iron}"/><path d="M-28 -78V28" stroke="${steel}" stroke-width="3"/>${plates}<circle cx="14" cy="-76" r="12" fill="${iron}" stroke="${steel}" stroke-width="4"/><path d="M22 -68L80 8" stroke="${steel}" stroke-width="3"/><path d="M80 8L64 34H96Z" fill="none" stroke="${a}" stroke-width="6" stroke-linejoin="round"/><path d="M66 36H94" stroke="${steel}" stroke-width="10" stroke-linecap="round"/>`;
    }
    case 'band':
      return `<path d="M-70 -30C-80 70 80 70 70 -30" fill="none" stroke="${a}" stroke-width="12" stroke-linecap="round"/><path d="M-56 -20C-60 52 60 52 56 -20" fill="none" stroke="${l}" stroke-width="3" opacity=".6"/><rect x="-92" y="-78" width="44" height="18" rx="9" transform="rotate(-12 -70 -69)" fill="#475569"/><rect x="48" y="-78" width="44" height="18" rx="9" transform="rotate(12 70 -69)" fill="#475569"/><path d="M-70 -60V-30M70 -60V-30" stroke="${k}" stroke-width="6" stroke-linecap="round"/><ellipse cx="0" cy="84" rx="62" ry="14" fill="none" stroke="${k}" stroke-width="9"/>`;
    case 'bench':
      return `<ellipse cx="0" cy="72" rx="112" ry="7" fill="#020617" opacity=".4"/><rect x="-106" y="-22" width="212" height="30" rx="12" fill="#475569"/><rect x="-100" y="-20" width="200" height="8" rx="4" fill="${a}" opacity=".85"/><rect x="-70" y="8" width="140" height="10" fill="#94a3b8"/><path d="M-62 18L-78 66M62 18L78 66" stroke="#94a3b8" stroke-width="10" stroke-linecap="round"/><path d="M-96 68H-58M58 68H96" stroke="${iron}" stroke-width="8" stroke-linecap="round"/>`;
    case 'pull-up-bar':
      return `<ellipse cx="0" cy="100" rx="110" ry="7" fill="#020617" opacity=".4"/><path d="M-86 -70V96M86 -70V96" stroke="#94a3b8" stroke-width="12" stroke-linecap="round"/><path d="M-106 96H-66M66 96H106" stroke="${iron}" stroke-width="9" stroke-linecap="round"/><path d="M-104 -72H104" stroke="${steel}" stroke-width="11" stroke-linecap="round"/><path d="M-64 -72H-36M36 -72H64" stroke="${a}" stroke-width="15" stroke-linecap="round"/><path d="M-40 -40a20 20 0 0 1 0 -20M40 -40a20 20 0 0 0 0 -20" fill="none" stroke="${l}" stroke-width="3" opacity="0"/>`;
    case 'mat':
      return `<ellipse cx="20" cy="60" rx="100" ry="7" fill="#020617" opacity=".4"/><path d="M-60 24H92L112 48H-60Z" fill="${a}"/><path d="M-60 48H112V58H-60Z" fill="${k}"/><path d="M-40 36H96" stroke="${l}" stroke-width="3" opacity=".5"/><circle cx="-62" cy="22" r="36" fill="${a}"/><circle cx="-62" cy="22" r="26" fill="none" stroke="${k}" stroke-width="3"/><circle cx="-62" cy="22" r="16" fill="none" stroke="${k}" stroke-width="3"/><circle cx="-62" cy="22" r="6" fill="${k}"/>`;
    case 'bodyweight':
      return `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="M-92 -34H-50M-102 -4H-54M-88 26H-58" stroke="${a}" stroke-width="7" opacity=".7"/><g stroke="${steel}" stroke-width="16"><path d="M12 -44L-4 12"/><path d="M10 -38L36 -18L56 -40M10 -38L-18 -24L-36 -2"/><path d="M-4 12L30 30L22 74M-4 12L-22 50L-58 62"/></g></g><circle cx="22" cy="-70" r="16" fill="${steel}"/><path d="M-40 88H64" stroke="${a}" stroke-width="5" stroke-linecap="round" opacity=".6"/>`;
  }
}

function svg(w: number, h: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** 640 × 480: the figure with the exercise's muscle group lit, its kit, and a tint per type. */
export function renderExerciseArt(input: {
  muscle: MuscleGroup;
  kind: EquipmentKind;
  type: ExerciseType;
}): string {
  const { accent } = TINT[input.type];
  return svg(
    640,
    480,
    [
      `<defs>${DEFS}</defs>`,
      background(input.type, 640, 480),
      figures(input.muscle, 196, 452, 410),
      `<circle cx="494" cy="250" r="122" fill="${accent}" fill-opacity=".08" stroke="${accent}" stroke-opacity=".35" stroke-width="2"/>`,
      `<g transform="translate(494 250)">${equipment(input.kind, input.type)}</g>`,
    ].join(''),
  );
}

function card(muscle: MuscleGroup | null): string {
  return svg(
    480,
    360,
    [
      `<defs>${DEFS}</defs>`,
      `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#0f172a"/></linearGradient>`,
      `<radialGradient id="tn" cx=".5" cy=".5" r=".55"><stop offset="0" stop-color="#14b8a6" stop-opacity=".2"/><stop offset="1" stop-color="#14b8a6" stop-opacity="0"/></radialGradient>`,
      `<rect width="480" height="360" fill="url(#bg)"/><rect width="480" height="360" fill="url(#tn)"/>`,
      `<circle cx="240" cy="180" r="160" fill="none" stroke="#14b8a6" stroke-opacity=".2" stroke-width="2"/>`,
      figures(muscle, 240, 340, 316),
    ].join(''),
  );
}

/** 480 × 360: the figure with one muscle group lit, for the muscle cards. */
export function renderMuscleCard(muscle: MuscleGroup): string {
  return card(muscle);
}

/** 480 × 360: the figure with nothing lit, for a card without a muscle group. */
export function renderMuscleFallback(): string {
  return card(null);
}
