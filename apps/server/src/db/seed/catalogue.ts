/**
 * Demo product catalogue for the Atlas supplements shop (Egypt, prices in EGP), read from
 * content/products.json and checked against its schema. All brands are fictional. Descriptions
 * are informational only.
 */
import {
  CatalogueFile,
  type BrandContent,
  type FlavorContent,
  type ProductCategory,
  type ProductContent,
} from '@atlas/shared/content/catalogue';
import { readContent } from '../../lib/content-files';

const catalogue = readContent('products.json', CatalogueFile);

/** Every category once, in display order. */
export const categories: readonly [Category, ...Category[]] = catalogue.categories;
export type Category = ProductCategory;

export type SeedBrand = BrandContent;
export type SeedFlavor = FlavorContent;
export type SeedProduct = ProductContent;

export const brands: SeedBrand[] = catalogue.brands;

export const products: SeedProduct[] = catalogue.products;
