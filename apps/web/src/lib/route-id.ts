/** A numeric id from a route parameter (a product's, a trainer's), or null when it cannot be one. */
export function routeId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
