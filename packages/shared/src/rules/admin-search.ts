/**
 * The admin header search: a query and a type. Each section searches its own
 * fields; the first is the default ('email' where the section has one, as the spec says).
 */
export const adminSearchTypes = {
  dashboard: [],
  products: ['name', 'brand', 'category', 'id'],
  users: ['email', 'role', 'fName', 'lName', 'mobile'],
  orders: ['email', 'id', 'status', 'transactionId'],
  // nothing to filter: as from the dashboard, the header search goes to the users
  delivery: [],
  promotions: [],
  reviews: [],
  trainers: ['name', 'id'],
  submissions: ['email', 'name', 'message'],
  activity: ['email', 'action', 'entity'],
} as const satisfies Record<string, readonly string[]>;

export type AdminSection = keyof typeof adminSearchTypes;
export type AdminSearchType<S extends AdminSection> = (typeof adminSearchTypes)[S][number];

export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
export const ADMIN_SEARCH_MAX = 100;

export function isAdminSection(value: string): value is AdminSection {
  return Object.hasOwn(adminSearchTypes, value);
}

/** The type to use for a section: the one asked for when the section knows it, else its default. */
export function adminSearchType<S extends AdminSection>(
  section: S,
  type: string | null | undefined,
): AdminSearchType<S> | undefined {
  const types = adminSearchTypes[section] as readonly string[];
  return (type && types.includes(type) ? type : types[0]) as AdminSearchType<S> | undefined;
}

/** A LIKE pattern matching `value` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Text as ILIKE compares it under a UTF-8 locale: each character lower-cased on its own (PostgreSQL's
 * lower()), so 'İ' is 'i' and a final 'Σ' is 'σ', where JavaScript's toLowerCase reads them in context.
 * `foldCase(text).includes(foldCase(query))` finds what `text ilike containsPattern(query)` does.
 */
export function foldCase(value: string): string {
  return value.replace(/[\u0130\u03a3]/g, (c) => (c === '\u0130' ? 'i' : '\u03c3')).toLowerCase();
}
