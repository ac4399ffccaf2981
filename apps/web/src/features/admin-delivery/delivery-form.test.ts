// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ShopSettingsDto } from '@atlas/shared/contract/delivery';
import { ShopSettingsDto as ShopSettingsSchema } from '@atlas/shared/contract/delivery';
import { ApiError } from '@/lib/api-client';
import {
  addHoliday,
  isCalendarDay,
  serverSettingsProblems,
  settingsFormFrom,
  settingsPayload,
  settingsProblems,
} from './delivery-form';
import { failureKey, isValidationError } from './form-rules';

const settings: ShopSettingsDto = {
  freeDeliveryThreshold: 1500,
  codFee: { kind: 'percent', percent: 1.5, cap: null },
  cutoffHour: 14,
  daysOff: [5],
  holidays: ['2026-10-06', '2026-04-13'],
  defaultZoneId: 3,
  shopName: 'Atlas Supplements',
  shopAddress: '12 Tahrir St.\nCairo',
  taxRegistrationNumber: '123-456-789',
  vatRate: 14,
};
const zoneIds = [1, 2, 3];

describe('the shop settings form', () => {
  it('round-trips the DTO: the same settings go back, holidays sorted', () => {
    const values = settingsFormFrom(settings);
    expect(values.holidays).toEqual(['2026-04-13', '2026-10-06']);
    expect(settingsProblems(values, zoneIds)).toEqual({});
    const body = settingsPayload(values);
    expect(body).toEqual({ ...settings, holidays: ['2026-04-13', '2026-10-06'] });
    // what the form sends is what the server accepts
    expect(ShopSettingsSchema.safeParse(body).success).toBe(true);
  });

  it('sends null for no free delivery, no VAT and no cap, whatever was typed before', () => {
    const values = {
      ...settingsFormFrom(settings),
      noFreeDelivery: true,
      freeDeliveryThreshold: 999 as const,
      noVat: true,
      codCap: '' as const,
    };
    const body = settingsPayload(values);
    expect(body.freeDeliveryThreshold).toBeNull();
    expect(body.vatRate).toBeNull();
    expect(body.codFee).toEqual({ kind: 'percent', percent: 1.5, cap: null });
    // and reads nulls back as the switches
    const back = settingsFormFrom(body);
    expect([back.noFreeDelivery, back.freeDeliveryThreshold, back.noVat, back.vatRate]).toEqual([
      true,
      '',
      true,
      '',
    ]);
  });

  it('keeps both cash-on-delivery amounts while switching, and sends the chosen one', () => {
    const values = { ...settingsFormFrom(settings), codAmount: 20 };
    expect(settingsPayload(values).codFee).toEqual({ kind: 'percent', percent: 1.5, cap: null });
    expect(settingsPayload({ ...values, codKind: 'fixed' }).codFee).toEqual({ kind: 'fixed', amount: 20 });
    expect(settingsPayload({ ...values, codCap: 50 }).codFee).toEqual({
      kind: 'percent',
      percent: 1.5,
      cap: 50,
    });
    expect(settingsFormFrom({ ...settings, codFee: { kind: 'fixed', amount: 15 } })).toMatchObject({
      codKind: 'fixed',
      codAmount: 15,
      codPercent: '',
      codCap: '',
    });
  });

  it('checks amounts, percentages, the cut-off, the default zone and the receipt texts', () => {
    const ok = settingsFormFrom(settings);
    const problems = (over: Partial<typeof ok>) => settingsProblems({ ...ok, ...over }, zoneIds);
    expect(problems({ freeDeliveryThreshold: '' })).toEqual({ freeDeliveryThreshold: { code: 'required' } });
    expect(problems({ freeDeliveryThreshold: '', noFreeDelivery: true })).toEqual({});
    expect(problems({ freeDeliveryThreshold: 12.345 })).toEqual({
      freeDeliveryThreshold: { code: 'decimals' },
    });
    expect(problems({ codPercent: 101 })).toEqual({ codPercent: { code: 'range', min: 0, max: 100 } });
    expect(problems({ codCap: -1 })).toEqual({ codCap: { code: 'range', min: 0, max: 1_000_000 } });
    // the fixed amount is not checked while the percentage is chosen, and the other way round
    expect(problems({ codAmount: '' })).toEqual({});
    expect(problems({ codKind: 'fixed', codAmount: '' })).toEqual({ codAmount: { code: 'required' } });
    expect(problems({ codKind: 'fixed', codAmount: 5, codPercent: '' })).toEqual({});
    expect(problems({ cutoffHour: 25 })).toEqual({ cutoffHour: { code: 'range', min: 0, max: 24 } });
    expect(problems({ defaultZoneId: null })).toEqual({ defaultZoneId: { code: 'required' } });
    expect(problems({ defaultZoneId: 9 })).toEqual({ defaultZoneId: { code: 'zoneGone' } });
    expect(problems({ shopName: '  ' })).toEqual({ shopName: { code: 'required' } });
    expect(problems({ shopName: 'x'.repeat(121) })).toEqual({ shopName: { code: 'tooLong', max: 120 } });
    expect(problems({ shopAddress: 'x'.repeat(301) })).toEqual({
      shopAddress: { code: 'tooLong', max: 300 },
    });
    expect(problems({ shopAddress: 'Line one\nLine two' })).toEqual({});
    expect(problems({ shopName: 'Atlas\u0007' })).toEqual({ shopName: { code: 'invalid' } });
    expect(problems({ taxRegistrationNumber: '1'.repeat(41) })).toEqual({
      taxRegistrationNumber: { code: 'tooLong', max: 40 },
    });
    expect(problems({ vatRate: '' })).toEqual({ vatRate: { code: 'required' } });
    expect(problems({ vatRate: '', noVat: true })).toEqual({});
  });

  it('needs at least one working day a week', () => {
    const ok = settingsFormFrom(settings);
    expect(settingsProblems({ ...ok, daysOff: [0, 1, 2, 3, 4, 5] }, zoneIds)).toEqual({});
    expect(settingsProblems({ ...ok, daysOff: [0, 1, 2, 3, 4, 5, 6] }, zoneIds)).toEqual({
      daysOff: { code: 'noWorkingDay' },
    });
    expect(settingsPayload({ ...ok, daysOff: [6, 0, 6] }).daysOff).toEqual([0, 6]);
  });
});

describe('holidays', () => {
  it('are real calendar days', () => {
    expect(isCalendarDay('2026-10-06')).toBe(true);
    for (const bad of ['', '2026-02-30', '2026-13-01', '06/10/2026', '2026-1-6', '2026-10-06T00:00'])
      expect(isCalendarDay(bad), bad).toBe(false);
  });

  it('are added once each, in date order, up to 366', () => {
    expect(addHoliday(['2026-10-06'], '2026-04-13')).toEqual({
      ok: true,
      holidays: ['2026-04-13', '2026-10-06'],
    });
    expect(addHoliday(['2026-10-06'], '2026-10-06')).toEqual({ ok: false, problem: 'duplicate' });
    expect(addHoliday([], '')).toEqual({ ok: false, problem: 'invalid' });
    const full = Array.from({ length: 366 }, (_, i) =>
      new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
    );
    expect(addHoliday(full, '2028-01-01')).toEqual({ ok: false, problem: 'tooMany' });
    const values = settingsFormFrom(settings);
    expect(settingsProblems({ ...values, holidays: ['2026-02-30'] }, zoneIds)).toEqual({
      holidays: { code: 'invalid' },
    });
  });
});

describe('a refused save', () => {
  it('shows the fields a 400 names at the form fields', () => {
    expect(
      serverSettingsProblems({
        'codFee.cap': 'Too big',
        'codFee.percent': 'Too big',
        'codFee.amount': 'Too small',
        codFee: 'Invalid input',
        'holidays.3': 'must be a date YYYY-MM-DD',
        daysOff: 'at least one day a week must be a working day',
        defaultZoneId: 'Delivery zone not found',
        shopName: 'is required',
        somethingElse: 'x',
      }),
    ).toEqual({
      codCap: { code: 'invalid' },
      codPercent: { code: 'invalid' },
      codAmount: { code: 'invalid' },
      codKind: { code: 'invalid' },
      holidays: { code: 'invalid' },
      daysOff: { code: 'noWorkingDay' },
      defaultZoneId: { code: 'zoneGone' },
      shopName: { code: 'invalid' },
    });
    expect(serverSettingsProblems(undefined)).toEqual({});
  });

  it('is explained by its code, never by the server message', () => {
    const error = (status: number, code: string) => new ApiError(status, code, 'Some server text');
    expect(failureKey(error(400, 'VALIDATION_FAILED'))).toBe('adminDelivery.errors.validation');
    expect(isValidationError(error(400, 'VALIDATION_FAILED'))).toBe(true);
    expect(isValidationError(error(409, 'CONFLICT'))).toBe(false);
    expect(failureKey(error(409, 'CONFLICT'))).toBe('adminDelivery.errors.zoneInUse');
    expect(failureKey(error(404, 'NOT_FOUND'))).toBe('adminDelivery.errors.zoneNotFound');
    expect(failureKey(error(403, 'FORBIDDEN'))).toBe('adminDelivery.errors.forbidden');
    expect(failureKey(error(401, 'UNAUTHORIZED'))).toBe('adminDelivery.errors.sessionExpired');
    expect(failureKey(error(0, 'NETWORK_ERROR'))).toBe('adminDelivery.errors.network');
    expect(failureKey(error(503, 'SERVICE_UNAVAILABLE'))).toBe('adminDelivery.errors.server');
    expect(failureKey(error(418, 'TEAPOT'))).toBe('adminDelivery.errors.unknown');
    expect(failureKey(new Error('boom'))).toBe('adminDelivery.errors.unknown');
  });
});
