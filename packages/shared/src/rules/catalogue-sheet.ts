/**
 * The supplement-facts columns (catalogue-sheet-facts.ts reads and writes them): each flavor row
 * holds that flavor's label, the product's with the flavor's own values over it. Optional on
 * import: a file without them keeps the facts.
 */
export const CATALOGUE_FACTS_COLUMNS = [
  'serving_size',
  'serving_unit',
  'container_size',
  'servings_per_container',
  'max_servings_per_day',
  'energy_kcal',
  'protein_g',
  'carbs_g',
  'sugar_g',
  'fat_g',
  'creatine_mg',
  'caffeine_mg',
  'other_actives',
  'allergens',
  'suitable_for',
] as const;
export type CatalogueFactsColumn = (typeof CATALOGUE_FACTS_COLUMNS)[number];

/** The columns every full import needs. */
export const CATALOGUE_BASE_COLUMNS = [
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

/**
 * The catalogue as a spreadsheet (issue 22): one row per flavor (a product without flavors has
 * one row with the flavor cells empty). The same columns in the CSV and the XLSX, for export and
 * import, in this order.
 */
export const CATALOGUE_COLUMNS = [...CATALOGUE_BASE_COLUMNS, ...CATALOGUE_FACTS_COLUMNS] as const;
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number];
export type CatalogueRow = Record<CatalogueColumn, string>;

/** The facts columns that hold text: the serving's unit and the three lists. */
const FACTS_TEXT_COLUMNS: readonly CatalogueFactsColumn[] = [
  'serving_unit',
  'other_actives',
  'allergens',
  'suitable_for',
];

/** The columns whose cells are numbers; an XLSX export writes them as number cells. */
export const CATALOGUE_NUMBER_COLUMNS: ReadonlySet<CatalogueColumn> = new Set<CatalogueColumn>([
  'product_id',
  'price',
  'discount',
  'quantity',
  ...CATALOGUE_FACTS_COLUMNS.filter((column) => !FACTS_TEXT_COLUMNS.includes(column)),
]);

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

/**
 * Why an import refuses a row, by code (the admin screen translates the code; other clients read
 * the English text). `{{name}}` marks a value of the row.
 */
export const importReasonTexts = {
  formula: '{{column}} holds a formula; formulas are not imported',
  formulaRow: 'the row holds formulas; formulas are not imported',
  notNumber: '{{column}} is not a number: {{value}}',
  notWhole: '{{column}} must be a whole number',
  negative: '{{column}} must not be negative',
  tooLarge: '{{column}} must be at most {{max}}',
  missing: '{{column}} is missing',
  badId: 'product_id is not an id: {{value}}',
  noProduct: 'there is no product {{value}}',
  priceRange: 'price must be between 0 and {{max}}',
  priceDecimals: 'price has more than two decimals',
  discountRange: 'discount must be a whole number from 0 to 100',
  badDate: 'expiration_date must be a date (YYYY-MM-DD): {{value}}',
  badImage: '{{column}} is not an http(s) or /media/ address: {{value}}',
  searchTerms: 'search_terms: at most {{max}} terms, each at most {{length}} characters',
  flavorTooLong: 'flavor names are at most 80 characters',
  differs: '{{column}} differs from row {{row}} of the same product',
  duplicateFlavor: 'the flavor {{value}} appears twice (row {{row}})',
  flavorsMixed: 'a product has either flavors or one row without a flavor (row {{row}})',
  flavorImageMissing: 'flavor_image is missing for a new flavor',
  nameTheFlavor: 'the product has flavors: name the flavor',
  noFlavor: '{{product}} has no flavor {{value}}',
  noFlavors: '{{product}} has no flavors',
  duplicateRow: 'the same flavor appears twice (row {{row}})',
  belowZero: 'quantity would go below zero ({{value}})',
  badFacts: '{{column}}: {{problem}}',
} as const;
export type ImportReason = keyof typeof importReasonTexts;

/** A reason's English text with the row's values in it. */
export function importReasonText(code: ImportReason, params: Record<string, string> = {}): string {
  return importReasonTexts[code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

/** Why an import refuses the whole file, by code (in the error's `fields.file`). */
export const importFileErrors = [
  'empty',
  'tooManyRows',
  'encoding',
  'notASheet',
  'bomb',
  'unreadable',
  'columns',
  'stockColumns',
  'refused',
  'noPreview',
] as const;
export type ImportFileError = (typeof importFileErrors)[number];
