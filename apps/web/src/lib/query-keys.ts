// The query keys more than one file uses: a query, and the writes that refresh or fill it. Server
// rendering dehydrates them, so a key changed here no longer matches pages already sent.
// A fixed key is a constant; a key with parts is a function, and called without its last part it
// is the prefix of them all (cartKey(): every shopper's cart). No imports and nothing else: this
// file is in every public page's first JavaScript (the admin screens' keys are in
// lib/admin/query-keys.ts, which is not).

export const meKey = (...id: [] | [number]) => ['me', ...id] as const;
export const cartKey = (...userId: [] | [number]) => ['cart', ...userId] as const;
export const cartCodeKey = (userId: number) => ['cart-code', userId] as const;
export const favoritesKey = (...userId: [] | [number]) => ['favorites', ...userId] as const;
export const ordersKey = (userId: number) => ['orders', userId] as const;
export const addressesKey = (userId: number) => ['addresses', userId] as const;
export const configKey = ['config'] as const;
/** Every product query's key starts with 'products' (lists, details, facets, search). */
export const productsKey = ['products'] as const;
export const productKey = (lang: string, id: number) => ['products', 'detail', lang, id] as const;
export const productFacetsKey = ['products', 'facets'] as const;
export const trainerListKey = (lang: string) => ['trainers', 'list', lang] as const;
export const reviewsKey = (...productId: [] | [number]) => ['reviews', ...productId] as const;
export const deliveryKey = ['delivery'] as const;
