import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminOrderStatsDto } from '@atlas/shared/contract/admin-orders';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { loadResources } from '@/test/i18n-resources';
import { TranslationProvider } from '@/lib/use-translation';
import { OrderStatsPanel } from './order-stats-panel';

let resources: Record<Language, Resources>;
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  resources = loadResources();
});

const stats: AdminOrderStatsDto = {
  totalOrders: 7,
  totalRevenue: 8205.5,
  activeRevenue: 4000,
  awaitingRevenue: 3505.5,
  awaitingOrders: 3,
  cancelledRevenue: 700,
  cancelledOrders: 1,
};

function renderPanel(language: Language) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(stats), { status: 200, headers: { 'content-type': 'application/json' } }),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <QueryClientProvider client={client}>
          <OrderStatsPanel />
        </QueryClientProvider>
      </TranslationProvider>
    </MantineProvider>,
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('the admin orders revenue panel', () => {
  it('shows what kiosk orders still owe apart from active revenue, in English', async () => {
    const { unmount } = renderPanel('en');
    expect((await screen.findByTestId('stat-awaiting-value')).textContent).toBe('3,505.50 EGP');
    expect(screen.getByTestId('stat-active-revenue-value').textContent).toBe('4,000.00 EGP');
    const card = screen.getByTestId('stat-awaiting').textContent;
    expect(card).toContain('Awaiting Kiosk Payment');
    expect(card).toContain('Not revenue until paid: 3 kiosk orders');
    expect(screen.getByTestId('stat-active-revenue').textContent).toContain('unpaid kiosk payments');
    expect(document.body.textContent).not.toMatch(/adminOrders\./);
    unmount();
  });

  it('says the same in Arabic, with Arabic digits', async () => {
    const { unmount } = renderPanel('ar');
    const value = (await screen.findByTestId('stat-awaiting-value')).textContent!;
    expect(value).toContain('٣٬٥٠٥٫٥٠');
    expect(value).not.toMatch(/[0-9]/);
    const card = screen.getByTestId('stat-awaiting').textContent;
    expect(card).toContain('بانتظار الدفع في منافذ الدفع');
    expect(card).toContain('لا تُحتسب إيرادًا قبل دفعها: ٣ طلبات');
    expect(document.body.textContent).not.toMatch(/adminOrders\./);
    unmount();
  });
});
