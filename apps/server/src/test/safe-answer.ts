import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ErrorDto } from '@atlas/shared/contract/errors';

// every error answer names its request (the id also sent in X-Request-Id)
const StrictError = ErrorDto.required({ requestId: true }).strict();

/** Never a 5xx; a 4xx is JSON `{ statusCode, code, message, fields?, requestId }` with the HTTP status in it. */
export function expectSafeAnswer(res: LightMyRequestResponse, what: string): void {
  const seen = `${what}\n→ ${res.statusCode} ${res.headers['content-type'] ?? ''} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, seen).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(String(res.headers['content-type']), seen).toMatch(/^application\/json/);
  const body: unknown = JSON.parse(res.body);
  expect(StrictError.safeParse(body).error?.issues ?? [], seen).toEqual([]);
  expect((body as ErrorDto).statusCode, seen).toBe(res.statusCode);
  expect((body as ErrorDto).requestId, seen).toBe(res.headers['x-request-id']);
}
