import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Ctrl-C or Ctrl-D at a hidden prompt: the person gave up. */
export class PromptCancelledError extends Error {
  constructor() {
    super('Cancelled at the prompt.');
  }
}

/**
 * Asks for a secret on the terminal: the prompt shows, what is typed does not. Readline still
 * handles the line editing (backspace, arrows); only its echo goes nowhere.
 */
export function askHidden(
  prompt: string,
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let muted = false;
    const echo = new Writable({
      write(chunk: Buffer, _encoding, done) {
        if (!muted) output.write(chunk);
        done();
      },
    });
    const rl = createInterface({ input, output: echo, terminal: true, historySize: 0 });
    let answered = false;
    rl.question(prompt, (answer) => {
      answered = true;
      rl.close();
      resolve(answer);
    });
    muted = true;
    // without a listener, readline answers Ctrl-C by pausing the input: the process would hang
    rl.on('SIGINT', () => rl.close());
    rl.on('close', () => {
      // the typed Enter was not echoed either
      output.write('\n');
      if (!answered) reject(new PromptCancelledError());
    });
  });
}
