import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  calls,
  feedback,
  mockApi,
  offer,
  renderView,
  sent,
  setUpPromotionsView,
  untranslated,
} from './promotions-view-fixtures';

setUpPromotionsView();

describe('the Promotions screen', () => {
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
});
