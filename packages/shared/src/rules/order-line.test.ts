import { describe, expect, it } from 'vitest';
import { itemFlavor } from './order-line';

describe('itemFlavor', () => {
  it('treats an empty or "Unflavored" flavor as none, and names the others as the order does', () => {
    expect(itemFlavor({ flavor: '' })).toBeNull();
    expect(itemFlavor({ flavor: 'unflavored' })).toBeNull();
    expect(itemFlavor({ flavor: 'Chocolate' })).toBe('Chocolate');
    // as the order's language names it, where the server says
    expect(itemFlavor({ flavor: 'Chocolate', flavorLabel: 'شوكولاتة' })).toBe('شوكولاتة');
    expect(itemFlavor({ flavor: 'Unflavored', flavorLabel: 'Unflavored' })).toBeNull();
  });
});
