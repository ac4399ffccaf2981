// The fake OpenAI-compatible API as its own process, for the browser tests (playwright.config.ts).
import { startFakeOpenAi } from './fake-openai';

const port = Number(process.env.FAKE_AI_PORT ?? 3291);
const fake = await startFakeOpenAi(port);
// a photo is a leg press; any other question gets a short explanation with no figures of its own
fake.answer((request) =>
  request.messages.some((m) => Array.isArray(m.content))
    ? { text: '{"machine": "legPress"}' }
    : {
        text: 'These targets fit your goal: enough protein to keep your muscle, and energy for your training.',
      },
);
