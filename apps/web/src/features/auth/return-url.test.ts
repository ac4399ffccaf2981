import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

describe('safeReturnUrl', () => {
  it('keeps same-site paths', () => {
    expect(safeReturnUrl('/profile/orders?x=1')).toBe('/profile/orders?x=1');
  });

  it('refuses other sites and nonsense', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'profile', '', null]) {
      expect(safeReturnUrl(bad)).toBeNull();
    }
  });
});
