import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CouponDto, OfferDto } from '@atlas/shared/contract/promotions';
import type { Language } from '@atlas/shared/rules/locale';
import { Translator, type Resources } from '@/lib/translator';
import { TranslationProvider } from '@/lib/use-translation';
import { PromotionsView } from './promotions-view';

const here = dirname(fileURLToPath(import.meta.url));
const json = (path: string) => JSON.parse(readFileSync(resolve(here, path), 'utf8')) as Resources;
const feedback = vi.hoisted(() => ({ success: [] as string[], failure: [] as string[] }));
vi.mock('@/components/admin/admin-feedback', () => ({
  showSuccess: (message: string) => feedback.success.push(message),
  showFailure: (message: string) => feedback.failure.push(message),
}));
const downloads = vi.hoisted(() => [] as unknown[][]);
vi.mock('@/lib/download-file', () => ({
  downloadFile: async (...args: unknown[]) => {
    downloads.push(args);
  },
}));

let resources: Record<Language, Resources>;
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  resources = {
    en: json('../../../../public/assets/i18n/en.json'),
    ar: json('../../../../public/assets/i18n/ar.json'),
  };
});

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
const offer = (id: number, over: Partial<OfferDto>): OfferDto => ({
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

const calls: { method: string; url: string; body: unknown }[] = [];
function mockApi(answer: Answer = () => undefined, lists: Lists = {}) {
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
afterEach(() => vi.unstubAllGlobals());

function renderView(language: Language = 'en', initialTab: 'codes' | 'offers' = 'codes') {
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

const untranslated = /adminPromotions\.|adminCommon\.|common\./;
const sent = (method: string) => calls.find((c) => c.method === method);

async function openNewCode() {
  fireEvent.click(await screen.findByTestId('add-coupon'));
  return within(await screen.findByTestId('coupon-form'));
}

/** Picks an option of a Mantine MultiSelect (its list opens in a portal). */
async function pick(input: HTMLElement, option: string) {
  // a multi-select stays open after a pick: a second click would close it
  if (!screen.queryByRole('option', { name: option, hidden: true })) fireEvent.click(input);
  // the list may still be fading in (hidden to the accessibility tree until it has)
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('the Promotions screen', { timeout: 30_000 }, () => {
  it('lists the codes in both languages, every text translated', async () => {
    for (const language of ['en', 'ar'] as const) {
      mockApi();
      const { unmount } = renderView(language);
      const rows = await screen.findAllByTestId('coupon-row');
      expect(rows).toHaveLength(3);
      expect(document.body.textContent).not.toMatch(untranslated);
      const value = (i: number) => within(rows[i]!).getByTestId('coupon-value').textContent;
      const state = (i: number) => within(rows[i]!).getByTestId('promotion-status').textContent;
      expect(within(rows[0]!).getByTestId('coupon-code').textContent).toBe('SUMMER15');
      if (language === 'en') {
        expect(value(0)).toBe('15 %');
        expect(value(1)).toBe('100.00 EGP');
        expect(value(2)).toBe('Free delivery');
        expect(within(rows[0]!).getByTestId('coupon-uses').textContent).toBe('12 / 100');
        expect(within(rows[1]!).getByTestId('coupon-uses').textContent).toBe('0 / no limit');
        expect(rows[0]!.textContent).toContain('540.50 EGP');
        expect(rows[0]!.textContent).toContain('8,200.00 EGP');
        expect(rows[0]!.textContent).toContain('Omar Hany');
        expect(rows[0]!.textContent).toContain('Until Aug 31, 2030, 11:59 PM');
        expect(rows[2]!.textContent).toContain('Brands: Optimum');
        expect([state(0), state(1), state(2)]).toEqual(['Active', 'Paused', 'Active']);
      } else {
        expect(value(0)).toBe('١٥٪');
        expect(value(2)).toBe('توصيل مجاني');
        expect(within(rows[0]!).getByTestId('coupon-uses').textContent).toBe('١٢ / ١٠٠');
        expect(state(1)).toBe('موقوف مؤقتًا');
      }
      unmount();
    }
  });

  it('lists the automatic offers with their names in the interface language', async () => {
    for (const language of ['en', 'ar'] as const) {
      mockApi();
      const { unmount } = renderView(language, 'offers');
      const rows = await screen.findAllByTestId('offer-row');
      expect(document.body.textContent).not.toMatch(untranslated);
      const names = rows.map((row) => within(row).getByTestId('offer-name').textContent);
      const kinds = rows.map((row) => within(row).getByTestId('offer-kind').textContent);
      if (language === 'en') {
        expect(names).toEqual(['Summer sale', 'Stock up']);
        expect(kinds).toEqual(['Sale', 'Buy 3+']);
        expect(rows[0]!.textContent).toContain('20 %');
        expect(rows[0]!.textContent).toContain('Categories: Protein');
        expect(within(rows[1]!).getByTestId('promotion-status').textContent).toBe('Ended');
      } else {
        expect(names).toEqual(['تخفيضات الصيف', 'وفّر أكثر']);
        expect(kinds[1]).toBe('اشترِ ٣ أو أكثر');
      }
      unmount();
    }
  });

  it('invites the first code and the first offer when there are none', async () => {
    mockApi(undefined, { coupons: [], offers: [] });
    renderView();
    const empty = await screen.findByTestId('coupons-empty');
    expect(empty.textContent).toContain('No codes yet');
    expect(within(empty).getByRole('button', { name: 'New code' })).toBeTruthy();
    expect(screen.queryByTestId('coupons-error')).toBeNull();
    fireEvent.click(screen.getByTestId('tab-offers'));
    const offersEmpty = await screen.findByTestId('offers-empty');
    expect(offersEmpty.textContent).toContain('No automatic offers yet');
    fireEvent.click(within(offersEmpty).getByRole('button', { name: 'New offer' }));
    expect(await screen.findByTestId('offer-form')).toBeTruthy();
  });

  it('creates a percent code with the body the API takes', async () => {
    mockApi();
    renderView();
    const form = await openNewCode();
    expect(form.getByText(/Leave it empty to generate a random code/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(untranslated);
    fireEvent.change(form.getByTestId('coupon-code-input'), { target: { value: 'summer15' } });
    fireEvent.change(form.getByTestId('coupon-percent'), { target: { value: '15' } });
    fireEvent.change(form.getByTestId('coupon-minSubtotal'), { target: { value: '500' } });
    fireEvent.click(form.getByTestId('coupon-first-order'));
    fireEvent.click(form.getByTestId('save-coupon'));
    await waitFor(() => expect(sent('POST')).toBeDefined());
    expect(sent('POST')!.url).toContain('/api/admin/coupons');
    expect(sent('POST')!.body).toEqual({
      code: 'SUMMER15',
      kind: 'percent',
      percent: 15,
      amount: 0,
      minSubtotal: 500,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      maxUsesPerShopper: 1,
      firstOrderOnly: true,
      scope: { kind: 'all' },
      combinesWithOffers: true,
      trainerId: null,
      showOnTrainerPage: false,
      note: '',
    });
    await waitFor(() => expect(feedback.success).toEqual(['Code SUMMER15 created']));
  });

  it('creates a free-delivery code whose window is read in Cairo time', async () => {
    mockApi();
    renderView();
    const form = await openNewCode();
    fireEvent.click(form.getByRole('radio', { name: 'Free delivery' }));
    expect(form.queryByTestId('coupon-percent')).toBeNull();
    // summer time (UTC+3) at the start, winter time (UTC+2) at the end
    fireEvent.change(form.getByTestId('coupon-starts'), { target: { value: '2026-07-01T09:00' } });
    fireEvent.change(form.getByTestId('coupon-ends'), { target: { value: '2026-12-31T23:59' } });
    fireEvent.change(form.getByTestId('coupon-maxUses'), { target: { value: '250' } });
    fireEvent.click(form.getByTestId('save-coupon'));
    await waitFor(() => expect(sent('POST')).toBeDefined());
    expect(sent('POST')!.body).toMatchObject({
      code: '',
      kind: 'free-delivery',
      percent: 0,
      amount: 0,
      startsAt: '2026-07-01T06:00:00Z',
      endsAt: '2026-12-31T21:59:00Z',
      maxUses: 250,
    });
  });

  it('refuses a window that ends before it starts, before asking the server', async () => {
    mockApi();
    renderView();
    const form = await openNewCode();
    fireEvent.change(form.getByTestId('coupon-percent'), { target: { value: '10' } });
    fireEvent.change(form.getByTestId('coupon-starts'), { target: { value: '2026-07-10T09:00' } });
    fireEvent.change(form.getByTestId('coupon-ends'), { target: { value: '2026-07-01T09:00' } });
    fireEvent.click(form.getByTestId('save-coupon'));
    expect(await form.findByText('The end must be after the start.')).toBeTruthy();
    expect(form.getByRole('alert').textContent).toBe('Some fields need your attention.');
    expect(sent('POST')).toBeUndefined();
  });

  it('scopes a code to chosen brands, and attaches a trainer', async () => {
    mockApi();
    renderView();
    const form = await openNewCode();
    await pick(form.getByTestId('coupon-trainer'), 'Omar Hany');
    fireEvent.change(form.getByTestId('coupon-code-input'), { target: { value: 'OMAR10' } });
    fireEvent.change(form.getByTestId('coupon-percent'), { target: { value: '10' } });
    // an empty list is refused where it is chosen
    fireEvent.click(form.getByRole('radio', { name: 'Categories' }));
    fireEvent.click(form.getByTestId('save-coupon'));
    expect(await form.findByText('Choose at least one.')).toBeTruthy();
    expect(sent('POST')).toBeUndefined();
    fireEvent.click(form.getByRole('radio', { name: 'Brands' }));
    await pick(form.getByTestId('coupon-scope-brands'), 'Optimum');
    await pick(form.getByTestId('coupon-scope-brands'), 'MuscleTech');
    fireEvent.click(form.getByTestId('coupon-show-on-trainer'));
    fireEvent.click(form.getByTestId('coupon-combines'));
    fireEvent.click(form.getByTestId('save-coupon'));
    await waitFor(() => expect(sent('POST')).toBeDefined());
    expect(sent('POST')!.body).toMatchObject({
      code: 'OMAR10',
      scope: { kind: 'brands', values: ['Optimum', 'MuscleTech'] },
      combinesWithOffers: false,
      trainerId: 7,
      showOnTrainerPage: true,
    });
  });

  it('shows a code already taken under the code field, in Arabic too', async () => {
    for (const language of ['en', 'ar'] as const) {
      mockApi((method) =>
        method === 'POST'
          ? [
              409,
              {
                statusCode: 409,
                code: 'CONFLICT',
                message: 'Another code is already spelled this way.',
                fields: { code: 'Another code is already spelled this way.' },
              },
            ]
          : undefined,
      );
      const { unmount } = renderView(language);
      const form = await openNewCode();
      fireEvent.change(form.getByTestId('coupon-code-input'), { target: { value: 'SUMMER15' } });
      fireEvent.change(form.getByTestId('coupon-percent'), { target: { value: '15' } });
      fireEvent.click(form.getByTestId('save-coupon'));
      const input = form.getByTestId('coupon-code-input');
      const expected =
        language === 'en'
          ? 'Another code is already spelled this way.'
          : 'يوجد كود آخر مكتوب بالطريقة نفسها.';
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      const error = describedBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .find((text) => text === expected);
      expect(error).toBe(expected);
      expect(feedback.failure).toHaveLength(1);
      // typing another code takes the server's refusal away
      fireEvent.change(input, { target: { value: 'SUMMER16' } });
      expect(form.queryByText(expected)).toBeNull();
      unmount();
    }
  });

  it('shows a 400’s fields under their own fields, a scope path under the scope', async () => {
    mockApi((method) =>
      method === 'POST'
        ? [
            400,
            {
              statusCode: 400,
              code: 'VALIDATION_FAILED',
              message: 'Invalid input',
              fields: { 'scope.values': 'Too small', endsAt: 'The end must be after the start.' },
            },
          ]
        : undefined,
    );
    renderView();
    const form = await openNewCode();
    fireEvent.change(form.getByTestId('coupon-percent'), { target: { value: '15' } });
    fireEvent.click(form.getByRole('radio', { name: 'Categories' }));
    await pick(form.getByTestId('coupon-scope-categories'), 'Protein');
    fireEvent.click(form.getByTestId('save-coupon'));
    expect(await form.findByText('This value was not accepted. Check it.')).toBeTruthy();
    expect(form.getByText('The end must be after the start.')).toBeTruthy();
    expect(feedback.failure[0]).toBe(
      'Could not save the code: Some values were not accepted. Check the highlighted fields.',
    );
  });

  it('edits a code from its own values and PUTs it', async () => {
    mockApi();
    renderView();
    const rows = await screen.findAllByTestId('coupon-row');
    fireEvent.click(within(rows[0]!).getByTestId('promotion-edit'));
    const form = within(await screen.findByTestId('coupon-form'));
    expect((form.getByTestId('coupon-code-input') as HTMLInputElement).value).toBe('SUMMER15');
    // the end, 20:59 UTC in summer, is 23:59 in Cairo
    expect((form.getByTestId('coupon-ends') as HTMLInputElement).value).toBe('2030-08-31T23:59');
    fireEvent.change(form.getByTestId('coupon-percent'), { target: { value: '20' } });
    fireEvent.click(form.getByTestId('save-coupon'));
    await waitFor(() => expect(sent('PUT')).toBeDefined());
    expect(sent('PUT')!.url).toContain('/api/admin/coupons/3');
    expect(sent('PUT')!.body).toMatchObject({
      code: 'SUMMER15',
      percent: 20,
      endsAt: '2030-08-31T20:59:00Z',
      maxUses: 100,
      trainerId: 7,
    });
  });

  it('pauses a code at once and ends one only after confirming', async () => {
    mockApi();
    renderView();
    const rows = await screen.findAllByTestId('coupon-row');
    fireEvent.click(within(rows[0]!).getByTestId('promotion-pause'));
    await waitFor(() => expect(sent('PATCH')).toBeDefined());
    expect(sent('PATCH')).toMatchObject({
      url: expect.stringContaining('/api/admin/coupons/3/status'),
      body: { status: 'paused' },
    });
    await waitFor(() => expect(feedback.success).toContain('Code SUMMER15 paused'));

    calls.length = 0;
    fireEvent.click(within(rows[1]!).getByTestId('promotion-end'));
    expect(await screen.findByText('End the code WELCOME100?')).toBeTruthy();
    expect(sent('PATCH')).toBeUndefined();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(sent('PATCH')).toBeDefined());
    expect(sent('PATCH')).toMatchObject({
      url: expect.stringContaining('/api/admin/coupons/2/status'),
      body: { status: 'ended' },
    });
  });

  it('exports the codes as CSV or XLSX', async () => {
    mockApi();
    renderView();
    await screen.findAllByTestId('coupon-row');
    fireEvent.click(screen.getByTestId('export-coupons'));
    fireEvent.click(await screen.findByTestId('export-codes-xlsx'));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toEqual(['/admin/coupons/export', { format: 'xlsx', what: 'codes' }, 'codes.xlsx']);
    fireEvent.click(screen.getByTestId('export-coupons'));
    fireEvent.click(await screen.findByTestId('export-uses-csv'));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]![1]).toEqual({ format: 'csv', what: 'uses' });
  });

  it('creates a quantity-tier offer with its names, percent and window', async () => {
    mockApi((method) => (method === 'POST' ? [201, offer(5, {})] : undefined));
    renderView('en', 'offers');
    fireEvent.click(await screen.findByTestId('add-offer'));
    const form = within(await screen.findByTestId('offer-form'));
    expect(document.body.textContent).not.toMatch(untranslated);
    fireEvent.change(form.getByTestId('offer-name-en'), { target: { value: 'Buy 3, save 10%' } });
    fireEvent.change(form.getByTestId('offer-name-ar'), { target: { value: 'اشترِ ٣ ووفّر ١٠٪' } });
    fireEvent.click(form.getByRole('radio', { name: 'Quantity tier' }));
    fireEvent.change(form.getByTestId('offer-percent'), { target: { value: '10' } });
    fireEvent.change(form.getByTestId('offer-min-quantity'), { target: { value: '1' } });
    fireEvent.click(form.getByTestId('save-offer'));
    expect(await form.findByText('A quantity tier starts at 2 units or more (up to 99).')).toBeTruthy();
    fireEvent.change(form.getByTestId('offer-min-quantity'), { target: { value: '3' } });
    // the night summer time ends: 23:30 is shown twice, the first (summer) one is meant
    fireEvent.change(form.getByTestId('offer-ends'), { target: { value: '2026-10-29T23:30' } });
    fireEvent.click(form.getByTestId('save-offer'));
    await waitFor(() => expect(sent('POST')).toBeDefined());
    expect(sent('POST')!.url).toContain('/api/admin/offers');
    expect(sent('POST')!.body).toEqual({
      nameEn: 'Buy 3, save 10%',
      nameAr: 'اشترِ ٣ ووفّر ١٠٪',
      kind: 'tier',
      percent: 10,
      minQuantity: 3,
      scope: { kind: 'all' },
      startsAt: null,
      endsAt: '2026-10-29T20:30:00Z',
    });
    await waitFor(() => expect(feedback.success).toEqual(['Offer created']));
  });

  it('resumes an ended offer and ends a running one after confirming', async () => {
    mockApi((method) => (method === 'PATCH' ? [200, offer(1, {})] : undefined));
    renderView('en', 'offers');
    const rows = await screen.findAllByTestId('offer-row');
    expect(within(rows[1]!).queryByTestId('promotion-end')).toBeNull();
    fireEvent.click(within(rows[1]!).getByTestId('promotion-resume'));
    await waitFor(() =>
      expect(sent('PATCH')).toMatchObject({
        url: expect.stringContaining('/api/admin/offers/2/status'),
        body: { status: 'active' },
      }),
    );
    calls.length = 0;
    fireEvent.click(within(rows[0]!).getByTestId('promotion-end'));
    expect(await screen.findByText('End the offer “Summer sale”?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(sent('PATCH')).toMatchObject({ body: { status: 'ended' } }));
  });

  it('says when the codes cannot load, and retries', async () => {
    mockApi(() => [500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'SERVER TEXT' }]);
    renderView();
    const error = await screen.findByTestId('coupons-error');
    expect(error.textContent).toContain('The codes could not be loaded.');
    mockApi();
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('coupon-row')).toHaveLength(3);
  });
});
