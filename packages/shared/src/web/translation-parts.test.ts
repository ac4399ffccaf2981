import { describe, expect, it } from 'vitest';
import { splitTranslations, translationPartOf } from './translation-parts';

describe('translation parts', () => {
  it('give the admin area its own namespaces and the shop the rest, the admin section names included', () => {
    expect(translationPartOf('adminProducts')).toBe('admin');
    expect(translationPartOf('adminShell')).toBe('admin');
    // the route table titles the admin screens with these, before the admin area's code has loaded
    expect(translationPartOf('admin')).toBe('shop');
    expect(translationPartOf('administration')).toBe('shop');
    expect(translationPartOf('cart')).toBe('shop');
  });

  it('split a language into whole namespaces, each in one part, losing none', () => {
    const texts = { cart: { title: 'Cart' }, adminUsers: { title: 'Users' }, admin: { users: 'Users' } };
    const parts = splitTranslations(texts);
    expect(parts).toEqual({
      shop: { cart: { title: 'Cart' }, admin: { users: 'Users' } },
      admin: { adminUsers: { title: 'Users' } },
    });
    expect({ ...parts.shop, ...parts.admin }).toEqual(texts);
  });
});
