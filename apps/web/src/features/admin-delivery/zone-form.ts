import type { DeliveryZoneDto, DeliveryZoneInput } from '@atlas/shared/contract/delivery';
import { GOVERNORATE_CODES, governorateName, type GovernorateCode } from '@atlas/shared/content/governorates';
import type { Language } from '@atlas/shared/rules/locale';
import { DELIVERY_LIMITS, numberProblem, textProblem, withoutEmpty, type Problems } from './form-rules';
import type { NumberValue } from '@/lib/admin/number-value';

/** The zone form (add and edit): its values, what is wrong with them, and the request body. */

export interface ZoneFormValues {
  nameEn: string;
  nameAr: string;
  fee: NumberValue;
  minDays: NumberValue;
  maxDays: NumberValue;
  enabled: boolean;
  governorates: GovernorateCode[];
}
export type ZoneField = keyof ZoneFormValues;

export function emptyZoneForm(): ZoneFormValues {
  return { nameEn: '', nameAr: '', fee: '', minDays: 1, maxDays: 2, enabled: true, governorates: [] };
}

export function zoneFormFrom(zone: DeliveryZoneDto): ZoneFormValues {
  return {
    nameEn: zone.nameEn,
    nameAr: zone.nameAr,
    fee: zone.fee,
    minDays: zone.minDays,
    maxDays: zone.maxDays,
    enabled: zone.enabled,
    governorates: [...zone.governorates],
  };
}

/** Both names are required; the fee is EGP with two decimals; the window is whole days, last ≥ first. */
export function zoneProblems(values: ZoneFormValues): Problems<ZoneField> {
  const { days, egp, zoneName } = DELIVERY_LIMITS;
  const minDays = numberProblem(values.minDays, 0, days, 0);
  let maxDays = numberProblem(values.maxDays, 0, days, 0);
  if (!minDays && !maxDays && (values.maxDays as number) < (values.minDays as number))
    maxDays = { code: 'maxBeforeMin' };
  return withoutEmpty<ZoneField>({
    nameEn: textProblem(values.nameEn, zoneName, true),
    nameAr: textProblem(values.nameAr, zoneName, true),
    fee: numberProblem(values.fee, 0, egp, 2),
    minDays,
    maxDays,
    enabled: undefined,
    governorates: values.governorates.length > GOVERNORATE_CODES.length ? { code: 'tooMany' } : undefined,
  });
}

/** The governorates in the shop's order, each once. */
function ordered(codes: readonly GovernorateCode[]): GovernorateCode[] {
  const chosen = new Set(codes);
  return GOVERNORATE_CODES.filter((code) => chosen.has(code));
}

/** The body of POST /admin/delivery/zones and PUT /admin/delivery/zones/{id} (the values are valid). */
export function zonePayload(values: ZoneFormValues): DeliveryZoneInput {
  return {
    nameEn: values.nameEn.trim(),
    nameAr: values.nameAr.trim(),
    fee: Number(values.fee),
    minDays: Number(values.minDays),
    maxDays: Number(values.maxDays),
    enabled: values.enabled,
    governorates: ordered(values.governorates),
  };
}

/** A zone's name in the interface language (the English one when the Arabic is blank). */
export function zoneName(zone: Pick<DeliveryZoneDto, 'nameEn' | 'nameAr'>, language: Language): string {
  return language === 'ar' && zone.nameAr.trim() ? zone.nameAr : zone.nameEn;
}

/** Governorates in the interface language, sorted by that name. */
export function governorateNames(codes: readonly GovernorateCode[], language: Language): string[] {
  return codes.map((code) => governorateName(code, language)).sort((a, b) => a.localeCompare(b, language));
}

/** The governorates no zone holds: the default zone prices them. */
export function unassignedGovernorates(zones: readonly DeliveryZoneDto[]): GovernorateCode[] {
  const held = new Set(zones.flatMap((zone) => zone.governorates));
  return GOVERNORATE_CODES.filter((code) => !held.has(code));
}

export interface GovernorateGroup {
  group: string;
  items: { value: GovernorateCode; label: string }[];
}

/**
 * The governorate picker's options, grouped by the zone that holds each now: this zone first,
 * then the others in their order, then those in no zone. Names in the interface language.
 */
export function governorateGroups(
  zones: readonly DeliveryZoneDto[],
  zoneId: number | null,
  language: Language,
  labels: { thisZone: string; noZone: string },
): GovernorateGroup[] {
  const items = (codes: readonly GovernorateCode[]) =>
    codes
      .map((code) => ({ value: code, label: governorateName(code, language) }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  const own = zones.find((zone) => zone.id === zoneId);
  const groups: GovernorateGroup[] = [];
  if (own) groups.push({ group: labels.thisZone, items: items(own.governorates) });
  for (const zone of zones)
    if (zone.id !== zoneId) groups.push({ group: zoneName(zone, language), items: items(zone.governorates) });
  groups.push({ group: labels.noZone, items: items(unassignedGovernorates(zones)) });
  return groups.filter((g) => g.items.length > 0);
}

/** What saving the chosen governorates does: those taken from other zones, and those this zone lets go. */
export function governorateMoves(
  zones: readonly DeliveryZoneDto[],
  zoneId: number | null,
  chosen: readonly GovernorateCode[],
): { taken: { code: GovernorateCode; from: DeliveryZoneDto }[]; released: GovernorateCode[] } {
  const picked = new Set(chosen);
  const taken: { code: GovernorateCode; from: DeliveryZoneDto }[] = [];
  for (const zone of zones) {
    if (zone.id === zoneId) continue;
    for (const code of ordered(zone.governorates)) if (picked.has(code)) taken.push({ code, from: zone });
  }
  const own = zones.find((zone) => zone.id === zoneId)?.governorates ?? [];
  return { taken, released: ordered(own.filter((code) => !picked.has(code))) };
}

/** Why a zone cannot be deleted (the server answers 409 for both), or null when it can. */
export function deleteBlocker(zone: DeliveryZoneDto): 'isDefault' | 'hasGovernorates' | null {
  if (zone.isDefault) return 'isDefault';
  if (zone.governorates.length > 0) return 'hasGovernorates';
  return null;
}

const ZONE_FIELDS = new Set<ZoneField>([
  'nameEn',
  'nameAr',
  'fee',
  'minDays',
  'maxDays',
  'enabled',
  'governorates',
]);

/** The zone form's fields a 400 names. */
export function serverZoneProblems(fields: Record<string, string> | undefined): Problems<ZoneField> {
  const problems: Problems<ZoneField> = {};
  for (const path of Object.keys(fields ?? {})) {
    const head = path.split('.')[0] as ZoneField;
    if (ZONE_FIELDS.has(head)) problems[head] ??= { code: 'invalid' };
  }
  return problems;
}
