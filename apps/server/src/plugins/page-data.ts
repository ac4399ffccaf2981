import type { FastifyInstance } from 'fastify';
import type { PageDataSource } from '@atlas/shared/contract/server-render';

/** The server renderer's page data: the catalogue read model the API answers from, in-process. */
export function pageDataSource(app: FastifyInstance): PageDataSource {
  return {
    listProducts: (query, lang) => app.catalogue.list(query, lang),
    getProduct: (id, lang) => app.catalogue.get(id, lang),
    relatedProducts: (id, lang) => app.catalogue.related(id, lang),
    productFacets: () => app.catalogue.facets(),
    productIds: () => app.catalogue.productIds(),
  };
}
