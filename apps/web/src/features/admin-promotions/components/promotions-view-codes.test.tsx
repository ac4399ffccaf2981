import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  calls,
  feedback,
  mockApi,
  openNewCode,
  pick,
  renderView,
  sent,
  setUpPromotionsView,
  untranslated,
} from './promotions-view-fixtures';

setUpPromotionsView();

describe('the Promotions screen', () => {
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
});
