import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ErrorCode } from '@atlas/shared/contract/error-codes';
import type { ErrorDto } from '@atlas/shared/contract/errors';
import { AppError } from '../lib/app-error';

/**
 * One error handler for the whole API: every failure leaves as
 * `{ statusCode, code, message, fields? }`; 5xx never carry internals. Registered before any
 * route so that every plugin context inherits it.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const body = errorBody(error, request);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
    return reply.status(body.statusCode).send(body);
  });
}

/**
 * Errors the router raises before any hook or handler runs (a broken %-escape such as `%zz` or
 * `%C0%AF`, a path parameter over maxParamLength): Fastify answers these itself, in its own shape,
 * unless given this option.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const body = errorBody(error, request);
  request.log.info({ code: body.code, statusCode: body.statusCode }, body.message);
  // no hook runs for these, so the id header is set here
  void (reply as FastifyReply).header('X-Request-Id', request.id).status(body.statusCode).send(body);
};

/** The answer to a failure, carrying the request's id. */
function errorBody(error: FastifyError | AppError | Error, request: FastifyRequest): ErrorDto {
  return { ...toErrorBody(error), requestId: request.id };
}

/** Unknown paths: JSON 404 for the API, the SPA's index.html for page requests when it is served. */
export function registerNotFound(app: FastifyInstance, pageFallback?: PageFallback): void {
  app.setNotFoundHandler((request, reply) =>
    pageFallback?.accepts(request) ? pageFallback.send(request, reply) : sendNotFound(request, reply),
  );
}

/** How unknown non-API paths are answered when the web app is served (with its index.html). */
export interface PageFallback {
  accepts(request: FastifyRequest): boolean;
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorDto = {
    statusCode: 404,
    code: ErrorCode.notFound,
    message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    requestId: request.id,
  };
  return reply.status(404).send(body);
}

function toErrorBody(error: FastifyError | AppError | Error): ErrorDto {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const where = error.validationContext ?? 'body';
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const key = path || where;
      fields[key] ??= issue.message ?? 'is invalid';
    }
    const names = Object.keys(fields).join(', ');
    return {
      statusCode: 400,
      code: ErrorCode.validation,
      message: `Invalid ${names}`,
      fields,
    };
  }
  if (isMalformedMultipart(error)) {
    return { statusCode: 400, code: ErrorCode.badRequest, message: 'The multipart body is malformed' };
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 500) {
    return { statusCode: 500, code: ErrorCode.internal, message: 'Server error' };
  }
  return { statusCode, code: fastifyCode(statusCode), message: error.message };
}

function fastifyCode(statusCode: number): ErrorCode {
  switch (statusCode) {
    case 401:
      return ErrorCode.unauthorized;
    case 403:
      return ErrorCode.forbidden;
    case 404:
      return ErrorCode.notFound;
    case 409:
      return ErrorCode.conflict;
    case 413:
      return ErrorCode.payloadTooLarge;
    case 415:
      return ErrorCode.unsupportedMediaType;
    case 429:
      return ErrorCode.tooManyRequests;
    default:
      return ErrorCode.badRequest;
  }
}

/**
 * A cut-short or garbled multipart body: busboy (under @fastify/multipart) throws plain errors
 * without a status for these, which would otherwise leave as a 500.
 */
function isMalformedMultipart(error: Error): boolean {
  if ('statusCode' in error && typeof error.statusCode === 'number') return false;
  return /^(Unexpected end of (form|multipart data)|Malformed (part header|urlencoded form)|Multipart: Boundary not found|Part terminated early)/i.test(
    error.message,
  );
}
