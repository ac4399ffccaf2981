import type { ShopSettingsDto } from '@atlas/shared/contract/delivery';
import { DELIVERY_LIMITS, numberProblem, textProblem, withoutEmpty, type Problems } from './form-rules';
import type { NumberValue } from '@/lib/admin/number-value';

/** The shop settings form: the DTO as form values and back, and what is wrong with them. */

export type CodKind = ShopSettingsDto['codFee']['kind'];

export interface SettingsFormValues {
  noFreeDelivery: boolean;
  freeDeliveryThreshold: NumberValue;
  codKind: CodKind;
  codAmount: NumberValue;
  codPercent: NumberValue;
  /** '' = no cap. */
  codCap: NumberValue;
  cutoffHour: number;
  /** 0 = Sunday … 6 = Saturday. */
  daysOff: number[];
  /** YYYY-MM-DD, sorted. */
  holidays: string[];
  defaultZoneId: number | null;
  shopName: string;
  shopAddress: string;
  taxRegistrationNumber: string;
  noVat: boolean;
  vatRate: NumberValue;
}
export type SettingsField = keyof SettingsFormValues;

export function settingsFormFrom(settings: ShopSettingsDto): SettingsFormValues {
  const cod = settings.codFee;
  return {
    noFreeDelivery: settings.freeDeliveryThreshold === null,
    freeDeliveryThreshold: settings.freeDeliveryThreshold ?? '',
    codKind: cod.kind,
    codAmount: cod.kind === 'fixed' ? cod.amount : '',
    codPercent: cod.kind === 'percent' ? cod.percent : '',
    codCap: cod.kind === 'percent' ? (cod.cap ?? '') : '',
    cutoffHour: settings.cutoffHour,
    daysOff: [...settings.daysOff].sort((a, b) => a - b),
    holidays: [...new Set(settings.holidays)].sort(),
    defaultZoneId: settings.defaultZoneId,
    shopName: settings.shopName,
    shopAddress: settings.shopAddress,
    taxRegistrationNumber: settings.taxRegistrationNumber,
    noVat: settings.vatRate === null,
    vatRate: settings.vatRate ?? '',
  };
}

/** A real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function settingsProblems(
  values: SettingsFormValues,
  zoneIds: readonly number[],
): Problems<SettingsField> {
  const { egp, percent } = DELIVERY_LIMITS;
  const fixed = values.codKind === 'fixed';
  return withoutEmpty<SettingsField>({
    noFreeDelivery: undefined,
    freeDeliveryThreshold: values.noFreeDelivery
      ? undefined
      : numberProblem(values.freeDeliveryThreshold, 0, egp, 2),
    codKind: undefined,
    codAmount: fixed ? numberProblem(values.codAmount, 0, egp, 2) : undefined,
    codPercent: fixed ? undefined : numberProblem(values.codPercent, 0, percent, 2),
    codCap: fixed || values.codCap === '' ? undefined : numberProblem(values.codCap, 0, egp, 2),
    cutoffHour: numberProblem(values.cutoffHour, 0, 24, 0),
    daysOff: new Set(values.daysOff).size >= 7 ? { code: 'noWorkingDay' } : undefined,
    holidays: !values.holidays.every(isCalendarDay)
      ? { code: 'invalid' }
      : values.holidays.length > DELIVERY_LIMITS.holidays
        ? { code: 'tooMany', max: DELIVERY_LIMITS.holidays }
        : undefined,
    defaultZoneId:
      values.defaultZoneId === null
        ? { code: 'required' }
        : zoneIds.includes(values.defaultZoneId)
          ? undefined
          : { code: 'zoneGone' },
    shopName: textProblem(values.shopName, DELIVERY_LIMITS.shopName, true),
    shopAddress: textProblem(values.shopAddress, DELIVERY_LIMITS.shopAddress, false, true),
    taxRegistrationNumber: textProblem(values.taxRegistrationNumber, DELIVERY_LIMITS.taxNumber, false),
    noVat: undefined,
    vatRate: values.noVat ? undefined : numberProblem(values.vatRate, 0, percent, 2),
  });
}

/** The body of PUT /admin/delivery/settings (the values are valid). */
export function settingsPayload(values: SettingsFormValues): ShopSettingsDto {
  return {
    freeDeliveryThreshold: values.noFreeDelivery ? null : Number(values.freeDeliveryThreshold),
    codFee:
      values.codKind === 'fixed'
        ? { kind: 'fixed', amount: Number(values.codAmount) }
        : {
            kind: 'percent',
            percent: Number(values.codPercent),
            cap: values.codCap === '' ? null : Number(values.codCap),
          },
    cutoffHour: values.cutoffHour,
    daysOff: [...new Set(values.daysOff)].sort((a, b) => a - b),
    holidays: [...new Set(values.holidays)].sort(),
    defaultZoneId: Number(values.defaultZoneId),
    shopName: values.shopName.trim(),
    shopAddress: values.shopAddress.trim(),
    taxRegistrationNumber: values.taxRegistrationNumber.trim(),
    vatRate: values.noVat ? null : Number(values.vatRate),
  };
}

/** A holiday to add to the list: a real day, not listed yet, within the limit; the list stays sorted. */
export function addHoliday(
  holidays: readonly string[],
  day: string,
): { ok: true; holidays: string[] } | { ok: false; problem: 'invalid' | 'duplicate' | 'tooMany' } {
  const value = day.trim();
  if (!isCalendarDay(value)) return { ok: false, problem: 'invalid' };
  if (holidays.includes(value)) return { ok: false, problem: 'duplicate' };
  if (holidays.length >= DELIVERY_LIMITS.holidays) return { ok: false, problem: 'tooMany' };
  return { ok: true, holidays: [...holidays, value].sort() };
}

/**
 * The fields a 400 names (`fields`: dotted paths such as `codFee.cap` or `holidays.3`), as the
 * form's fields with a problem in the interface's words; paths the form does not know are left out.
 */
export function serverSettingsProblems(fields: Record<string, string> | undefined): Problems<SettingsField> {
  const problems: Problems<SettingsField> = {};
  for (const path of Object.keys(fields ?? {})) {
    const [head = '', sub] = path.split('.');
    const field: SettingsField | undefined =
      head === 'codFee'
        ? (({ amount: 'codAmount', percent: 'codPercent', cap: 'codCap' } as const)[sub ?? ''] ?? 'codKind')
        : SETTINGS_FIELDS.has(head as SettingsField)
          ? (head as SettingsField)
          : undefined;
    if (!field) continue;
    // The form only offers zones it listed and never sends a day twice: a refused default zone
    // has gone meanwhile, and refused days off leave no working day.
    problems[field] ??=
      field === 'defaultZoneId'
        ? { code: 'zoneGone' }
        : field === 'daysOff'
          ? { code: 'noWorkingDay' }
          : { code: 'invalid' };
  }
  return problems;
}

const SETTINGS_FIELDS = new Set<SettingsField>([
  'freeDeliveryThreshold',
  'cutoffHour',
  'daysOff',
  'holidays',
  'defaultZoneId',
  'shopName',
  'shopAddress',
  'taxRegistrationNumber',
  'vatRate',
]);
