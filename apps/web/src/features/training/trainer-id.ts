/** The trainer id of a details URL, or null when it cannot be one. */
export function trainerIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
