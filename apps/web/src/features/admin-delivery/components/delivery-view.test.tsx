import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdminDeliveryDto, DeliveryZoneDto } from '@atlas/shared/contract/delivery';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { loadResources } from '@/test/i18n-resources';
import { TranslationProvider } from '@/lib/use-translation';
import { DeliveryView } from './delivery-view';

const feedback = vi.hoisted(() => ({ success: [] as string[], failure: [] as string[] }));
vi.mock('@/components/admin/admin-feedback', () => ({
  showSuccess: (message: string) => feedback.success.push(message),
  showFailure: (message: string) => feedback.failure.push(message),
}));

let resources: Record<Language, Resources>;
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  resources = loadResources();
});

const zone = (id: number, over: Partial<DeliveryZoneDto>): DeliveryZoneDto => ({
  id,
  nameEn: `Zone ${id}`,
  nameAr: `منطقة ${id}`,
  fee: 50,
  minDays: 1,
  maxDays: 2,
  enabled: true,
  isDefault: false,
  governorates: [],
  ...over,
});
const data: AdminDeliveryDto = {
  zones: [
    zone(1, { nameEn: 'Greater Cairo', nameAr: 'القاهرة الكبرى', isDefault: true, governorates: ['EG-C'] }),
    zone(2, { nameEn: 'Remote', nameAr: 'المناطق البعيدة', minDays: 3, maxDays: 3, enabled: false }),
  ],
  settings: {
    freeDeliveryThreshold: 1500,
    codFee: { kind: 'fixed', amount: 20 },
    cutoffHour: 14,
    daysOff: [5],
    holidays: ['2026-10-06'],
    defaultZoneId: 1,
    shopName: 'Atlas',
    shopAddress: 'Cairo',
    taxRegistrationNumber: '123',
    vatRate: 14,
  },
};

const calls: { method: string; url: string; body: unknown }[] = [];
function mockApi(answer: (method: string, url: string) => [number, unknown] | undefined = () => undefined) {
  calls.length = 0;
  feedback.success.length = 0;
  feedback.failure.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const [status, body] = answer(method, url) ?? (method === 'GET' ? [200, data] : [200, {}]);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

function renderView(language: Language = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <QueryClientProvider client={client}>
          <DeliveryView />
        </QueryClientProvider>
      </TranslationProvider>
    </MantineProvider>,
  );
}

describe('the Delivery screen', () => {
  it('shows the zones and the settings in both languages, every text translated', async () => {
    for (const language of ['en', 'ar'] as const) {
      mockApi();
      const { unmount } = renderView(language);
      const cards = await screen.findAllByTestId('delivery-zone');
      expect(document.body.textContent).not.toMatch(/adminDelivery\.|adminCommon\.|common\./);
      if (language === 'en') {
        expect(cards[0]!.textContent).toContain('Default zone');
        expect(cards[0]!.textContent).toContain('1–2 working days');
        expect(cards[1]!.textContent).toContain('3 working days');
        expect(cards[1]!.textContent).toContain('Switched off');
        expect(screen.getByTestId('unassigned-governorates').textContent).toContain('(Greater Cairo)');
      } else {
        expect(cards[0]!.textContent).toContain('القاهرة الكبرى');
        expect(cards[0]!.textContent).toContain('من ١ إلى ٢ يوم عمل');
      }
      unmount();
    }
  });

  it('says why a zone in use cannot be deleted, and asks before deleting another', async () => {
    mockApi((method) =>
      method === 'DELETE' ? [409, { statusCode: 409, code: 'CONFLICT', message: 'SERVER TEXT' }] : undefined,
    );
    renderView();
    const cards = await screen.findAllByTestId('delivery-zone');
    fireEvent.click(within(cards[0]!).getByTestId('delete-zone'));
    expect(feedback.failure[0]).toContain('is the default zone');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(cards[1]!).getByTestId('delete-zone'));
    fireEvent.click(await screen.findByTestId('confirm-ok'));
    await waitFor(() => expect(feedback.failure[1]).toContain('cannot be deleted'));
    expect(calls.find((c) => c.method === 'DELETE')!.url).toContain('/admin/delivery/zones/2');
    expect(feedback.failure[1]).not.toContain('SERVER TEXT');
  });

  it('adds a zone through the form, which refuses a window ending before it starts', async () => {
    mockApi((method) => (method === 'POST' ? [201, zone(3, {})] : undefined));
    renderView();
    fireEvent.click(await screen.findByTestId('add-zone'));
    const form = within(await screen.findByTestId('zone-form'));
    expect(document.body.textContent).not.toMatch(/adminDelivery\./);
    fireEvent.change(form.getByTestId('zone-name-en'), { target: { value: 'Upper Egypt' } });
    fireEvent.change(form.getByTestId('zone-name-ar'), { target: { value: 'الصعيد' } });
    fireEvent.change(form.getByTestId('zone-fee'), { target: { value: '85' } });
    fireEvent.change(form.getByTestId('zone-min-days'), { target: { value: '4' } });
    fireEvent.change(form.getByTestId('zone-max-days'), { target: { value: '3' } });
    fireEvent.click(form.getByTestId('save-zone'));
    expect(await form.findByText('Must not be fewer than the fastest.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(form.getByTestId('zone-max-days'), { target: { value: '5' } });
    fireEvent.click(form.getByTestId('save-zone'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      nameEn: 'Upper Egypt',
      nameAr: 'الصعيد',
      fee: 85,
      minDays: 4,
      maxDays: 5,
      enabled: true,
      governorates: [],
    });
    await waitFor(() => expect(feedback.success).toContain('Delivery zone added'));
  });

  it('shows a refused setting at its field and keeps the unsaved values', async () => {
    mockApi((method) =>
      method === 'PUT'
        ? [
            400,
            {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: 'SERVER TEXT',
              fields: { shopName: 'bad' },
            },
          ]
        : undefined,
    );
    renderView();
    const name = await screen.findByTestId('shop-name');
    fireEvent.change(name, { target: { value: 'Atlas Egypt' } });
    fireEvent.click(screen.getByTestId('no-vat'));
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('save-settings'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      shopName: 'Atlas Egypt',
      vatRate: null,
    });
    expect(await screen.findByText('This value was not accepted. Check it.')).toBeTruthy();
    expect((screen.getByTestId('shop-name') as HTMLInputElement).value).toBe('Atlas Egypt');
    expect(feedback.failure[0]).toBe(
      'Could not save: Some values were not accepted. Check the highlighted fields.',
    );
  });

  it('says when the screen cannot load, and retries', async () => {
    mockApi(() => [500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'SERVER TEXT' }]);
    renderView();
    const error = await screen.findByTestId('delivery-error');
    mockApi();
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('delivery-zone')).toHaveLength(2);
  });
});
