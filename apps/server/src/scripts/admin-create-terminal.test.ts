import { PassThrough } from 'node:stream';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialMessages } from '@atlas/shared/rules/credentials';
import { auditLog, authCodes, outboxMessages, refreshTokens, users } from '../db/schema/index';
import { askHidden, PromptCancelledError } from '../lib/hidden-prompt';
import { verifyPassword } from '../lib/passwords';
import { parseAdminCreateArgs, runAdminCreate } from '../modules/auth/admin-create-command';
import { createTestApp, type TestContext } from '../test/test-app';
import { CliError } from './cli-database';
import { NEW_PASSWORD, post, PUBLIC_URL } from './admin-create-fixtures';

/** The terminal's prompts answered from a script: the password source the command is given at a terminal. */
function typed(...answers: string[]) {
  const prompts: string[] = [];
  return {
    prompts,
    ask: async (prompt: string) => {
      prompts.push(prompt);
      const answer = answers.shift();
      if (answer === undefined) throw new Error(`not expected: ${prompt}`);
      return answer;
    },
  };
}

describe('npm run admin:create at a terminal (in process, the prompts answered by the test)', () => {
  let t: TestContext;
  const printed: string[] = [];
  const command = (args: string[], ask: (prompt: string) => Promise<string>) =>
    runAdminCreate(t.database.db, 'the test database', t.env, parseAdminCreateArgs(args), {
      ask,
      print: (line) => printed.push(line),
    });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('not refused');
      },
      (err: unknown) => {
        expect(err).toBeInstanceOf(CliError);
        return { code: (err as CliError).exitCode, message: (err as Error).message };
      },
    );

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => t.close());

  it("refuses a password the sign-up refuses, with the sign-up's message, before asking again (exit 2)", async () => {
    for (const [weak, message] of [
      ['owner2026', credentialMessages.passwordPattern],
      ['Ab@1', credentialMessages.passwordTooShort],
      ['', credentialMessages.passwordRequired],
    ] as const) {
      const terminal = typed(weak);
      expect(await refusal(command(['boss@shop.eg', 'Boss'], terminal.ask))).toEqual({
        code: 2,
        message: `${message}. Nothing was changed.`,
      });
      expect(terminal.prompts).toEqual(['Password: ']);
    }
    expect(await t.database.db.select().from(users)).toEqual([]);
  });

  it('refuses two different entries (exit 2)', async () => {
    const terminal = typed(NEW_PASSWORD, 'Owner@2027');
    expect(await refusal(command(['boss@shop.eg', 'Boss'], terminal.ask))).toEqual({
      code: 2,
      message: `${credentialMessages.passwordsMismatch}. Nothing was changed.`,
    });
    expect(terminal.prompts).toEqual(['Password: ', 'Repeat the password: ']);
    expect(await t.database.db.select().from(users)).toEqual([]);
  });

  it('creates a verified admin with the typed password, no link and no e-mail', async () => {
    await command(['boss@shop.eg', 'Boss'], typed(NEW_PASSWORD, NEW_PASSWORD).ask);
    const [admin] = await t.database.db.select().from(users);
    expect(admin).toMatchObject({
      email: 'boss@shop.eg',
      fName: 'Boss',
      lName: '',
      role: 'admin',
      isVerified: true,
    });
    expect(await verifyPassword(admin!.passwordHash, NEW_PASSWORD)).toBe(true);
    expect(await t.database.db.select().from(authCodes)).toEqual([]);
    expect(await t.database.db.select().from(outboxMessages)).toEqual([]);
    expect(printed.join('\n')).not.toContain('/resetPassword');
    const login = await post(t.app, '/auth/login', { email: 'boss@shop.eg', password: NEW_PASSWORD });
    expect(login.json().user.role).toBe('admin');
  });

  it('with --reset-password asks for a new password, which ends the sessions; no prompt without it', async () => {
    await command(['boss@shop.eg', 'Boss'], typed().ask);
    expect(printed.at(-2)).toContain('already exists');

    const renewed = 'Renewed@2026';
    await command(['boss@shop.eg', '--reset-password'], typed(renewed, renewed).ask);
    expect(
      (await post(t.app, '/auth/login', { email: 'boss@shop.eg', password: NEW_PASSWORD })).statusCode,
    ).toBe(401);
    expect((await post(t.app, '/auth/login', { email: 'boss@shop.eg', password: renewed })).statusCode).toBe(
      200,
    );
    const sessions = await t.database.db.select().from(refreshTokens).orderBy(asc(refreshTokens.id));
    expect(sessions.map((s) => s.revokedAt !== null)).toEqual([true, false]);
    const audit = await t.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.actorId, a.actorEmail])).toEqual([
      ['user.create', null, 'cli'],
      ['user.password', null, 'cli'],
    ]);
  });
});

describe('the hidden prompt', () => {
  const terminal = () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk: Buffer) => (shown += chunk.toString()));
    return { input, output, shown: () => shown };
  };

  it('shows the prompt, never what is typed', async () => {
    const { input, output, shown } = terminal();
    const answer = askHidden('Password: ', input, output);
    input.write('Secret@20');
    input.write('26\r');
    expect(await answer).toBe('Secret@2026');
    expect(shown()).toContain('Password: ');
    expect(shown()).not.toMatch(/Secret|2026/);
  });

  it('gives up on Ctrl-C', async () => {
    const { input, output } = terminal();
    const answer = askHidden('Password: ', input, output);
    input.write('Secr\u0003');
    await expect(answer).rejects.toBeInstanceOf(PromptCancelledError);
  });
});
