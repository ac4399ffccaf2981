import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CartDto } from '@atlas/shared/contract/cart';
import type { ReorderDto, ReorderLineDto } from '@atlas/shared/contract/reorder';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { loadResources } from '@/test/i18n-resources';
import { TranslationProvider } from '@/lib/use-translation';
import { showToast } from '@/lib/toast';
import { ReorderButton } from './reorder-button';

vi.mock('@/lib/toast', () => ({ showToast: vi.fn() }));

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

const base: ReorderLineDto = {
  productId: 3,
  name: 'Whey Gold',
  flavor: 'Chocolate',
  flavorLabel: 'Chocolate',
  ordered: 3,
  added: 3,
  reason: null,
  available: 20,
  alreadyInCart: 0,
  oldPrice: 1300,
  newPrice: 1300,
};
const cart: CartDto = [
  {
    productId: 3,
    name: 'Whey Gold',
    image: '',
    price: 1450,
    originalPrice: 1450,
    selectedFlavor: 'Chocolate',
    flavorLabel: 'Chocolate',
    quantity: 3,
    total: 4350,
    stock: 20,
    offer: null,
  },
];
const answer: ReorderDto = {
  lines: [
    { ...base, newPrice: 1450 },
    {
      ...base,
      productId: null,
      name: 'Mass Gainer',
      flavor: 'Vanilla',
      flavorLabel: 'Vanilla',
      added: 0,
      reason: 'discontinued',
      available: null,
      newPrice: null,
    },
    {
      ...base,
      productId: 5,
      name: 'BCAA',
      flavor: 'Lemon',
      flavorLabel: 'Lemon',
      ordered: 3,
      added: 2,
      available: 2,
      reason: 'limited',
    },
    {
      ...base,
      productId: 6,
      name: 'Creatine',
      flavor: 'Unflavored',
      flavorLabel: 'Unflavored',
      added: 0,
      reason: 'sold-out',
      newPrice: null,
    },
  ],
  cart,
};

const calls: { method: string; url: string }[] = [];
function mockApi(status: number, body: unknown) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? 'GET', url });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

function renderButton(language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const sync = { hold: vi.fn(async () => {}), keep: vi.fn() };
  render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ReorderButton userId={7} orderId={42} cart={sync} />
          </MemoryRouter>
        </QueryClientProvider>
      </TranslationProvider>
    </MantineProvider>,
  );
  return sync;
}

const lineTexts = async () => (await screen.findAllByTestId('reorder-line')).map((li) => li.textContent);

describe('order again', () => {
  it('asks the server once, keeps the cart it answers and says what changed, line by line', async () => {
    mockApi(200, answer);
    const sync = renderButton();
    fireEvent.click(screen.getByTestId('order-reorder'));
    expect(await lineTexts()).toEqual([
      'Whey GoldFlavor: Chocolate3 addedPrice now 1,450.00 EGP (was 1,300.00 EGP)',
      'Mass GainerFlavor: VanillaNo longer sold',
      'BCAAFlavor: LemonOnly 2 left: 2 added instead of 3',
      'CreatineFlavor: UnflavoredFlavor sold out',
    ]);
    expect(calls).toEqual([{ method: 'POST', url: '/api/users/7/orders/42/reorder' }]);
    expect(sync.hold).toHaveBeenCalledOnce();
    expect(sync.keep).toHaveBeenCalledWith(cart);
    const dialog = screen.getByTestId('reorder-dialog');
    expect(within(dialog).getByText('Order #42 is in your cart, with changes')).toBeTruthy();
    expect(screen.getByTestId('reorder-count').textContent).toBe(
      "5 items went into your cart at today's prices.",
    );
    expect(screen.getByTestId('reorder-view-cart').getAttribute('href')).toBe('/cart');
  });

  it('says it in Arabic with Arabic digits', async () => {
    mockApi(200, answer);
    renderButton('ar');
    fireEvent.click(screen.getByTestId('order-reorder'));
    const texts = await lineTexts();
    expect(texts[1]).toContain('لم يعد هذا المنتج يُباع');
    expect(texts[2]).toContain('المتبقي ٢ فقط: أُضيف ٢ بدلًا من ٣');
    expect(screen.getByTestId('reorder-price').textContent).toMatch(
      /^السعر الآن .*١٬٤٥٠٫٠٠.*\(كان .*١٬٣٠٠٫٠٠/,
    );
    expect(screen.getByTestId('order-reorder').getAttribute('aria-label')).toContain('الطلب رقم ٤٢');
  });

  it('offers no cart link when nothing could be added', async () => {
    mockApi(200, { lines: [answer.lines[1]], cart: [] });
    renderButton();
    fireEvent.click(screen.getByTestId('order-reorder'));
    expect(await screen.findByText('Nothing from order #42 could be added')).toBeTruthy();
    expect(screen.queryByTestId('reorder-view-cart')).toBeNull();
  });

  it('keeps the cart as it was when the server refuses', async () => {
    mockApi(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Order not found' });
    const sync = renderButton();
    fireEvent.click(screen.getByTestId('order-reorder'));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        color: 'red',
        message: 'This order could not be added to your cart. Please try again.',
      }),
    );
    expect(calls).toHaveLength(1);
    await vi.waitFor(() =>
      expect(screen.getByTestId('order-reorder').hasAttribute('data-loading')).toBe(false),
    );
    expect(sync.keep).not.toHaveBeenCalled();
    expect(screen.queryByTestId('reorder-dialog')).toBeNull();
  });
});
