import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CatalogueFile, productCategories, SearchTermsFile } from '@atlas/shared/content/catalogue';
import { factsMessages, SupplementFacts } from '@atlas/shared/contract/supplement-facts';
import { contentDir, readContent } from '../../lib/content-files';
import { createTestApp } from '../../test/test-app';
import { productFlavors, products as dbProducts } from '../schema/index';
import { brands, categories, products, type SeedProduct } from './catalogue';
import { seedDemoCatalogue } from './demo-catalogue';
import { demoSearchTerms } from './search-terms';

const labelFacts = {
  servingSize: 30,
  servingUnit: 'g',
  containerSize: 900,
  servingsPerContainer: 30,
  perServing: { energyKcal: 115, proteinG: 23, carbsG: 2, sugarG: 1, fatG: 1.5 },
  allergens: ['milk'],
  suitableFor: ['halal'],
};

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

  it('takes supplement facts per product and per flavor, and refuses facts that break the label rules', () => {
    const product = file.products[0]!;
    const flavor = product.flavors[0]!;
    const withProduct = (changed: object) => ({ ...file, products: [{ ...product, ...changed }] });
    const problems = (changed: object) => {
      const parsed = CatalogueFile.safeParse(withProduct(changed));
      return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(problems({ facts: labelFacts })).toEqual([]);
    expect(
      problems({ facts: labelFacts, flavors: [{ ...flavor, facts: { allergens: ['milk', 'gluten'] } }] }),
    ).toEqual([]);
    expect(problems({ facts: { ...labelFacts, servingSize: 5000 } }).join()).toContain(
      factsMessages.servingOverContainer,
    );
    expect(problems({ facts: { ...labelFacts, allergens: ['peanut'] } })).not.toEqual([]);
    expect(
      problems({
        facts: labelFacts,
        flavors: [{ ...flavor, facts: { perServing: { ...labelFacts.perServing, proteinG: 40 } } }],
      }).join(),
    ).toContain(`products.0.flavors.0.facts: ${flavor.name}: ${factsMessages.macrosOverServing}`);
    expect(
      problems({ facts: undefined, flavors: [{ ...flavor, facts: { allergens: ['milk'] } }] }).join(),
    ).toContain('the product has none');
  });

  it('stops the seed loudly when a product’s facts are wrong', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atlas-content-'));
    try {
      const bad = {
        ...file,
        products: [{ ...file.products[0]!, facts: { ...labelFacts, servingsPerContainer: 0 } }],
      };
      writeFileSync(join(dir, 'products.json'), JSON.stringify(bad));
      expect(() => readContent('products.json', CatalogueFile, `${dir}/`)).toThrow(
        /content\/products\.json does not match its schema: products\.0\.facts\.servingsPerContainer/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the demo seed with supplement facts', () => {
  it('stores each product’s facts and each flavor’s own', async () => {
    const t = await createTestApp();
    try {
      const [first, second] = products;
      const items = [
        {
          ...first!,
          facts: labelFacts,
          flavors: first!.flavors.map((f, i) =>
            i === 0 ? { ...f, facts: { allergens: ['milk', 'gluten'] } } : f,
          ),
        },
        second!,
      ] as SeedProduct[];
      await seedDemoCatalogue(t.app.db, t.app.files, new Date(), items);
      const rows = await t.app.db.select().from(dbProducts).orderBy(asc(dbProducts.id));
      expect(rows.map((r) => r.facts)).toEqual([SupplementFacts.parse(labelFacts), second!.facts ?? null]);
      const flavors = await t.app.db
        .select()
        .from(productFlavors)
        .where(eq(productFlavors.productId, rows[0]!.id))
        .orderBy(asc(productFlavors.position));
      expect(flavors.map((f) => f.facts)).toEqual(
        first!.flavors.map((_, i) =>
          i === 0 ? { allergens: ['milk', 'gluten'] } : (first!.flavors[i]!.facts ?? null),
        ),
      );
      const dto = await t.app.catalogue.get(rows[0]!.id, 'en');
      expect(dto.facts).toEqual(SupplementFacts.parse(labelFacts));
      // the first flavor's own values as given here, the others' as the content file has them
      expect(dto.flavor_facts).toEqual(
        Object.fromEntries(
          first!.flavors
            .map((f, i) => [f.name, i === 0 ? { allergens: ['milk', 'gluten'] } : f.facts] as const)
            .filter(([, facts]) => facts),
        ),
      );
      // a bad entry stops the seed, naming the product and the field
      const bad = [
        { ...second!, facts: { ...labelFacts, perServing: { ...labelFacts.perServing, sugarG: 9 } } },
      ];
      await expect(
        seedDemoCatalogue(t.app.db, t.app.files, new Date(), bad as SeedProduct[]),
      ).rejects.toThrow(
        `demo catalogue: ${second!.name.en}: facts.perServing.sugarG: ${factsMessages.sugarOverCarbs}`,
      );
      const orphan = [
        {
          ...second!,
          facts: undefined,
          flavors: [{ ...second!.flavors[0]!, facts: { allergens: ['milk'] } }],
        },
      ];
      await expect(
        seedDemoCatalogue(t.app.db, t.app.files, new Date(), orphan as SeedProduct[]),
      ).rejects.toThrow('flavors.0.facts: ');
    } finally {
      await t.close();
    }
  }, 60_000);
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
