import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CatalogueFile, productCategories, SearchTermsFile } from '@atlas/shared/content/catalogue';
import { contentDir } from '../../lib/content-files';
import { brands, categories, products } from './catalogue';
import { demoSearchTerms } from './search-terms';

const raw = (file: string): unknown => JSON.parse(readFileSync(`${contentDir}${file}`, 'utf8'));

describe('content/products.json', () => {
  const file = CatalogueFile.parse(raw('products.json'));

  it('holds the demo catalogue: 8 categories, 8 brands, 40 products with 92 flavors', () => {
    expect(file.categories).toHaveLength(8);
    expect(file.brands).toHaveLength(8);
    expect(file.products).toHaveLength(40);
    expect(file.products.flatMap((product) => product.flavors)).toHaveLength(92);
  });

  it('lists every category once and each brand once', () => {
    expect([...file.categories].sort()).toEqual([...productCategories].sort());
    const names = file.brands.map((brand) => brand.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every product a unique English name and one of the brands', () => {
    const names = file.products.map((product) => product.name.en);
    expect(new Set(names).size).toBe(names.length);
    const brandNames = new Set(file.brands.map((brand) => brand.name));
    for (const product of file.products) expect(brandNames, product.name.en).toContain(product.brand);
  });

  it('is what the seed module exports, in the same order', () => {
    expect(categories).toEqual(file.categories);
    expect(brands).toEqual(file.brands);
    expect(products).toEqual(file.products);
  });

  it('refuses a product of an unknown brand, a bad colour, a zero price or a 6th flavor', () => {
    const product = file.products[0]!;
    const withProduct = (changed: object) => ({ ...file, products: [{ ...product, ...changed }] });
    expect(CatalogueFile.safeParse(withProduct({ brand: 'Nobody' })).success).toBe(false);
    expect(CatalogueFile.safeParse(withProduct({ priceEgp: 0 })).success).toBe(false);
    expect(CatalogueFile.safeParse(withProduct({ discount: 12.5 })).success).toBe(false);
    expect(CatalogueFile.safeParse(withProduct({ expiration: '2027-13-01' })).success).toBe(false);
    expect(CatalogueFile.safeParse(withProduct({ name: { en: product.name.en, ar: '' } })).success).toBe(
      false,
    );
    const flavor = product.flavors[0]!;
    const six = Array.from({ length: 6 }, (_, i) => ({ ...flavor, name: `Flavor ${i}` }));
    expect(CatalogueFile.safeParse(withProduct({ flavors: six })).success).toBe(false);
    expect(CatalogueFile.safeParse(withProduct({ flavors: [] })).success).toBe(false);
    expect(CatalogueFile.safeParse(withProduct({ flavors: [{ ...flavor, color: 'red' }] })).success).toBe(
      false,
    );
    expect(CatalogueFile.safeParse(withProduct({})).success).toBe(true);
    expect(CatalogueFile.safeParse({ ...file, categories: file.categories.slice(1) }).success).toBe(false);
  });
});

describe('content/search-terms.json', () => {
  const terms = SearchTermsFile.parse(raw('search-terms.json'));

  it('gives search terms to each of the 40 products, keyed by English name', () => {
    expect(Object.keys(terms)).toHaveLength(40);
    const names = new Set(CatalogueFile.parse(raw('products.json')).products.map((p) => p.name.en));
    for (const name of Object.keys(terms)) expect(names, name).toContain(name);
  });

  it('is what demoSearchTerms reads', () => {
    expect(demoSearchTerms()).toEqual(terms);
  });
});
