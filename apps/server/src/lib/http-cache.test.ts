import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { clientHasEtag, weakEtag } from './http-cache';
import { prepareJson } from './prepared-json';

const asking = (ifNoneMatch?: string) =>
  ({ headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch } }) as FastifyRequest;

describe('weakEtag', () => {
  it('is the SHA-1 of the body (and "|total" for a list) in base64url: clients keep their ETags across releases', () => {
    expect(weakEtag('[]')).toBe('W/"l9Fw4VUO7kr8CvBlt4zaMCqXZ0w"');
    expect(weakEtag('[]', 0)).toBe('W/"lLe9H_qpv_k24v5XOWWA6IpHxLY"');
    expect(weakEtag('{"id":1}')).toBe('W/"h5EdGu1QmHe4OkjsU292jNzSLfE"');
  });

  it('is the ETag a prepared answer carries', () => {
    expect(prepareJson('[{"id":1}]', 12).etag).toBe(weakEtag('[{"id":1}]', 12));
    expect(prepareJson('{"id":1}').etag).toBe(weakEtag('{"id":1}'));
  });
});

describe('clientHasEtag', () => {
  const etag = weakEtag('[]');
  it('matches the tag among others, or any', () => {
    expect(clientHasEtag(asking(etag), etag)).toBe(true);
    expect(clientHasEtag(asking(`W/"other", ${etag}`), etag)).toBe(true);
    expect(clientHasEtag(asking('*'), etag)).toBe(true);
  });
  it('does not match another tag or no header', () => {
    expect(clientHasEtag(asking('W/"other"'), etag)).toBe(false);
    expect(clientHasEtag(asking(), etag)).toBe(false);
  });
});
