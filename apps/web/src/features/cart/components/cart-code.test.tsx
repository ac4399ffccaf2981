import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CartCodeDto } from '@atlas/shared/contract/promotions';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { loadResources } from '@/test/i18n-resources';
import { TranslationProvider } from '@/lib/use-translation';
import { OfferNote } from '@/components/ui/offer-note';
import { CartCode } from './cart-code';

let resources: Record<Language, Resources>;
beforeAll(() => {
  resources = loadResources();
});

const none: CartCodeDto = { code: null, discount: 0, freeDelivery: false, refusal: null, minSubtotal: null };
const calls: { method: string; url: string; body: unknown }[] = [];
function mockApi(status: number, body: unknown) {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

function renderWith(node: React.ReactNode, language: Language = 'en') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <QueryClientProvider client={client}>{node}</QueryClientProvider>
      </TranslationProvider>
    </MantineProvider>,
  );
}

describe('the cart’s promo code', () => {
  it('sends the code typed and clears the field when it applies', async () => {
    mockApi(200, { ...none, code: 'GYM10', discount: 45 });
    renderWith(<CartCode code={none} />);
    const input = screen.getByTestId('cart-code-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'gym10' } });
    fireEvent.click(screen.getByTestId('cart-code-apply'));
    await waitFor(() => expect(input.value).toBe(''));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { code: 'gym10' } });
    expect(calls[0]!.url).toMatch(/\/api\/cart\/code$/);
  });

  it('says why a code is refused, in the shopper’s language, with the minimum formatted', async () => {
    for (const [language, expected] of [
      ['en', 'Add items worth 1,500.00 EGP or more'],
      ['ar', '١٬٥٠٠٫٠٠'],
    ] as const) {
      mockApi(400, {
        statusCode: 400,
        code: 'COUPON_REFUSED',
        message: 'server text',
        fields: { reason: 'below-minimum', minSubtotal: '1500' },
      });
      const { unmount } = renderWith(<CartCode code={none} />, language);
      fireEvent.change(screen.getByTestId('cart-code-input'), { target: { value: 'BIG' } });
      fireEvent.click(screen.getByTestId('cart-code-apply'));
      await waitFor(() => expect(document.body.textContent).toContain(expected));
      expect(document.body.textContent).not.toContain('server text');
      unmount();
    }
    mockApi(400, { statusCode: 400, code: 'COUPON_REFUSED', message: 'x', fields: { reason: 'used-up' } });
    renderWith(<CartCode code={none} />, 'ar');
    fireEvent.change(screen.getByTestId('cart-code-input'), { target: { value: 'GONE' } });
    fireEvent.click(screen.getByTestId('cart-code-apply'));
    await waitFor(() => expect(document.body.textContent).toContain('نفدت مرات استخدام هذا الكود'));
  });

  it('asks for a code before sending an empty one', () => {
    mockApi(200, none);
    renderWith(<CartCode code={none} />);
    fireEvent.click(screen.getByTestId('cart-code-apply'));
    expect(document.body.textContent).toContain('Enter a code.');
    expect(calls).toHaveLength(0);
  });

  it('shows the code applied with what it takes off, or why it does not apply now, and removes it', async () => {
    mockApi(200, none);
    const { unmount } = renderWith(<CartCode code={{ ...none, code: 'GYM10', discount: 45 }} />);
    expect(screen.getByTestId('cart-code-discount').textContent).toBe('−45.00 EGP');
    fireEvent.click(screen.getByTestId('cart-code-remove'));
    await waitFor(() => expect(calls[0]).toMatchObject({ method: 'DELETE' }));
    unmount();

    renderWith(
      <CartCode
        code={{
          ...none,
          code: 'GYM10',
          refusal: { reason: 'below-minimum', message: 'x' },
          minSubtotal: 2000,
        }}
      />,
    );
    expect(screen.queryByTestId('cart-code-discount')).toBeNull();
    expect(screen.getByTestId('cart-code-refusal').textContent).toBe(
      'Add items worth 2,000.00 EGP or more to use this code.',
    );
  });

  it('a free-delivery code says so', () => {
    renderWith(<CartCode code={{ ...none, code: 'SHIPFREE', freeDelivery: true }} />, 'ar');
    expect(screen.getByTestId('cart-code-discount').textContent).toBe('توصيل مجاني');
  });
});

describe('an offer’s note', () => {
  it('names the offer and its last day, as the server worked it out', () => {
    const offer = { name: 'Protein week', endsAt: '2026-12-07T22:00:00.000Z', lastDay: '2026-12-07' };
    renderWith(<OfferNote offer={offer} />);
    expect(screen.getByTestId('offer-note').textContent).toBe('Protein week · until Dec 7');
  });
  it('in Arabic, with Arabic digits', () => {
    const offer = { name: 'أسبوع البروتين', endsAt: '2026-12-07T22:00:00.000Z', lastDay: '2026-12-07' };
    renderWith(<OfferNote offer={offer} />, 'ar');
    expect(screen.getByTestId('offer-note').textContent).toBe('أسبوع البروتين · حتى ٧ ديسمبر');
  });
  it('without an end, only the name', () => {
    renderWith(<OfferNote offer={{ name: 'أسبوع البروتين', endsAt: null, lastDay: null }} />, 'ar');
    expect(screen.getByTestId('offer-note').textContent).toBe('أسبوع البروتين');
  });
});
