export {
  CATALOGUE_CHANNEL,
  type Catalogue,
  type CatalogueOptions,
  type ProductPage,
  type ProductSuggestions,
  type StoredProduct,
} from './catalogue/catalogue-types';
export { createCatalogue } from './catalogue/catalogue-read-model';
export { compareCodePoints } from './catalogue/catalogue-query';
export { flavorMapsOf, productFieldsOf, toDto } from './catalogue/catalogue-rows';
