import { ErrorCode } from '@atlas/shared/contract/error-codes';
import { ApiError } from './api-client';

export type FailureKind =
  | 'network'
  | 'sessionExpired'
  | 'tooMany'
  | 'notFound'
  | 'conflict'
  | 'forbidden'
  | 'validation'
  | 'server'
  | 'unknown';

/** What kind of failure a request met, from its status and code (never its message), for a translated sentence. */
export function failureKind(error: unknown): FailureKind {
  if (!(error instanceof ApiError)) return 'unknown';
  if (error.code === 'NETWORK_ERROR') return 'network';
  if (error.status === 401) return 'sessionExpired';
  if (error.status === 429 || error.code === ErrorCode.tooManyRequests) return 'tooMany';
  if (error.status === 404) return 'notFound';
  if (error.status === 409) return 'conflict';
  if (error.status === 403) return 'forbidden';
  if (error.status === 400 || error.status === 413 || error.status === 415) return 'validation';
  if (error.status >= 500) return 'server';
  return 'unknown';
}
