import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  downloads,
  mockApi,
  renderView,
  setUpPromotionsView,
  untranslated,
} from './promotions-view-fixtures';

setUpPromotionsView();

describe('the Promotions screen', () => {
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
        // the shop's categories by their names in the interface language, as the shop shows them
        expect(within(rows[0]!).getByTestId('promotion-scope').textContent).toContain('بروتين');
        expect(within(rows[0]!).getByTestId('promotion-scope').textContent).not.toContain('Protein');
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
