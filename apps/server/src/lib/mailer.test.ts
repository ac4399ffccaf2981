import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema/index';
import { createTestApp, type TestContext } from '../test/test-app';
import { createMailer, createTransport, MAX_ATTEMPTS, retryDelayMs, type MailTransport } from './mailer';

let t: TestContext;
beforeAll(async () => {
  // the app's own sender stays idle: every test here drives its own
  t = await createTestApp({ mail: { pollMs: 0, transport: { kind: 'log', deliver: async () => {} } } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.delete(outboxMessages);
});

const message = (to: string) => ({ to, subject: `Hello ${to}`, text: 'text', html: '<p>html</p>' });
const rows = () => t.app.db.select().from(outboxMessages).orderBy(outboxMessages.id);

function recording(): MailTransport & { sent: string[]; down: boolean } {
  const transport = {
    kind: 'smtp' as const,
    sent: [] as string[],
    down: false,
    async deliver(m: { to: string }) {
      if (transport.down) throw new Error('421 try again later');
      transport.sent.push(m.to);
    },
  };
  return transport;
}

describe('the mail outbox', () => {
  it('writes a message only when the transaction that causes it commits', async () => {
    const transport = recording();
    const mailer = createMailer({ db: t.app.db, transport, log: t.app.log, pollMs: 0 });
    await expect(
      t.app.db.transaction(async (tx) => {
        await mailer.enqueue(tx as unknown as Db, message('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.db.transaction(async (tx) =>
      mailer.enqueue(tx as unknown as Db, message('kept@example.com')),
    );
    expect(await mailer.drain()).toBe(1);
    expect(transport.sent).toEqual(['kept@example.com']);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).not.toBeNull();
  });

  it('retries with a growing wait, and marks a message failed after the last attempt', async () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5_000))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30, 5_000)).toBe(30 * 60_000);

    const transport = recording();
    transport.down = true;
    const slow = createMailer({ db: t.app.db, transport, log: t.app.log, pollMs: 0, retryBaseMs: 60_000 });
    await slow.enqueue(t.app.db, message('later@example.com'));
    expect(await slow.drain()).toBe(0);
    const [waiting] = await rows();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, lastError: '421 try again later' });
    // not due again for a minute: a second pass leaves it alone
    expect(await slow.drain()).toBe(0);
    expect((await rows())[0]!.attempts).toBe(1);
    const due = await t.app.db.execute(
      sql`select next_attempt_at > now() + interval '50 seconds' as later from outbox_messages`,
    );
    expect((due as unknown as { rows: { later: boolean }[] }).rows[0]!.later).toBe(true);

    // one try a pass; the last one marks it failed
    // (a wait of at least a millisecond: with none, a failure in the same millisecond as the pass
    // began, which PGlite's clock allows, was due again within that pass: one attempt too many)
    const eager = createMailer({ db: t.app.db, transport, log: t.app.log, pollMs: 0, retryBaseMs: 1 });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await t.app.db.update(outboxMessages).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      expect(await eager.drain()).toBe(0);
      expect((await rows())[0]!.attempts).toBe(attempt);
    }
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await eager.backlog()).toEqual({ pending: 0, failed: 1 });
    transport.down = false;
    expect(await eager.drain()).toBe(0); // a failed message waits for an operator
  });

  it('leaves a message claimed by a process that died to be sent once its lease runs out', async () => {
    const transport = recording();
    const mailer = createMailer({ db: t.app.db, transport, log: t.app.log, pollMs: 0 });
    await mailer.enqueue(t.app.db, message('orphan@example.com'));
    // what a claim writes, by a process killed before it could deliver
    await t.app.db
      .update(outboxMessages)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '60 seconds'` })
      .where(eq(outboxMessages.to, 'orphan@example.com'));
    expect(await mailer.drain()).toBe(0);
    await t.app.db.update(outboxMessages).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    expect(await mailer.drain()).toBe(1);
    expect(transport.sent).toEqual(['orphan@example.com']);
  });

  it('sends each message once when several senders drain at the same time', async () => {
    const transport = recording();
    const senders = [1, 2, 3].map(() => createMailer({ db: t.app.db, transport, log: t.app.log, pollMs: 0 }));
    for (let i = 0; i < 60; i += 1) await senders[0]!.enqueue(t.app.db, message(`m${i}@example.com`));
    const counts = await Promise.all(senders.map((s) => s.drain()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
    expect(new Set(transport.sent).size).toBe(60);
    expect(transport.sent).toHaveLength(60);
  });

  it('deletes sent messages past the retention, in batches and once when processes prune together, keeping failed and unsent ones', async () => {
    const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;
    const old = Array.from({ length: 23 }, (_, i) => ({
      ...message(`old${i}@example.com`),
      status: 'sent' as const,
      sentAt: daysAgo(31),
    }));
    await t.app.db
      .insert(outboxMessages)
      .values([
        ...old,
        { ...message('recent@example.com'), status: 'sent', sentAt: daysAgo(29) },
        { ...message('failed@example.com'), status: 'failed', createdAt: daysAgo(90) },
        { ...message('pending@example.com'), status: 'pending', createdAt: daysAgo(90) },
      ]);
    const pruners = [1, 2, 3].map(() =>
      createMailer({
        db: t.app.db,
        transport: recording(),
        log: t.app.log,
        pollMs: 0,
        pruneMs: 0,
        pruneBatch: 5,
      }),
    );
    const deleted = await Promise.all(pruners.map((p) => p.prune()));
    expect(deleted.reduce((a, b) => a + b, 0)).toBe(23);
    expect((await rows()).map((r) => r.to).sort()).toEqual([
      'failed@example.com',
      'pending@example.com',
      'recent@example.com',
    ]);
    expect(await pruners[0]!.prune()).toBe(0);

    const longer = createMailer({
      db: t.app.db,
      transport: recording(),
      log: t.app.log,
      pollMs: 0,
      pruneMs: 0,
      retentionDays: 90,
    });
    await t.app.db
      .insert(outboxMessages)
      .values({ ...message('month@example.com'), status: 'sent', sentAt: daysAgo(45) });
    expect(await longer.prune()).toBe(0);
  });
});

describe('an SMTP outage', () => {
  let smtp: SMTPServer;
  let port = 0;
  let refusing = true;
  const received: string[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onMailFrom(_address, _session, callback) {
        if (refusing) {
          const err = Object.assign(new Error('Service not available, try again later'), {
            responseCode: 421,
          });
          callback(err);
        } else callback();
      },
      onRcptTo(address, _session, callback) {
        received.push(address.address);
        callback();
      },
      onData(stream, _session, callback) {
        stream.on('end', () => callback());
        stream.resume();
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  it('delays the e-mails of every change made during it and delivers each once after it ends', async () => {
    const transport = createTransport({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Atlas <a@atlas.demo>',
      log: t.app.log,
    });
    const mailer = createMailer({ db: t.app.db, transport, log: t.app.log, pollMs: 0, retryBaseMs: 1 });
    const addresses = Array.from({ length: 25 }, (_, i) => `buyer${i}@example.com`);
    for (const to of addresses) {
      await t.app.db.transaction(async (tx) => mailer.enqueue(tx as unknown as Db, message(to)));
    }
    expect(await mailer.drain()).toBe(0);
    expect(await mailer.backlog()).toEqual({ pending: 25, failed: 0 });
    expect(received).toEqual([]);

    refusing = false;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await mailer.drain()).toBe(25);
    expect(received.sort()).toEqual([...addresses].sort());
    expect(await mailer.backlog()).toEqual({ pending: 0, failed: 0 });
  });
});
