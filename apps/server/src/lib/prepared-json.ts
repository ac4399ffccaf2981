import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, clientHasEtag, weakEtag } from './http-cache';
import { absoluteMediaJson, absoluteMediaOrigin } from './media';

/**
 * A JSON answer serialized once and sent many times: the body, its weak ETag, and for lists the
 * total for X-Total-Count.
 */
export interface PreparedJson {
  readonly body: string;
  readonly etag: string;
  readonly total?: number;
}

export function prepareJson(body: string, total?: number): PreparedJson {
  return { body, etag: weakEtag(body, total), ...(total !== undefined ? { total } : {}) };
}

/** Smaller bodies go as they are (the compression plugin's threshold too). */
export const COMPRESS_FROM_BYTES = 1024;
export type Encoding = 'br' | 'gzip';
const compressors: Record<Encoding, (body: string | Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};
/** Each answer kept in memory is compressed at most once per encoding, off the event loop. */
const compressed = new WeakMap<object, Partial<Record<Encoding, Promise<Buffer>>>>();

/** `body` compressed, once for as long as `owner` (the answer, or the body itself) lives. */
export function compressedOnce(owner: object, body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  let forms = compressed.get(owner);
  if (!forms) compressed.set(owner, (forms = {}));
  return (forms[encoding] ??= compressors[encoding](body));
}

/** The best encoding the client accepts: brotli, then gzip; none when it accepts neither. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number.parseFloat(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * Sends a prepared answer (JSON unless `type` says otherwise) as a GET's response: ETag, `Cache-Control: no-cache` (unless told otherwise),
 * `Vary: Accept-Language`, X-Total-Count when it is a list, and an empty 304 when the client
 * already has it. The body goes as it is (the route's response schema already shaped it),
 * compressed once per answer with brotli or gzip when the client accepts it.
 */
export async function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedJson,
  { type = 'application/json; charset=utf-8', vary = 'Accept-Language', cacheControl = 'no-cache' } = {},
) {
  const json = type.startsWith('application/json');
  const origin = json ? absoluteMediaOrigin(request, request.server.env.PUBLIC_URL) : null;
  if (origin) answer = withAbsoluteMedia(answer, origin);
  if (answer.total !== undefined) reply.header('x-total-count', String(answer.total));
  reply.header('ETag', answer.etag);
  reply.header('Cache-Control', cacheControl);
  const large = answer.body.length >= COMPRESS_FROM_BYTES;
  addVary(reply, vary, ...(large ? ['Accept-Encoding'] : []), ...(json ? ['Origin', 'Sec-Fetch-Site'] : []));
  if (clientHasEtag(request, answer.etag)) return reply.code(304).send('');
  reply.type(type);
  const encoding = large ? acceptedEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.body);
  const body = await compressedOnce(answer, answer.body, encoding);
  return reply.header('Content-Encoding', encoding).send(body);
}

/** A few absolute copies per answer (one per origin clients reach us at), made once each. */
const absoluteCopies = new WeakMap<PreparedJson, Map<string, PreparedJson>>();
const COPIES_PER_ANSWER = 4;

function withAbsoluteMedia(answer: PreparedJson, origin: string): PreparedJson {
  let copies = absoluteCopies.get(answer);
  if (!copies) absoluteCopies.set(answer, (copies = new Map()));
  const kept = copies.get(origin);
  if (kept) return kept;
  const body = absoluteMediaJson(answer.body, origin);
  const copy = body === answer.body ? answer : prepareJson(body, answer.total);
  // a forged Host header per request must not grow memory: past a few, copies are not kept
  if (copies.size < COPIES_PER_ANSWER) copies.set(origin, copy);
  return copy;
}
