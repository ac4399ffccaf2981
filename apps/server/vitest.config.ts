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
  },
});
