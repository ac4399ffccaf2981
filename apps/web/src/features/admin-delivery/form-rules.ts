import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { ApiError } from '@/lib/api-client';
import type { NumberValue } from '@/lib/admin/number-value';

/** What the delivery forms share: the server's limits, field problems, and failures in the interface's words. */

/** The server's limits (packages/shared/src/contract/delivery.ts), kept here as numbers. */
export const DELIVERY_LIMITS = {
  zoneName: 80,
  egp: 1_000_000,
  days: 60,
  percent: 100,
  shopName: 120,
  shopAddress: 300,
  taxNumber: 40,
  holidays: 366,
} as const;

/** What is wrong with a field: a key under adminDelivery.problems, with its bounds. */
export type ProblemCode =
  | 'required'
  | 'tooLong'
  | 'range'
  | 'decimals'
  | 'whole'
  | 'maxBeforeMin'
  | 'noWorkingDay'
  | 'tooMany'
  | 'zoneGone'
  | 'invalid';
export interface Problem {
  code: ProblemCode;
  min?: number;
  max?: number;
}
export type Problems<F extends string> = Partial<Record<F, Problem>>;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function textProblem(
  value: string,
  max: number,
  required: boolean,
  multiline = false,
): Problem | undefined {
  const text = value.trim();
  if (required && text === '') return { code: 'required' };
  if (text.length > max) return { code: 'tooLong', max };
  if ((multiline ? CONTROL_MULTILINE : CONTROL).test(text)) return { code: 'invalid' };
  return undefined;
}

/** A number from `min` to `max`; `decimals` digits after the point at most (0: a whole number). */
export function numberProblem(
  value: NumberValue,
  min: number,
  max: number,
  decimals: number,
): Problem | undefined {
  if (value === '' || !Number.isFinite(value)) return { code: 'required' };
  if (value < min || value > max) return { code: 'range', min, max };
  if (decimals === 0 && !Number.isInteger(value)) return { code: 'whole' };
  if (Math.abs(value * 10 ** decimals - Math.round(value * 10 ** decimals)) > 1e-6)
    return { code: 'decimals' };
  return undefined;
}

/** The problems found, without the fields that have none. */
export function withoutEmpty<F extends string>(problems: Record<F, Problem | undefined>): Problems<F> {
  return Object.fromEntries(Object.entries(problems).filter(([, p]) => p !== undefined)) as Problems<F>;
}

/** What api-client answers when the server cannot be reached. */
const NETWORK_ERROR = 'NETWORK_ERROR';

/** Why a request failed, as a key under adminDelivery.errors (by the error's code, never its message). */
export function failureKey(error: unknown): string {
  const key = (name: string) => `adminDelivery.errors.${name}`;
  if (!(error instanceof ApiError)) return key('unknown');
  if (error.code === NETWORK_ERROR) return key('network');
  if (error.status === 401) return key('sessionExpired');
  if (error.code === ErrorCode.forbidden) return key('forbidden');
  if (error.code === ErrorCode.notFound) return key('zoneNotFound');
  if (error.code === ErrorCode.conflict) return key('zoneInUse');
  if (error.code === ErrorCode.validation) return key('validation');
  if (error.status >= 500) return key('server');
  return key('unknown');
}

export function isValidationError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === ErrorCode.validation;
}
