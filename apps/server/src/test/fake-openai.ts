import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat completions request as the fake received it. */
export interface ReceivedChat {
  model: string;
  messages: { role: string; content: unknown }[];
  authorization: string | undefined;
}

export type FakeAnswer = { text: string } | { status: number } | { delayMs: number; text: string };

/**
 * A local stand-in for an OpenAI-compatible API (POST /v1/chat/completions), for tests: each
 * request is recorded and answered by `answer`, which the test sets.
 */
export async function startFakeOpenAi(listenPort = 0): Promise<{
  baseUrl: string;
  received: ReceivedChat[];
  answer: (next: (request: ReceivedChat) => FakeAnswer) => void;
  close: () => Promise<void>;
}> {
  const received: ReceivedChat[] = [];
  let respond: (request: ReceivedChat) => FakeAnswer = () => ({ text: 'ok' });
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET' && req.url === '/health') {
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        return;
      }
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<ReceivedChat, 'authorization'>;
      const request = {
        model: body.model,
        messages: body.messages,
        authorization: req.headers.authorization,
      };
      received.push(request);
      const answer = respond(request);
      const send = (text: string) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-${received.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          }),
        );
      if ('status' in answer)
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"error":{}}');
      else if ('delayMs' in answer) setTimeout(() => send(answer.text), answer.delayMs);
      else send(answer.text);
    });
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    answer: (next) => {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
