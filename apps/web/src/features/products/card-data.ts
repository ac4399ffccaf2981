import type { ProductDto } from '@atlas/shared/contract/products';

/**
 * What a product card (listing, related products, search rescue) shows of a product. Server-rendered
 * pages carry their cards' products in this shape only (the API answers in full); the quick view
 * fetches the whole product when opened.
 */
export type ProductCardDto = Pick<
  ProductDto,
  | 'id'
  | 'name'
  | 'image'
  | 'category'
  | 'brand'
  | 'price'
  | 'discount'
  | 'discountedPrice'
  | 'isNew'
  | 'isHot'
  | 'expiration_date'
  | 'offer'
  | 'rating'
  | 'pricePerServing'
>;

export function productCard(p: ProductDto): ProductCardDto {
  return {
    id: p.id,
    name: p.name,
    image: p.image,
    category: p.category,
    brand: p.brand,
    price: p.price,
    discount: p.discount,
    discountedPrice: p.discountedPrice,
    isNew: p.isNew,
    isHot: p.isHot,
    expiration_date: p.expiration_date,
    // optional fields stay absent rather than undefined: the page's JSON has no room for them
    ...(p.offer && { offer: p.offer }),
    ...(p.rating && { rating: p.rating }),
    ...(p.pricePerServing !== undefined && { pricePerServing: p.pricePerServing }),
  };
}
