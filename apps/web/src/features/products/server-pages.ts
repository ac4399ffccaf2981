import type { ProductDto } from '@atlas/shared/contract/products';
import { routeId } from '@/lib/route-id';
import { absoluteUrl, isNotFound, shortText, type ServerPageArgs } from '@/lib/server-page';
import { productListQuery } from './api/list-products';
import { productFacetsQuery } from './api/get-product-facets';
import { productQuery } from '@/lib/product-query';
import { relatedProductsQuery } from './api/get-related-products';
import { readShopParams } from './shop-search-params';
import type { Allergen } from '@atlas/shared/contract/supplement-facts';

// readShopParams keeps only known allergens
const allergensOf = (list: string | undefined) => list?.split(',') as Allergen[] | undefined;
import { PRODUCT_IMAGE_SIZES } from './image-sizes';
import { productCard, type ProductCardDto } from './card-data';
import { flavorImage } from './use-flavor-selection';

/** The listing page: the requested page of products and the filter facets. */
export async function prefetchProductList({ queryClient, source, lang, search }: ServerPageArgs) {
  const params = readShopParams(search);
  await Promise.all([
    queryClient.prefetchQuery({
      ...productListQuery(params, lang),
      queryFn: async () => {
        const list = await source.listProducts(
          { ...params, allergenFree: allergensOf(params.allergenFree) },
          lang,
        );
        return { ...list, items: list.items.map(productCard) };
      },
    }),
    queryClient.prefetchQuery({ ...productFacetsQuery(), queryFn: () => source.productFacets() }),
  ]);
}

/** The details page: the product and its related products; 404 when there is no such product. */
export async function prefetchProductDetails(args: ServerPageArgs): Promise<{ status: number } | void> {
  const { queryClient, source, lang } = args;
  const id = routeId(args.params.id);
  if (id === null) return { status: 404 };
  try {
    await queryClient.fetchQuery({ ...productQuery(id, lang), queryFn: () => source.getProduct(id, lang) });
  } catch (err) {
    if (isNotFound(err)) return { status: 404 };
    throw err;
  }
  await queryClient.prefetchQuery({
    ...relatedProductsQuery(id, lang),
    queryFn: async () => (await source.relatedProducts(id, lang)).map(productCard),
  });
}

const SCHEMA_AVAILABILITY = {
  in: 'https://schema.org/InStock',
  out: 'https://schema.org/OutOfStock',
} as const;

/** Title, description, sharing card and schema.org Product of a details page. */
export function productDetailsHead(args: ServerPageArgs) {
  const id = routeId(args.params.id);
  if (id === null) return undefined;
  const product = args.queryClient.getQueryData<ProductDto>(productQuery(id, args.lang).queryKey);
  if (!product) return undefined;
  const price = product.discountedPrice.toFixed(2);
  const url = `${args.origin}/products/${product.id}`;
  return {
    title: product.name,
    description: shortText(product.description || `${product.brand} · ${product.name}`),
    image: absoluteUrl(args.origin, product.image),
    // the page opens on the first flavor, whose picture takes the product picture's place
    lcpImage: flavorImage(product),
    lcpImageSizes: PRODUCT_IMAGE_SIZES.details,
    ogType: 'product' as const,
    og: {
      'product:price:amount': price,
      'product:price:currency': 'EGP',
      'product:availability': product.inStock ? 'in stock' : 'out of stock',
      'product:brand': product.brand,
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        description: shortText(product.description, 5000),
        image: [absoluteUrl(args.origin, product.image)],
        sku: String(product.id),
        brand: { '@type': 'Brand', name: product.brand },
        category: product.category,
        offers: {
          '@type': 'Offer',
          url,
          price,
          priceCurrency: 'EGP',
          availability: product.inStock ? SCHEMA_AVAILABILITY.in : SCHEMA_AVAILABILITY.out,
          itemCondition: 'https://schema.org/NewCondition',
        },
      },
    ],
  };
}

/** The listing's first product image is usually the largest paint on a phone. */
export function productListHead(args: ServerPageArgs) {
  const params = readShopParams(args.search);
  const list = args.queryClient.getQueryData<{ items: ProductCardDto[] }>(
    productListQuery(params, args.lang).queryKey,
  );
  const first = list?.items[0];
  return first
    ? {
        lcpImage: first.image,
        lcpImageSizes: PRODUCT_IMAGE_SIZES.card,
        image: absoluteUrl(args.origin, first.image),
      }
    : undefined;
}
