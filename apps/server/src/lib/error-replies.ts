import { ErrorDto } from '@atlas/shared/contract/errors';

/** A route's failure replies for its `response` schema: every status given answers the one error shape. */
export function errorReplies<const S extends number>(...statuses: S[]): Record<S, typeof ErrorDto> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorDto])) as Record<S, typeof ErrorDto>;
}
