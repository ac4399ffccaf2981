import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { guestCart } from '@/lib/guest-cart';
import { saveSession } from '@/lib/session';
import { cartKey } from '@/lib/query-keys';
import { useCartLineAdder } from './add-lines';

const token = `h.${btoa(JSON.stringify({ sub: '7', role: 'user' })).replace(/=+$/, '')}.s`;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const cartLine = (productId: number, selectedFlavor: string) => ({
  productId,
  name: `Product ${productId}`,
  image: '',
  price: 100,
  originalPrice: 100,
  selectedFlavor,
  flavorLabel: selectedFlavor,
  quantity: 1,
  total: 100,
  stock: 5,
  offer: null,
});

function renderAdder() {
  const client = new QueryClient({
    defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, add: renderHook(() => useCartLineAdder(), { wrapper }).result.current };
}

describe('adding one line for another feature', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.spyOn(console, 'error').mockRestore();
  });

  it('puts a visitor’s line in the browser’s cart, a product without flavors as Unflavored', async () => {
    const { add } = renderAdder();
    expect(await add({ productId: 4, flavor: 'Vanilla' })).toBe('added');
    expect(await add({ productId: 5, flavor: null })).toBe('added');
    expect(guestCart.lines()).toEqual([
      { productId: 4, selectedFlavor: 'Vanilla', quantity: 1 },
      { productId: 5, selectedFlavor: 'Unflavored', quantity: 1 },
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds a shopper’s line on the server, keeps the cart it answers, and names a sold-out line', async () => {
    saveSession({
      access_token: token,
      token,
      user: { id: 7, email: 'a@b.co', role: 'user', fName: 'A', lName: 'B' },
    } as never);
    const cart = [cartLine(4, 'Vanilla')];
    const answers = [
      json(200, cart),
      json(409, {
        statusCode: 409,
        code: 'OUT_OF_STOCK',
        message: 'Sold out',
        fields: { flavor: 'Unflavored' },
      }),
      json(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' }),
    ];
    // each add answers in turn; a reload of the cart (after the refusal) gets the cart
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/cart/add' ? answers.shift()! : json(200, cart),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { add, client } = renderAdder();

    expect(await add({ productId: 4, flavor: 'Vanilla' })).toBe('added');
    const sent = fetchMock.mock.calls[0]!;
    expect(sent[0]).toBe('/api/cart/add');
    expect(JSON.parse(sent[1]!.body as string)).toEqual({
      productId: 4,
      selectedFlavor: 'Vanilla',
      quantity: 1,
    });
    expect(client.getQueryData(cartKey(7))).toEqual(cart);

    expect(await add({ productId: 5, flavor: null })).toBe('sold-out');
    const adds = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/cart/add');
    expect(JSON.parse(adds()[1]![1]!.body as string)).toMatchObject({ selectedFlavor: 'Unflavored' });
    expect(await add({ productId: 6, flavor: 'Mango' })).toBe('failed');
    expect(adds()).toHaveLength(3);
    expect(guestCart.lines()).toEqual([]);
  });
});
