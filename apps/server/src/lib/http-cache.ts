import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend hook for public GETs: a weak ETag over the body (and the total-count header), and
 * `Cache-Control: no-cache`, so a repeat visit revalidates and gets a bodiless 304.
 */
export async function revalidate(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const hash = createHash('sha1').update(payload);
  const total = reply.getHeader('x-total-count');
  if (total !== undefined) hash.update(`|${String(total)}`);
  const etag = `W/"${hash.digest('base64url')}"`;
  reply.header('ETag', etag);
  reply.header('Cache-Control', 'no-cache');
  addVary(reply, 'Accept-Language');
  const match = request.headers['if-none-match'];
  if (match && match.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    reply.code(304);
    return '';
  }
  return payload;
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
