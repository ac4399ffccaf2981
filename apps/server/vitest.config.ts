import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // a timeout, not a speed check: `npm test` runs this suite beside the browser journeys, and on a
    // slower 2-core machine a backup or a seeded shop took 3–4 times as long as alone
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // every core (Vitest leaves one free by default): the files wait on their databases and
    // servers often enough that two workers on two cores finish in three quarters of the time
    maxWorkers: '100%',
    // a worker keeps the modules it has loaded from one file to the next instead of loading the
    // app afresh for each of the hundred files (two fifths of the suite's time went to imports);
    // every file still builds its own app on its own copy of the database
    isolate: false,
  },
});
