import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A body's weak ETag; a list's total (X-Total-Count) counts too, since a page of a longer list
 * can have the same body.
 */
export function weakEtag(body: string, total?: number): string {
  const hash = createHash('sha1').update(body);
  if (total !== undefined) hash.update(`|${total}`);
  return `W/"${hash.digest('base64url')}"`;
}

/** Whether the request's If-None-Match names `etag` (or any), so an empty 304 is the answer. */
export function clientHasEtag(request: FastifyRequest, etag: string): boolean {
  const match = request.headers['if-none-match'];
  return !!match && match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

/**
 * Adds names to the Vary header, keeping what is there. Every answer that may carry media URLs
 * varies by the two headers that decide whether they are absolute (lib/media.ts).
 */
export function addVary(reply: FastifyReply, ...names: string[]): void {
  const current = reply.getHeader('vary');
  const have =
    typeof current === 'string'
      ? current
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [];
  for (const name of names) if (!have.some((h) => h.toLowerCase() === name.toLowerCase())) have.push(name);
  reply.header('Vary', have.join(', '));
}
