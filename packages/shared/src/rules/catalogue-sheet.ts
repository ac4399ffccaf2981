/**
 * The catalogue as a spreadsheet (issue 22): one row per flavor (a product without flavors has
 * one row with the flavor cells empty). The same columns in the CSV and the XLSX, for export and
 * import, in this order.
 */
export const CATALOGUE_COLUMNS = [
  'product_id',
  'name',
  'name_ar',
  'description',
  'description_ar',
  'brand',
  'category',
  'price',
  'discount',
  'size',
  'expiration_date',
  'flavor',
  'flavor_ar',
  'quantity',
  'image',
  'flavor_image',
  'search_terms',
] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export type CatalogueRow = Record<CatalogueColumn, string>;

/** Search terms in one cell. */
export const SEARCH_TERMS_SEPARATOR = ', ';

/**
 * A text cell a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return) is written with a leading apostrophe, which spreadsheets show as text; reading takes it
 * off again, so a round trip changes nothing.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function restoreCell(value: string): string {
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/** RFC 4180 CSV with CRLF line ends and a UTF-8 byte order mark, so Excel shows Arabic. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
