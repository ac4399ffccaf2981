// What nginx in front of the shop must get right: TLS and HTTP/2, one HSTS header, the app's
// security headers and compression passed through, and the client's real address.
import { randomBytes } from 'node:crypto';
import { http2Get, plainGet } from './client.mjs';
import { check } from './harness.mjs';

export async function proxyHeaders(api, { httpPort, httpsPort, ca }) {
  const health = await api.get('/api/health');
  check(health.status === 200, `/api/health answered ${health.status}`);
  const page = await api.get('/', { headers: { 'accept-encoding': 'br, gzip' } });
  check(page.status === 200, `/ answered ${page.status}`);
  const hsts = page.count('strict-transport-security');
  check(hsts === 1, `Strict-Transport-Security sent ${hsts} times`);
  check(
    page.headers['content-security-policy']?.includes("default-src 'self'"),
    'no Content-Security-Policy on /',
  );
  check(page.count('content-encoding') === 1, 'the page is not compressed exactly once');
  // nginx's $request_id, kept by the shop (TRUST_PROXY) and answered back
  check(
    /^[0-9a-f]{32}$/.test(page.headers['x-request-id'] ?? ''),
    `X-Request-Id is not nginx's: ${page.headers['x-request-id']}`,
  );
  const redirect = await plainGet(httpPort, '/products?page=2');
  check(
    redirect.status === 301 && redirect.headers.location === 'https://localhost/products?page=2',
    `http:// answered ${redirect.status} ${redirect.headers.location}`,
  );
  const h2 = await http2Get(httpsPort, '/api/health/live', ca);
  check(h2.protocol === 'h2' && h2.status === 200, `HTTP/2: ${h2.protocol}, ${h2.status}`);
}

/**
 * Forgot-password allows ten calls a minute per address (counted in Redis across both workers):
 * the eleventh from 127.0.0.2 is refused, 127.0.0.3 is not, and a client's own X-Forwarded-For
 * does not get it out of its limit.
 */
export async function rateLimits(api) {
  const forgot = (from, headers) =>
    api.post(
      '/api/auth/forgot-password',
      { email: `nobody-${randomBytes(4).toString('hex')}@smoke.test` },
      { from, headers },
    );
  const statuses = [];
  for (let i = 0; i < 11; i += 1) statuses.push((await forgot('127.0.0.2')).status);
  check(
    statuses.slice(0, 10).every((s) => s === 200) && statuses[10] === 429,
    `127.0.0.2 got ${statuses.join(' ')}`,
  );
  const other = await forgot('127.0.0.3');
  check(other.status === 200, `127.0.0.3 was refused too (${other.status}): one address for everybody`);
  const forged = await forgot('127.0.0.2', { 'x-forwarded-for': '203.0.113.7' });
  check(forged.status === 429, `a forged X-Forwarded-For got 127.0.0.2 out of its limit (${forged.status})`);
}
