import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { post, setUpAuthApp } from './auth-fixtures';

setUpAuthApp();

describe('Google sign-in', () => {
  let jwksServer: Server;
  let g: TestContext;
  let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  const clientId = 'atlas-test.apps.googleusercontent.com';

  beforeAll(async () => {
    const keys = await generateKeyPair('RS256');
    privateKey = keys.privateKey;
    const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
    jwksServer = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const { port } = jwksServer.address() as AddressInfo;
    g = await createTestApp({
      env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
    });
  });
  afterAll(async () => {
    await g.close();
    jwksServer.close();
  });

  const idToken = (claims: Record<string, unknown>, options: { aud?: string; exp?: number } = {}) =>
    new SignJWT({ email: 'karim@example.com', email_verified: true, given_name: 'Karim', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.aud ?? clientId)
      .setSubject('google-123')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 600)
      .sign(privateKey);
  const google = async (credential: string) =>
    g.app.inject({ method: 'POST', url: '/api/auth/google', payload: { credential } });

  it('signs in (creating the account) with a valid token', async () => {
    const res = await google(await idToken({}));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'karim@example.com', fName: 'Karim' });
    const again = await google(await idToken({}));
    expect(again.json().user.id).toBe(res.json().user.id);
  });

  it('refuses a token for another audience, an expired token and an unverified e-mail', async () => {
    expect((await google(await idToken({}, { aud: 'someone-else' }))).statusCode).toBe(401);
    expect((await google(await idToken({}, { exp: Math.floor(Date.now() / 1000) - 60 }))).statusCode).toBe(
      401,
    );
    expect((await google(await idToken({ email_verified: false }))).statusCode).toBe(401);
  });

  it('says so when Google sign-in is not configured', async () => {
    const res = await post('/auth/google', { credential: 'x'.repeat(40) });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('NOT_CONFIGURED');
  });
});
