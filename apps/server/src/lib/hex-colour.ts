/** Lightens (amount > 0) or darkens (amount < 0) a '#rrggbb' colour. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  const f = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v + (amount > 0 ? (255 - v) * amount : v * amount))));
  const [r, g, b] = [f((n >> 16) & 255), f((n >> 8) & 255), f(n & 255)];
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}
