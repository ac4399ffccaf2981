import type { FastifyInstance } from 'fastify';
import { addVary } from '../lib/http-cache';
import { absoluteMediaJson, absoluteMediaOrigin } from '../lib/media';

/**
 * Answers are made with root-relative media URLs; a request from another origin (or from no
 * page at all) gets them absolute, against the address it reached us at (lib/media.ts). Runs
 * before compression; prepared answers (sendPrepared) make their own absolute copy.
 */
export function registerAbsoluteMedia(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    addVary(reply, 'Origin', 'Sec-Fetch-Site');
    const origin = absoluteMediaOrigin(request, api.env.PUBLIC_URL);
    return origin ? absoluteMediaJson(payload, origin) : payload;
  });
}
