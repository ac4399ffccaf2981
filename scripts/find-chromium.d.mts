// Types of find-chromium.mjs for the TypeScript that imports it (playwright.config.ts, e2e/).
export const chromiumArgs: string[];
export function findChromium(): string | null;
export function findTestChromium(): string | null;
