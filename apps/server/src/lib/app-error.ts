import { ErrorCode } from '@atlas/shared/contract/error-codes';

/** The one way a service reports a failure the client should see (docs/architecture.md). */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static notFound(message = 'Not found'): AppError {
    return new AppError(ErrorCode.notFound, 404, message);
  }

  static badRequest(message: string, fields?: Record<string, string>): AppError {
    return new AppError(ErrorCode.badRequest, 400, message, fields);
  }
}
