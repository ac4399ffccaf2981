/**
 * The one pricing rule (docs/api-compatibility.md): the discounted price is
 * round(price × (100 − discount) / 100) to the piastre, everywhere it is shown or charged.
 * Money is integer piastres inside; EGP with two decimals at the edges.
 */
export function discountedPiastres(pricePiastres: number, discount: number): number {
  const pct = Math.min(100, Math.max(0, Math.trunc(discount)));
  // integer arithmetic, half up, so the database's generated column agrees exactly
  return Math.floor((pricePiastres * (100 - pct) + 50) / 100);
}

export function piastresToEgp(piastres: number): number {
  return Math.round(piastres) / 100;
}

export function egpToPiastres(egp: number): number {
  return Math.round(egp * 100);
}
