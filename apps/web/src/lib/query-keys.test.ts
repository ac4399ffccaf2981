import { describe, expect, it } from 'vitest';
import * as shop from './query-keys';
import * as admin from './admin/query-keys';

// Server-rendered pages carry their queries under these keys: the arrays must not change.
describe('query keys', () => {
  it('builds the shop keys it always built', () => {
    expect(shop.meKey()).toEqual(['me']);
    expect(shop.meKey(7)).toEqual(['me', 7]);
    expect(shop.cartKey()).toEqual(['cart']);
    expect(shop.cartKey(7)).toEqual(['cart', 7]);
    expect(shop.cartCodeKey(7)).toEqual(['cart-code', 7]);
    expect(shop.favoritesKey()).toEqual(['favorites']);
    expect(shop.favoritesKey(7)).toEqual(['favorites', 7]);
    expect(shop.ordersKey(7)).toEqual(['orders', 7]);
    expect(shop.addressesKey(7)).toEqual(['addresses', 7]);
    expect(shop.configKey).toEqual(['config']);
    expect(shop.productsKey).toEqual(['products']);
    expect(shop.productKey('ar', 3)).toEqual(['products', 'detail', 'ar', 3]);
    expect(shop.productFacetsKey).toEqual(['products', 'facets']);
    expect(shop.trainerListKey('en')).toEqual(['trainers', 'list', 'en']);
    expect(shop.reviewsKey()).toEqual(['reviews']);
    expect(shop.reviewsKey(3)).toEqual(['reviews', 3]);
    expect(shop.deliveryKey).toEqual(['delivery']);
  });

  it('builds the admin keys it always built', () => {
    expect(admin.trainersKey).toEqual(['trainers']);
    expect(admin.usersKey).toEqual(['users']);
    expect(admin.adminDashboardKey).toEqual(['admin', 'dashboard']);
    expect(admin.adminAuditKey).toEqual(['admin', 'audit']);
  });
});
