import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { startFakeOpenAi } from '../../test/fake-openai';
import { machineFromAnswer } from '../../lib/machines/identifier';
import { gymMachines } from '../../lib/machines/machine-catalogue';
import { machineHtml } from '../../lib/machines/machine-html';
import { muscleFromText } from '../../lib/machines/muscle-keywords';

/** A multipart body with one file field. */
function multipart(field: string, content: Buffer, filename = 'machine.jpg', type = 'image/jpeg') {
  const boundary = '----atlas-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#556677' } })
    .jpeg()
    .toBuffer();

describe('gym-machine identify without an identifier', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('says so plainly, in its status, the public config and the answer', async () => {
    expect((await ctx.app.inject({ url: '/api/gym-machine/identify' })).json()).toEqual({
      available: false,
      kind: 'none',
    });
    expect((await ctx.app.inject({ url: '/api/config' })).json().machineIdentify).toBe(false);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/gym-machine/identify',
      ...multipart('image', await photo()),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('NOT_CONFIGURED');
  });
});

describe('gym-machine identify with a vision model', () => {
  let ctx: TestContext;
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    ai = await startFakeOpenAi();
    ctx = await createTestApp({
      env: { AI_BASE_URL: ai.baseUrl, AI_VISION_MODEL: 'tiny-vision', RATE_LIMIT_FACTOR: '3' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await ai.close();
  });
  const identify = async (
    body: ReturnType<typeof multipart>,
    query = '',
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/gym-machine/identify${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });

  it('answers HTML naming the machine, how to use it and its muscle group', async () => {
    ai.answer(() => ({ text: '{"machine": "legPress"}' }));
    const res = await identify(multipart('image', await photo()));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<h3>Leg Press</h3>');
    expect(res.body).toContain('<strong>Muscle group:</strong> legs');
    expect(res.body).toMatch(/<ol><li>.+<\/li>/);

    const sent = ai.received.at(-1)!;
    expect(sent.model).toBe('tiny-vision');
    const image = (sent.messages[1]!.content as { type: string; image_url?: { url: string } }[]).find(
      (c) => c.type === 'image_url',
    )!;
    expect(image.image_url!.url).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('with ?format=json gives the machine and its muscle, in Arabic when asked', async () => {
    ai.answer(() => ({ text: 'It looks like a lat pulldown machine.' }));
    const res = await identify(multipart('image', await photo()), '?format=json', {
      'accept-language': 'ar',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().machine).toMatchObject({ id: 'latPulldown', muscle: 'back' });
    expect(res.json().html).toContain('المجموعة العضلية');
  });

  it('a photo of no known machine is a 422; a failing model is "Failed to identify image."', async () => {
    ai.answer(() => ({ text: '{"machine": "unknown"}' }));
    expect((await identify(multipart('image', await photo()))).json().code).toBe('MACHINE_NOT_RECOGNISED');
    ai.answer(() => ({ status: 500 }));
    const failed = await identify(multipart('image', await photo()));
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe('Failed to identify image.');
  });

  it('refuses what is not an image, whatever its name says, and anything over 5 MB', async () => {
    const text = await identify(multipart('image', Buffer.from('just some text, not a photo')));
    expect(text.statusCode).toBe(415);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    expect((await identify(multipart('image', svg, 'x.jpg'))).statusCode).toBe(415);
    const big = Buffer.concat([await photo(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expect((await identify(multipart('image', big))).statusCode).toBe(413);
    expect((await identify(multipart('file', await photo()))).statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/gym-machine/identify',
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('is rate-limited per address', async () => {
    ai.answer(() => ({ text: '{"machine": "pecDeck"}' }));
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/gym-machine/identify',
        remoteAddress: '10.9.9.9',
        ...multipart('image', Buffer.from('x')),
      });
      codes.push(res.statusCode);
    }
    expect(codes).toContain(429);
  });
});

describe('reading a model’s answer', () => {
  it('takes the JSON id, else a machine named in the words', () => {
    expect(machineFromAnswer('{"machine":"chestPress"}')?.id).toBe('chestPress');
    expect(machineFromAnswer('```json\n{"machine": "legCurl"}\n```')?.id).toBe('legCurl');
    expect(machineFromAnswer('{"machine":"unknown"}')).toBeNull();
    expect(machineFromAnswer('This is a seated cable row.')?.id).toBe('seatedRow');
    expect(machineFromAnswer('No idea.')).toBeNull();
  });
});

describe("the spec's client reading the HTML answer", () => {
  it('finds each machine’s muscle group by the spec’s keywords (calves has none of its own)', () => {
    for (const machine of gymMachines) {
      const expected = machine.muscle === 'calves' ? undefined : machine.muscle;
      expect(muscleFromText(machineHtml(machine, 'en')), machine.id).toBe(expected);
    }
  });

  it('takes the first keyword as a whole word', () => {
    expect(muscleFromText('Works the CHEST and the shoulders')).toBe('chest');
    expect(muscleFromText('feedback')).toBeUndefined();
  });
});
