import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 20_000,
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
