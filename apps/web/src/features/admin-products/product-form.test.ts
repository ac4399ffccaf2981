import { describe, expect, it } from 'vitest';
import type { AdminProductDto } from '@atlas/shared/contract/admin-products';
import { ApiError } from '@/lib/api-client';
import {
  checkProductForm,
  emptyFlavorRow,
  emptyProductForm,
  flavorDraftProblem,
  formIsValid,
  productFormFrom,
  productPayload,
  serverProblem,
  type ProductFormValues,
  splitSearchTerms,
} from './product-form';
import { toNumberValue } from '@/lib/admin/number-value';

const filled = (): ProductFormValues => ({
  ...emptyProductForm(),
  name: ' Iso Whey ',
  description: 'Isolate',
  price: 1899.5,
  image: 'https://cdn.example.com/a.png',
  category: 'Protein',
  available_size: '2 lb',
  quantity: 10,
});

describe('productPayload', () => {
  it('trims texts, defaults the discount to 0, sends a blank date as null', () => {
    const payload = productPayload({ ...filled(), discount: '' }, { editing: false });
    expect(payload).toMatchObject({
      name: 'Iso Whey',
      discount: 0,
      expiration_date: null,
      price: 1899.5,
      flavors: [],
    });
  });

  it('keeps only complete flavor rows on add, and sends no flavor data on edit', () => {
    const rows = [
      { ...emptyFlavorRow(), name: 'Vanilla', quantity: 0 as const, image: '/media/v.webp' },
      { ...emptyFlavorRow(), name: 'No image', quantity: 3 },
      { ...emptyFlavorRow(), name: 'No quantity', image: '/media/q.webp' },
    ];
    const add = productPayload({ ...filled(), flavors: rows }, { editing: false });
    expect(add.flavors).toEqual([{ name: 'Vanilla', nameAr: '', quantity: 0, image: '/media/v.webp' }]);
    expect(productPayload({ ...filled(), flavors: rows }, { editing: true })).not.toHaveProperty('flavors');
  });
});

describe('checkProductForm', () => {
  it('names every missing required field; 0 counts as missing for price, and for quantity on add', () => {
    const empty = checkProductForm(emptyProductForm(), { editing: false });
    expect(empty.missing).toBe(true);
    expect(Object.keys(empty.fields).sort()).toEqual(
      ['available_size', 'category', 'description', 'image', 'name', 'price', 'quantity'].sort(),
    );
    expect(checkProductForm({ ...filled(), price: 0 }, { editing: false }).fields).toEqual({
      price: 'required',
    });
    expect(checkProductForm({ ...filled(), quantity: 0 }, { editing: false }).fields).toEqual({
      quantity: 'required',
    });
    expect(formIsValid(checkProductForm({ ...filled(), quantity: 0 }, { editing: true }))).toBe(true);
    expect(formIsValid(checkProductForm(filled(), { editing: false }))).toBe(true);
  });

  it('checks decimals, ranges and the image address', () => {
    const check = checkProductForm(
      { ...filled(), price: 10.555, discount: 120, quantity: 2.5, image: 'javascript:alert(1)' },
      { editing: false },
    );
    expect(check.fields).toEqual({ price: 'decimals', discount: 'range', quantity: 'whole', image: 'image' });
    expect(check.missing).toBe(false);
  });

  it('finds a flavor named twice', () => {
    const row = (name: string) => ({ ...emptyFlavorRow(), name, quantity: 1, image: '/media/x.webp' });
    const check = checkProductForm({ ...filled(), flavors: [row('Mint'), row('mint ')] }, { editing: false });
    expect(check.duplicateFlavor).toBe('mint');
    expect(formIsValid(check)).toBe(false);
  });
});

describe('flavorDraftProblem', () => {
  const draft = { name: 'Lemon', nameAr: '', quantity: 0 as number | '', image: '/media/l.webp' };
  it('asks for name, quantity and image; refuses a name the product has', () => {
    expect(flavorDraftProblem(draft, ['Mint'])).toBeUndefined();
    expect(flavorDraftProblem({ ...draft, name: ' ' }, [])).toBe('incomplete');
    expect(flavorDraftProblem({ ...draft, quantity: '' }, [])).toBe('incomplete');
    expect(flavorDraftProblem({ ...draft, image: '' }, [])).toBe('incomplete');
    expect(flavorDraftProblem({ ...draft, quantity: 1.5 }, [])).toBe('quantity');
    expect(flavorDraftProblem({ ...draft, image: 'file:///x' }, [])).toBe('image');
    expect(flavorDraftProblem(draft, ['LEMON'])).toBe('duplicate');
  });
});

describe('serverProblem', () => {
  it('reads a refusal by code and fields', () => {
    expect(serverProblem(new ApiError(409, 'DUPLICATE_FLAVOR', 'x', { flavor: 'Mint' }))).toEqual({
      fields: {},
      message: { key: 'adminProducts.messages.duplicateFlavor', values: { name: 'Mint' } },
    });
    expect(
      serverProblem(
        new ApiError(400, 'VALIDATION_FAILED', 'x', { price: 'bad', 'flavors.0.quantity': 'bad' }),
      ),
    ).toEqual({
      fields: { price: 'invalid' },
      message: { key: 'adminProducts.messages.invalidFlavors' },
    });
    expect(serverProblem(new ApiError(500, 'INTERNAL_ERROR', 'x'))).toEqual({ fields: {} });
    expect(serverProblem(new Error('network'))).toEqual({ fields: {} });
  });
});

describe('helpers', () => {
  it('round-trips a product into the form', () => {
    const product = {
      name: 'A',
      nameAr: '',
      description: 'd',
      descriptionAr: '',
      price: 5,
      discount: 0,
      image: 'http://x/media/a.webp',
      category: 'c',
      brand: '',
      available_size: '1',
      expiration_date: null,
      searchTerms: ['whey', 'واي'],
      quantity: 0,
      isNew: false,
      isHot: true,
      inStock: false,
      flavors: [],
      facts: null,
    } as unknown as AdminProductDto;
    expect(productFormFrom(product)).toMatchObject({
      expiration_date: '',
      searchTerms: 'whey, واي',
      isHot: true,
      inStock: false,
      flavors: [],
      facts: null,
      flavorFacts: {},
    });
  });

  it('splits search terms at commas (Latin or Arabic) and lines, and flags too many or too long', () => {
    expect(splitSearchTerms(' whey, واي،fat burner\n\n, ')).toEqual(['whey', 'واي', 'fat burner']);
    expect(productPayload({ ...filled(), searchTerms: 'a, b' }, { editing: true }).searchTerms).toEqual([
      'a',
      'b',
    ]);
    const many = Array.from({ length: 41 }, (_, i) => `t${i}`).join(',');
    expect(checkProductForm({ ...filled(), searchTerms: many }, { editing: false }).fields.searchTerms).toBe(
      'range',
    );
    expect(
      checkProductForm({ ...filled(), searchTerms: 'x'.repeat(41) }, { editing: false }).fields.searchTerms,
    ).toBe('range');
    expect(
      checkProductForm({ ...filled(), searchTerms: 'whey' }, { editing: false }).fields.searchTerms,
    ).toBeUndefined();
  });

  it('reads number inputs', () => {
    expect(toNumberValue('')).toBe('');
    expect(toNumberValue(3)).toBe(3);
  });
});
