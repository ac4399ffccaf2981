import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTransport } from '../../lib/mailer';
import { createTestApp } from '../../test/test-app';
import { password, setUpAuthApp, t } from './auth-fixtures';

setUpAuthApp();

describe('SMTP delivery', () => {
  let smtp: SMTPServer;
  let port = 0;
  const received: string[] = [];

  beforeEach(() => received.splice(0));
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delivers the verification code over real SMTP', async () => {
    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Atlas <no-reply@atlas.demo>',
      log: t.app.log,
    });
    const s = await createTestApp({ mail: { transport } });
    try {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { fName: 'Omar', lName: 'Hassan', email: 'omar@example.com', password },
      });
      expect(res.statusCode).toBe(201);
      await s.app.mailer.drain();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: omar@example.com');
      expect(received[0]).toMatch(/verification code/i);
      expect(received[0]).toMatch(/\b\d{6}\b/);
    } finally {
      await s.close();
    }
  });
});
