import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, UNFLAVORED } from '@atlas/shared/contract/shop-constants';
import { itemCount } from '@atlas/shared/rules/cart';
import { MAX_GUEST_LINES as CONTRACT_MAX_LINES } from '@atlas/shared/contract/guest';
import { GUEST_CART_KEY, MAX_GUEST_LINES, guestCart, parseGuestCart } from './guest-cart';
import { addGuestLine, guestCartLines } from './guest-cart-lines';

const serializeGuestCart = (lines: readonly unknown[]) => JSON.stringify({ v: 1, lines });

const whey = { productId: 1, selectedFlavor: 'chocolate', quantity: 2 };

describe("a visitor's cart", () => {
  beforeEach(() => {
    localStorage.clear();
    guestCart.clear();
  });

  it('merges units of the same flavor into one line and keeps flavors apart', () => {
    let lines = addGuestLine([], whey).lines;
    lines = addGuestLine(lines, { ...whey, quantity: 3 }).lines;
    lines = addGuestLine(lines, { ...whey, selectedFlavor: 'vanilla', quantity: 1 }).lines;
    expect(lines).toEqual([
      { productId: 1, selectedFlavor: 'chocolate', quantity: 5 },
      { productId: 1, selectedFlavor: 'vanilla', quantity: 1 },
    ]);
    expect(itemCount(lines)).toBe(6);
  });

  it('names a line without flavor Unflavored, as the server does', () => {
    expect(addGuestLine([], { productId: 4, selectedFlavor: '', quantity: 1 }).lines[0]?.selectedFlavor).toBe(
      UNFLAVORED,
    );
  });

  it('is bounded: a line stops at the shop limit and the cart at its number of lines', () => {
    const full = addGuestLine([], { ...whey, quantity: MAX_LINE_QUANTITY }).lines;
    expect(addGuestLine(full, whey)).toEqual({ lines: full, added: false });
    expect(addGuestLine([], { ...whey, quantity: 500 }).lines[0]?.quantity).toBe(MAX_LINE_QUANTITY);

    let lines = addGuestLine([], whey).lines;
    for (let id = 2; id <= MAX_GUEST_LINES; id++)
      lines = addGuestLine(lines, { ...whey, productId: id }).lines;
    expect(lines).toHaveLength(MAX_GUEST_LINES);
    expect(addGuestLine(lines, { ...whey, productId: 999 }).added).toBe(false);
    // a line already there still takes more units
    expect(addGuestLine(lines, whey).added).toBe(true);
  });

  it('survives a reload (localStorage) and drops a stored cart of another version or shape', () => {
    expect(guestCartLines.add(whey)).toBe(true);
    guestCartLines.add({ productId: 2, selectedFlavor: UNFLAVORED, quantity: 1 });
    guestCartLines.removeOne({ productId: 1, selectedFlavor: 'chocolate' });
    const stored = localStorage.getItem(GUEST_CART_KEY);
    expect(JSON.parse(stored!)).toEqual({
      v: 1,
      lines: [
        { productId: 1, selectedFlavor: 'chocolate', quantity: 1 },
        { productId: 2, selectedFlavor: UNFLAVORED, quantity: 1 },
      ],
    });
    expect(parseGuestCart(stored)).toEqual(guestCart.lines());

    // minus stops at 1; the trash removes the line; the last line gone removes the key
    guestCartLines.removeOne({ productId: 1, selectedFlavor: 'chocolate' });
    expect(guestCart.lines()[0]?.quantity).toBe(1);
    guestCartLines.removeLine({ productId: 1, selectedFlavor: 'chocolate' });
    guestCartLines.removeLine({ productId: 2, selectedFlavor: UNFLAVORED });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();

    expect(parseGuestCart(JSON.stringify({ v: 0, lines: [whey] }))).toEqual([]);
    expect(parseGuestCart(JSON.stringify({ v: 2, lines: [whey] }))).toEqual([]);
    expect(parseGuestCart('{not json')).toEqual([]);
    expect(parseGuestCart(JSON.stringify([whey]))).toEqual([]);
  });

  it('reads back only well-formed lines, in whole units and bounded', () => {
    const raw = JSON.stringify({
      v: 1,
      lines: [
        { ...whey, quantity: 500 },
        { productId: -1, selectedFlavor: 'x', quantity: 1 },
        { productId: 3, selectedFlavor: 'x', quantity: 0 },
        { productId: 3, selectedFlavor: 'y'.repeat(81), quantity: 1 },
        { productId: '3', selectedFlavor: 'x', quantity: 1 },
        null,
        { productId: 4, selectedFlavor: 'x', quantity: 2.5 },
        ...Array.from({ length: MAX_GUEST_LINES + 10 }, (_, i) => ({
          productId: 100 + i,
          selectedFlavor: 'x',
          quantity: 1,
        })),
      ],
    });
    const lines = parseGuestCart(raw);
    expect(lines[0]).toEqual({ ...whey, quantity: MAX_LINE_QUANTITY });
    expect(lines[1]).toEqual({ productId: 4, selectedFlavor: 'x', quantity: 2 });
    expect(lines).toHaveLength(MAX_GUEST_LINES);
    expect(parseGuestCart(serializeGuestCart(lines))).toEqual(lines);
  });

  it('holds as many lines as the guest quote takes, no more', () => {
    expect(MAX_GUEST_LINES).toBe(CONTRACT_MAX_LINES);
  });

  it('follows a change made in another tab', () => {
    guestCartLines.add(whey);
    localStorage.setItem(GUEST_CART_KEY, serializeGuestCart([{ ...whey, quantity: 7 }]));
    expect(guestCart.lines()).toEqual([{ ...whey, quantity: 7 }]);
  });
});
