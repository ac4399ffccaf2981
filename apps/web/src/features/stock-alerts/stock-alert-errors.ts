import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { ApiError } from '@/lib/api-client';

/** The translation key of the sentence a failed alert request shows (branching on codes, never messages). */
export function stockAlertErrorKey(err: unknown): string {
  if (!(err instanceof ApiError)) return 'stockAlerts.errors.failed';
  switch (err.code) {
    case ErrorCode.validation:
    case ErrorCode.badRequest:
      return 'stockAlerts.errors.email';
    case ErrorCode.tooManyRequests:
      return 'stockAlerts.errors.tooMany';
    case ErrorCode.conflict:
      return 'stockAlerts.errors.inStock';
    case ErrorCode.notFound:
      return 'stockAlerts.errors.gone';
    default:
      return 'stockAlerts.errors.failed';
  }
}
