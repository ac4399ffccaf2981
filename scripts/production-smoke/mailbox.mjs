// A local SMTP server the shop sends its e-mails to (SMTP_URL), keeping each message's
// recipients and decoded text so the test can read codes and links from them.
import { SMTPServer } from 'smtp-server';
import { waitFor } from './harness.mjs';

export async function startMailbox() {
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address), text: textOf(raw) });
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    /** The first message to `to` whose text `match` finds something in; answers the match. */
    waitFor: (to, match, ms = 15_000) =>
      waitFor(
        async () => {
          for (const m of messages.filter((m) => m.to.includes(to))) {
            const found = match(m.text);
            if (found) return found;
          }
          return undefined;
        },
        ms,
        `no e-mail to ${to} with what was expected within ${ms / 1000} s (received: ${messages.length})`,
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** Every text part of a MIME message, decoded (quoted-printable or base64). */
function textOf(raw) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (!boundary) return decode(head, body);
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => textOf(part.replace(/^\r?\n/, '')))
    .join('\n');
}

function decode(head, body) {
  if (!/content-type:\s*text\//i.test(head) && /content-type:/i.test(head)) return '';
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
