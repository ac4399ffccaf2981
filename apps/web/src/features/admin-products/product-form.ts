import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import type { FlavorFactsOverride, SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import {
  completeFlavorRows,
  duplicateName,
  hasAtMostTwoDecimals,
  isImageUrl,
  missingProductFields,
  MAX_PRICE_EGP,
  MAX_SEARCH_TERM_LENGTH,
  MAX_SEARCH_TERMS,
  MAX_STOCK,
} from '@atlas/shared/rules/admin-product';
import { ApiError } from '@/lib/api-client';
import {
  factsFormFrom,
  flavorFactsFormFrom,
  type FactsFormValues,
  type FlavorFactsFormValues,
} from './facts-form';
import type { NumberValue } from '@/lib/admin/number-value';

export interface FlavorFormRow {
  /** A stable React key for the row. */
  key: string;
  name: string;
  nameAr: string;
  quantity: NumberValue;
  image: string;
}

export interface ProductFormValues {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  price: NumberValue;
  discount: NumberValue;
  image: string;
  category: string;
  brand: string;
  available_size: string;
  expiration_date: string;
  /** Comma-separated, as typed. */
  searchTerms: string;
  quantity: NumberValue;
  isNew: boolean;
  isHot: boolean;
  inStock: boolean;
  /** Only the add popup edits these; the edit modal changes flavors one at a time. */
  flavors: FlavorFormRow[];
  /** The supplement facts section; null: none (the product page shows no facts). */
  facts: FactsFormValues | null;
  /**
   * Each flavor's own facts where they differ (null: the product's), by the add popup's row key
   * or, editing, by the flavor's name.
   */
  flavorFacts: Record<string, FlavorFactsFormValues | null>;
}

export type ProductField = Exclude<keyof ProductFormValues, 'flavors' | 'facts' | 'flavorFacts'>;

/** What is wrong with a field, as a translation key under adminProducts.form.problems. */
export type FieldProblem = 'required' | 'invalid' | 'decimals' | 'range' | 'image' | 'whole';

let rowSeq = 0;
export function emptyFlavorRow(): FlavorFormRow {
  rowSeq += 1;
  return { key: `flavor-${rowSeq}`, name: '', nameAr: '', quantity: '', image: '' };
}

export function emptyProductForm(): ProductFormValues {
  return {
    name: '',
    nameAr: '',
    description: '',
    descriptionAr: '',
    price: '',
    discount: 0,
    image: '',
    category: '',
    brand: '',
    available_size: '',
    expiration_date: '',
    searchTerms: '',
    quantity: '',
    isNew: false,
    isHot: false,
    inStock: true,
    flavors: [],
    facts: null,
    flavorFacts: {},
  };
}

export function productFormFrom(product: AdminProductDto): ProductFormValues {
  return {
    name: product.name,
    nameAr: product.nameAr,
    description: product.description,
    descriptionAr: product.descriptionAr,
    price: product.price,
    discount: product.discount,
    image: product.image,
    category: product.category,
    brand: product.brand,
    available_size: product.available_size,
    expiration_date: product.expiration_date ?? '',
    searchTerms: product.searchTerms.join(', '),
    quantity: product.quantity,
    isNew: product.isNew,
    isHot: product.isHot,
    inStock: product.inStock,
    flavors: [],
    facts: product.facts ? factsFormFrom(product.facts) : null,
    flavorFacts: Object.fromEntries(
      product.flavors.map((f) => [
        f.name,
        f.facts && product.facts ? flavorFactsFormFrom(f.facts, factsFormFrom(product.facts)) : null,
      ]),
    ),
  };
}

/** Search terms as typed: separated by commas (Latin or Arabic) or lines, blanks dropped. */
export function splitSearchTerms(text: string): string[] {
  return text
    .split(/[,،\n]/)
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

const numberOrUndefined = (value: NumberValue) => (value === '' ? undefined : value);

/** The body of POST /products/admin (with the flavor rows) or PUT /products/admin/{id} (without). */
export interface ProductPayload {
  name: string;
  nameAr: string;
  description: string;
  descriptionAr: string;
  price?: number;
  discount: number;
  image: string;
  category: string;
  brand: string;
  available_size: string;
  expiration_date: string | null;
  searchTerms: string[];
  quantity?: number;
  isNew: boolean;
  isHot: boolean;
  inStock: boolean;
  /** Adding: the complete rows. Editing: every current flavor by name (the rest kept), with its facts. */
  flavors?: {
    name: string;
    nameAr?: string;
    quantity?: number;
    image?: string;
    facts?: FlavorFactsOverride | null;
  }[];
  /** Null removes the facts; left out keeps them. */
  facts?: SupplementFacts | null;
}

/** The checked supplement facts of the form (facts-form.ts), and which of them to send. */
export interface CheckedFacts {
  facts: SupplementFacts | null;
  /** Keyed as ProductFormValues.flavorFacts. */
  flavors: Record<string, FlavorFactsOverride | null>;
  /** Editing: send the product's facts (the section was changed). */
  sendFacts: boolean;
  /** Editing: the product's current flavors, to send with their facts (the flavors' facts were changed). */
  currentFlavors?: readonly string[];
}

/**
 * The request body. Flavor rows missing a name, a quantity or an image are left out, as the
 * spec's popup does; the edit modal sends no flavor data at all.
 */
export function productPayload(
  values: ProductFormValues,
  { editing }: { editing: boolean },
  checked?: CheckedFacts,
): ProductPayload {
  const payload: ProductPayload = {
    name: values.name.trim(),
    nameAr: values.nameAr.trim(),
    description: values.description.trim(),
    descriptionAr: values.descriptionAr.trim(),
    price: numberOrUndefined(values.price),
    discount: values.discount === '' ? 0 : values.discount,
    image: values.image.trim(),
    category: values.category.trim(),
    brand: values.brand.trim(),
    available_size: values.available_size.trim(),
    expiration_date: values.expiration_date || null,
    searchTerms: splitSearchTerms(values.searchTerms),
    quantity: numberOrUndefined(values.quantity),
    isNew: values.isNew,
    isHot: values.isHot,
    inStock: values.inStock,
  };
  if (!editing) {
    payload.flavors = completeFlavorRows(
      values.flavors.map((row) => ({
        name: row.name,
        nameAr: row.nameAr,
        quantity: numberOrUndefined(row.quantity),
        image: row.image,
      })),
    );
    if (checked?.facts) {
      const keyOf = new Map(values.flavors.map((row) => [row.name.trim().toLowerCase(), row.key]));
      payload.flavors = payload.flavors.map((flavor) => {
        const override = checked.flavors[keyOf.get(flavor.name.toLowerCase()) ?? ''];
        return override ? { ...flavor, facts: override } : flavor;
      });
      payload.facts = checked.facts;
    }
  } else if (checked) {
    if (checked.sendFacts) payload.facts = checked.facts;
    // quantities, images and Arabic names left out are kept: only the facts change
    if (checked.currentFlavors)
      // without the product's facts, no flavor keeps its own
      payload.flavors = checked.currentFlavors.map((name) =>
        checked.facts === null || name in checked.flavors
          ? { name, facts: checked.facts && (checked.flavors[name] ?? null) }
          : { name },
      );
  }
  return payload;
}

export interface FormCheck {
  /** Any required field left out: the form says 'All required fields must be filled'. */
  missing: boolean;
  fields: Partial<Record<ProductField, FieldProblem>>;
  /** A flavor name given twice (case-insensitively). */
  duplicateFlavor?: string;
}

/** The spec's add-product and add-flavor checks, before anything is sent (the server makes them again). */
export function checkProductForm(values: ProductFormValues, { editing }: { editing: boolean }): FormCheck {
  const payload = productPayload(values, { editing });
  const fields: FormCheck['fields'] = {};
  for (const field of missingProductFields(payload, { editing })) fields[field] = 'required';
  const missing = Object.keys(fields).length > 0;
  const { price, discount, quantity } = payload;
  if (price !== undefined && !fields.price) {
    if (price < 0 || price > MAX_PRICE_EGP) fields.price = 'range';
    else if (!hasAtMostTwoDecimals(price)) fields.price = 'decimals';
  }
  if (!Number.isInteger(discount) || discount < 0 || discount > 100) fields.discount = 'range';
  if (quantity !== undefined && !fields.quantity) {
    if (!Number.isInteger(quantity)) fields.quantity = 'whole';
    else if (quantity < 0 || quantity > MAX_STOCK) fields.quantity = 'range';
  }
  if (payload.image && !isImageUrl(payload.image)) fields.image = 'image';
  if (
    payload.searchTerms.length > MAX_SEARCH_TERMS ||
    payload.searchTerms.some((term) => term.length > MAX_SEARCH_TERM_LENGTH)
  )
    fields.searchTerms = 'range';
  const duplicateFlavor = payload.flavors ? duplicateName(payload.flavors.map((f) => f.name)) : undefined;
  return { missing, fields, ...(duplicateFlavor === undefined ? {} : { duplicateFlavor }) };
}

export function formIsValid(check: FormCheck): boolean {
  return !check.missing && Object.keys(check.fields).length === 0 && check.duplicateFlavor === undefined;
}

/** What the add-flavor form sends, and whether it is complete. */
export interface FlavorDraft {
  name: string;
  nameAr: string;
  quantity: NumberValue;
  image: string;
}

export function flavorDraftProblem(
  draft: FlavorDraft,
  currentNames: readonly string[],
): 'incomplete' | 'duplicate' | 'image' | 'quantity' | undefined {
  const name = draft.name.trim();
  if (!name || draft.quantity === '' || !draft.image.trim()) return 'incomplete';
  if (!Number.isInteger(draft.quantity) || draft.quantity < 0 || draft.quantity > MAX_STOCK)
    return 'quantity';
  if (!isImageUrl(draft.image.trim())) return 'image';
  if (currentNames.some((n) => n.toLowerCase() === name.toLowerCase())) return 'duplicate';
  return undefined;
}

/** The form's reading of a refused save: per-field problems and the form-level message key. */
export interface ServerProblem {
  fields: Partial<Record<ProductField, FieldProblem>>;
  /** A translation key under adminProducts with its values, or undefined: use the spec's failure. */
  message?: { key: string; values?: Record<string, string> };
}

const formFields = new Set<string>([
  'name',
  'nameAr',
  'description',
  'descriptionAr',
  'price',
  'discount',
  'image',
  'category',
  'brand',
  'available_size',
  'expiration_date',
  'searchTerms',
  'quantity',
  'isNew',
  'isHot',
  'inStock',
]);

/** Reads a refused product save by its code and fields (never by its message text). */
export function serverProblem(error: unknown): ServerProblem {
  if (!(error instanceof ApiError)) return { fields: {} };
  if (error.code === 'DUPLICATE_FLAVOR') {
    return {
      fields: {},
      message: {
        key: 'adminProducts.messages.duplicateFlavor',
        values: { name: error.fields?.flavor ?? '' },
      },
    };
  }
  if (error.status === 400 && error.fields) {
    // the form checks the required fields itself, so what the server still refuses is invalid
    const fields: ServerProblem['fields'] = {};
    let flavors = false;
    let facts = false;
    for (const key of Object.keys(error.fields)) {
      const field = key.split('.')[0]!;
      if (field === 'flavors') flavors = true;
      if (field === 'facts') facts = true;
      if (formFields.has(field)) fields[field as ProductField] = 'invalid';
    }
    const message =
      Object.keys(fields).length === 0 && facts
        ? 'adminProducts.messages.invalidFacts'
        : flavors
          ? 'adminProducts.messages.invalidFlavors'
          : 'adminProducts.messages.invalid';
    return { fields, message: { key: message } };
  }
  if (error.code === 'NOT_FOUND') return { fields: {}, message: { key: 'adminProducts.messages.notFound' } };
  return { fields: {} };
}
