/**
 * The admin's product and flavor rules,
 * shared by the server, which enforces them, and the admin screens, which check them first.
 */

/** Products per page on the admin screen. */
export const ADMIN_PAGE_SIZE = 12;
/** Flavors one product may carry. */
export const MAX_FLAVORS = 50;
/**
 * Highest price in EGP: ten million, the same bound as the listing's price filter. A shop rule,
 * not a storage limit: money is bigint piastres (about 90 trillion EGP would fit).
 */
export const MAX_PRICE_EGP = 10_000_000;
/** Search terms one product may carry, and the length of each. */
export const MAX_SEARCH_TERMS = 40;
export const MAX_SEARCH_TERM_LENGTH = 40;
/** Highest stock of a product or a flavor. */
export const MAX_STOCK = 1_000_000;

export const REQUIRED_FIELDS_MESSAGE = 'All required fields must be filled';
export const INCOMPLETE_FLAVOR_MESSAGE =
  'Incomplete Information: Please provide flavor name, quantity, and image URL.';
export const PRICE_DECIMALS_MESSAGE = 'price must have at most 2 decimals';
export const duplicateFlavorMessage = (name: string) => `Duplicate Flavor: Flavor "${name}" already exists.`;

/** What the add-product popup requires, truthy (so a price or a quantity of 0 fails). */
export const requiredProductFields = [
  'name',
  'description',
  'price',
  'image',
  'category',
  'available_size',
  'quantity',
] as const;
export type RequiredProductField = (typeof requiredProductFields)[number];

const given = (value: unknown, zeroAllowed: boolean): boolean =>
  typeof value === 'string'
    ? value.trim() !== ''
    : typeof value === 'number'
      ? !Number.isNaN(value) && (zeroAllowed || value !== 0)
      : value !== undefined && value !== null && value !== false;

/**
 * The required fields a product write leaves out. Adding follows the spec (quantity 0 fails);
 * editing accepts a quantity of 0, since sales bring a product there and the admin must still
 * be able to edit it.
 */
export function missingProductFields(
  input: Partial<Record<RequiredProductField, unknown>>,
  { editing = false }: { editing?: boolean } = {},
): RequiredProductField[] {
  return requiredProductFields.filter((field) => !given(input[field], editing && field === 'quantity'));
}

/** An image the admin may give: an http(s) URL or a path of the shop's own media. */
export function isImageUrl(value: string): boolean {
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith('/media/')) return !value.split(/[/?#]/).includes('..');
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

/** At most two decimals (price step 0.01), tolerant of binary fractions like 19.99. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

export interface FlavorRow {
  name?: string;
  nameAr?: string;
  quantity?: number;
  image?: string;
}

export interface CompleteFlavorRow {
  name: string;
  nameAr: string;
  quantity: number;
  image: string;
}

/** The flavor data a product write may carry: the form's rows, or the spec's list and maps. */
export interface FlavorData {
  flavors?: FlavorRow[];
  available_flavors?: (string | undefined)[];
  flavor_quantity?: Record<string, number | undefined>;
  product_images?: Record<string, string | undefined>;
}

function lookup<T>(map: Record<string, T> | undefined, name: string): T | undefined {
  if (!map) return undefined;
  if (Object.hasOwn(map, name)) return map[name];
  const key = Object.keys(map).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : map[key];
}

/**
 * The flavor rows of a product write, or undefined when it carries no flavor data (an edit then
 * leaves the flavors alone). The form's rows win over the spec's maps; from the maps, the list
 * of names is `available_flavors` (or the maps' keys when it is absent).
 */
export function flavorRowsOf(input: FlavorData): FlavorRow[] | undefined {
  if (input.flavors) return input.flavors;
  const { available_flavors: list, flavor_quantity: quantities, product_images: images } = input;
  if (!list && !quantities && !images) return undefined;
  const names = list ?? [...new Set([...Object.keys(quantities ?? {}), ...Object.keys(images ?? {})])];
  return names.map((name) =>
    name === undefined ? {} : { name, quantity: lookup(quantities, name), image: lookup(images, name) },
  );
}

/**
 * The rows kept: name, a numeric quantity and an image all given (incomplete rows
 * are dropped silently). On an edit, a row naming a current flavor takes what it leaves out
 * from that flavor, so a client that sends only names and quantities keeps the images.
 */
export function completeFlavorRows(
  rows: readonly FlavorRow[],
  current: readonly CompleteFlavorRow[] = [],
): CompleteFlavorRow[] {
  const kept: CompleteFlavorRow[] = [];
  for (const row of rows) {
    const name = row.name?.trim() ?? '';
    if (!name) continue;
    const existing = current.find((f) => f.name.toLowerCase() === name.toLowerCase());
    const quantity = row.quantity ?? existing?.quantity;
    const image = row.image?.trim() || existing?.image || '';
    if (quantity === undefined || Number.isNaN(quantity) || !image) continue;
    kept.push({ name, nameAr: row.nameAr?.trim() ?? existing?.nameAr ?? '', quantity, image });
  }
  return kept;
}

/** The first name that repeats an earlier one, case-insensitively (flavor names are unique per product). */
export function duplicateName(names: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const name of names) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) return name;
    seen.add(key);
  }
  return undefined;
}

/**
 * Whether a product is in stock after an admin write. With flavors the shop sells flavors, so
 * it is in stock exactly when some flavor has units: the rule checkout applies when it takes
 * the last unit. Without flavors the flag is the admin's: as sent, else as it was, else true
 * (inStock defaults to true, as the spec says).
 */
export function productInStock(
  flavorQuantities: readonly number[],
  sent: boolean | undefined,
  current?: boolean,
): boolean {
  if (flavorQuantities.length > 0) return flavorQuantities.some((q) => q > 0);
  return sent ?? current ?? true;
}
