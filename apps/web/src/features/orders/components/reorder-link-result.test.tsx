import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReorderDto } from '@atlas/shared/contract/reorder';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { loadResources } from '@/test/i18n-resources';
import { ReorderLinkResult } from './reorder-link-result';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

const answer = (added: number): ReorderDto => ({
  lines: [
    {
      productId: 3,
      name: 'Creatine',
      flavor: 'Unflavored',
      flavorLabel: 'Unflavored',
      ordered: 1,
      added,
      reason: added ? null : 'sold-out',
      available: added ? 10 : null,
      alreadyInCart: 0,
      oldPrice: 900,
      newPrice: added ? 900 : null,
    },
  ],
  cart: [],
});

const calls: string[] = [];
function mockApi(status: number, body: unknown) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}`);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

function show(orderId: number | null, language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const cart = { hold: vi.fn(async () => {}), keep: vi.fn() };
  render(
    <StrictMode>
      <MantineProvider>
        <TranslationProvider translator={new Translator(resources, language)}>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <ReorderLinkResult userId={7} orderId={orderId} cart={cart} />
            </MemoryRouter>
          </QueryClientProvider>
        </TranslationProvider>
      </MantineProvider>
    </StrictMode>,
  );
  return cart;
}

describe('the reorder link', () => {
  it('puts the order back in the cart once on arrival, then offers the cart', async () => {
    mockApi(200, answer(1));
    const cart = show(42);
    expect(screen.getByRole('status').textContent).toBe('Putting order #42 back in your cart…');
    expect(await screen.findByText('Order #42 is in your cart')).toBeTruthy();
    expect(calls).toEqual(['POST /api/users/7/orders/42/reorder']);
    expect(cart.keep).toHaveBeenCalledWith([]);
    expect(screen.getByTestId('reorder-view-cart').getAttribute('href')).toBe('/cart');
  });

  it('says plainly when nothing is in stock, and offers the shop instead of the cart', async () => {
    mockApi(200, answer(0));
    show(42, 'ar');
    expect(await screen.findByText('تصفح المتجر')).toBeTruthy();
    expect(screen.queryByTestId('reorder-view-cart')).toBeNull();
  });

  it('an order that is not the shopper’s, or no order number, is not found', async () => {
    mockApi(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Order not found' });
    show(42);
    expect((await screen.findByTestId('reorder-link-error')).textContent).toContain(
      'We could not find this order in your account',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    show(null);
    expect(calls).toHaveLength(1);
  });
});
