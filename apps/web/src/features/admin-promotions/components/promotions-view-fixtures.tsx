import { afterEach, beforeAll, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CouponDto, OfferDto } from '@atlas/shared/contract/promotions';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { loadResources } from '@/test/i18n-resources';
import { PromotionsView } from './promotions-view';

/** The shared setup of the promotions-view-*.test.tsx files: the API answers, the lists and the render. */

// Importing this file replaces the feedback toasts and the file download with recorders: vi.mock is
// hoisted above the imports here as in a test file. The mocks read the lists only when called.
export const feedback = { success: [] as string[], failure: [] as string[] };
vi.mock('@/components/admin/admin-feedback', () => ({
  showSuccess: (message: string) => feedback.success.push(message),
  showFailure: (message: string) => feedback.failure.push(message),
}));
export const downloads = [] as unknown[][];
vi.mock('@/lib/download-file', () => ({
  downloadFile: async (...args: unknown[]) => {
    downloads.push(args);
  },
}));

let resources: Record<Language, Resources>;

const coupon = (id: number, over: Partial<CouponDto>): CouponDto => ({
  id,
  code: `CODE${id}`,
  kind: 'percent',
  percent: 10,
  amount: 0,
  minSubtotal: null,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  maxUsesPerShopper: 1,
  firstOrderOnly: false,
  scope: { kind: 'all' },
  combinesWithOffers: true,
  trainerId: null,
  trainerName: null,
  showOnTrainerPage: false,
  note: '',
  status: 'active',
  uses: 0,
  discountGiven: 0,
  revenue: 0,
  createdAt: '2026-05-01T10:00:00Z',
  ...over,
});
export const offer = (id: number, over: Partial<OfferDto>): OfferDto => ({
  id,
  nameEn: `Offer ${id}`,
  nameAr: `عرض ${id}`,
  kind: 'sale',
  percent: 10,
  minQuantity: 1,
  scope: { kind: 'all' },
  startsAt: null,
  endsAt: null,
  status: 'active',
  createdAt: '2026-05-01T10:00:00Z',
  ...over,
});

const coupons: CouponDto[] = [
  coupon(3, {
    code: 'SUMMER15',
    percent: 15,
    maxUses: 100,
    uses: 12,
    discountGiven: 540.5,
    revenue: 8200,
    trainerId: 7,
    trainerName: 'Omar Hany',
    endsAt: '2030-08-31T20:59:00Z',
  }),
  coupon(2, { code: 'WELCOME100', kind: 'amount', percent: 0, amount: 100, status: 'paused' }),
  coupon(1, {
    code: 'FREESHIP',
    kind: 'free-delivery',
    percent: 0,
    scope: { kind: 'brands', values: ['Optimum', 'MuscleTech'] },
  }),
];
const offers: OfferDto[] = [
  offer(1, {
    nameEn: 'Summer sale',
    nameAr: 'تخفيضات الصيف',
    percent: 20,
    scope: { kind: 'categories', values: ['Protein'] },
  }),
  offer(2, {
    nameEn: 'Stock up',
    nameAr: 'وفّر أكثر',
    kind: 'tier',
    percent: 5,
    minQuantity: 3,
    status: 'ended',
  }),
];
const facets = {
  categories: [
    { name: 'Protein', count: 10 },
    { name: 'Creatine', count: 4 },
  ],
  brands: [
    { name: 'Optimum', count: 6 },
    { name: 'MuscleTech', count: 3 },
  ],
  minPrice: 100,
  maxPrice: 3000,
};
const trainers = [{ id: 7, name: 'Omar Hany' }];

interface Lists {
  coupons?: CouponDto[];
  offers?: OfferDto[];
}
type Answer = (method: string, url: string) => [number, unknown] | undefined;

export const calls: { method: string; url: string; body: unknown }[] = [];
export function mockApi(answer: Answer = () => undefined, lists: Lists = {}) {
  calls.length = 0;
  feedback.success.length = 0;
  feedback.failure.length = 0;
  downloads.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const path = new URL(url, 'http://shop').pathname;
      const [status, data] =
        answer(method, path) ??
        (method !== 'GET'
          ? [method === 'POST' ? 201 : 200, { ...coupon(9, {}), ...(body as object) }]
          : path === '/api/admin/coupons'
            ? [200, lists.coupons ?? coupons]
            : path === '/api/admin/offers'
              ? [200, lists.offers ?? offers]
              : path === '/api/products/facets'
                ? [200, facets]
                : path === '/api/trainers'
                  ? [200, trainers]
                  : [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }]);
      return new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
}

export function renderView(language: Language = 'en', initialTab: 'codes' | 'offers' = 'codes') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // the pickers' choices, as the shop has them already (their requests are the shop's own)
  client.setQueryData(['products', 'facets'], facets);
  client.setQueryData(['trainers', 'list', language], trainers);
  return render(
    <MantineProvider>
      <TranslationProvider translator={new Translator(resources, language)}>
        <QueryClientProvider client={client}>
          <PromotionsView initialTab={initialTab} />
        </QueryClientProvider>
      </TranslationProvider>
    </MantineProvider>,
  );
}

export const untranslated = /adminPromotions\.|adminCommon\.|common\./;
export const sent = (method: string) => calls.find((c) => c.method === method);

export async function openNewCode() {
  fireEvent.click(await screen.findByTestId('add-coupon'));
  return within(await screen.findByTestId('coupon-form'));
}

/** Picks an option of a Mantine MultiSelect (its list opens in a portal). */
export async function pick(input: HTMLElement, option: string) {
  // a multi-select stays open after a pick: a second click would close it
  if (!screen.queryByRole('option', { name: option, hidden: true })) fireEvent.click(input);
  // the list may still be fading in (hidden to the accessibility tree until it has)
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** Registers the translation files' loading (and the fonts API happy-dom lacks) and the fetch stub's removal. */
export function setUpPromotionsView(): void {
  beforeAll(() => {
    if (!('fonts' in document))
      Object.defineProperty(document, 'fonts', {
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    resources = loadResources();
  });
  afterEach(() => vi.unstubAllGlobals());
}
