// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { DeliveryZoneDto } from '@atlas/shared/contract/delivery';
import { DeliveryZoneInput } from '@atlas/shared/contract/delivery';
import { GOVERNORATE_CODES } from '@atlas/shared/content/governorates';
import {
  deleteBlocker,
  emptyZoneForm,
  governorateGroups,
  governorateMoves,
  governorateNames,
  serverZoneProblems,
  unassignedGovernorates,
  zoneFormFrom,
  zoneName,
  zonePayload,
  zoneProblems,
} from './zone-form';

const zone = (id: number, over: Partial<DeliveryZoneDto> = {}): DeliveryZoneDto => ({
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
const cairo = zone(1, { nameEn: 'Greater Cairo', nameAr: 'القاهرة الكبرى', governorates: ['EG-GZ', 'EG-C'] });
const delta = zone(2, { nameEn: 'Delta', nameAr: '', isDefault: true, governorates: ['EG-DK', 'EG-GH'] });
const zones = [cairo, delta];

describe('the zone form', () => {
  it('round-trips a zone into the request body the server accepts', () => {
    const values = zoneFormFrom(cairo);
    values.nameEn = '  Greater Cairo ';
    const body = zonePayload(values);
    expect(body).toEqual({
      nameEn: 'Greater Cairo',
      nameAr: 'القاهرة الكبرى',
      fee: 50,
      minDays: 1,
      maxDays: 2,
      enabled: true,
      // in the shop's order
      governorates: ['EG-C', 'EG-GZ'],
    });
    expect(DeliveryZoneInput.safeParse(body).success).toBe(true);
    // editing the form never changes the zone it came from
    values.governorates.push('EG-ALX');
    expect(cairo.governorates).toEqual(['EG-GZ', 'EG-C']);
  });

  it('needs both names, a fee and whole days with the slowest not before the fastest', () => {
    expect(zoneProblems(emptyZoneForm())).toEqual({
      nameEn: { code: 'required' },
      nameAr: { code: 'required' },
      fee: { code: 'required' },
    });
    const ok = zoneFormFrom(cairo);
    expect(zoneProblems(ok)).toEqual({});
    expect(zoneProblems({ ...ok, minDays: 3, maxDays: 2 })).toEqual({ maxDays: { code: 'maxBeforeMin' } });
    expect(zoneProblems({ ...ok, minDays: 2, maxDays: 2 })).toEqual({});
    expect(zoneProblems({ ...ok, minDays: 0, maxDays: 0 })).toEqual({});
    expect(zoneProblems({ ...ok, minDays: 1.5 })).toEqual({ minDays: { code: 'whole' } });
    expect(zoneProblems({ ...ok, maxDays: 61 })).toEqual({ maxDays: { code: 'range', min: 0, max: 60 } });
    expect(zoneProblems({ ...ok, fee: 10.005 })).toEqual({ fee: { code: 'decimals' } });
    expect(zoneProblems({ ...ok, fee: 10.05 })).toEqual({});
    expect(zoneProblems({ ...ok, nameAr: 'x'.repeat(81) })).toEqual({ nameAr: { code: 'tooLong', max: 80 } });
  });
});

describe('zones and governorates', () => {
  it('names a zone in the interface language, English when there is no Arabic name', () => {
    expect(zoneName(cairo, 'ar')).toBe('القاهرة الكبرى');
    expect(zoneName(cairo, 'en')).toBe('Greater Cairo');
    expect(zoneName(delta, 'ar')).toBe('Delta');
    expect(governorateNames(['EG-GZ', 'EG-C'], 'en')).toEqual(['Cairo', 'Giza']);
    expect(governorateNames(['EG-GZ', 'EG-C'], 'ar')).toEqual(['الجيزة', 'القاهرة']);
  });

  it('finds the governorates in no zone', () => {
    const free = unassignedGovernorates(zones);
    expect(free).toHaveLength(GOVERNORATE_CODES.length - 4);
    expect(free).not.toContain('EG-C');
    expect(free[0]).toBe('EG-ALX');
    expect(unassignedGovernorates([])).toEqual([...GOVERNORATE_CODES]);
  });

  it('offers all 27 governorates, grouped by the zone holding each now, this zone first', () => {
    const groups = governorateGroups(zones, 2, 'en', { thisZone: 'This zone', noZone: 'No zone' });
    expect(groups.map((g) => g.group)).toEqual(['This zone', 'Greater Cairo', 'No zone']);
    expect(groups[0]!.items).toEqual([
      { value: 'EG-DK', label: 'Dakahlia' },
      { value: 'EG-GH', label: 'Gharbia' },
    ]);
    expect(groups.flatMap((g) => g.items)).toHaveLength(27);
    // a new zone: every zone is another zone
    const forNew = governorateGroups(zones, null, 'ar', { thisZone: 'هذه', noZone: 'لا' });
    expect(forNew.map((g) => g.group)).toEqual(['القاهرة الكبرى', 'Delta', 'لا']);
  });

  it('says which governorates a save moves here and which fall to the default zone', () => {
    expect(governorateMoves(zones, 1, ['EG-C', 'EG-DK', 'EG-ALX'])).toEqual({
      taken: [{ code: 'EG-DK', from: delta }],
      released: ['EG-GZ'],
    });
    expect(governorateMoves(zones, null, [])).toEqual({ taken: [], released: [] });
  });

  it('knows why a zone cannot be deleted', () => {
    expect(deleteBlocker(delta)).toBe('isDefault');
    expect(deleteBlocker(cairo)).toBe('hasGovernorates');
    expect(deleteBlocker(zone(3))).toBeNull();
  });

  it('shows the fields a refused save names', () => {
    expect(
      serverZoneProblems({ nameAr: 'is required', 'governorates.2': 'Choose a governorate', x: 'y' }),
    ).toEqual({
      nameAr: { code: 'invalid' },
      governorates: { code: 'invalid' },
    });
  });
});
