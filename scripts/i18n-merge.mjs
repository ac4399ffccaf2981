#!/usr/bin/env node
// Merges translation fragments into apps/web/src/i18n/{en,ar}.json:
//   node scripts/i18n-merge.mjs fragment.en.json fragment.ar.json
// Each fragment is a nested object of keys; its texts win over existing ones. Several people
// (or sessions) may merge at once: a lock directory makes each merge whole.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [enFragment, arFragment] = process.argv.slice(2);
if (!enFragment || !arFragment) {
  console.error('usage: node scripts/i18n-merge.mjs fragment.en.json fragment.ar.json');
  process.exit(2);
}
const dir = fileURLToPath(new URL('../apps/web/src/i18n/', import.meta.url));
const lock = `${dir}.merge-lock`;

function merge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (!target[key] || typeof target[key] !== 'object') target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

const deadline = Date.now() + 30_000;
for (;;) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (Date.now() > deadline) throw new Error(`could not take ${lock}; remove it if no merge runs`);
    execFileSync('sleep', ['0.1']);
  }
}
try {
  for (const [lang, fragment] of [
    ['en', enFragment],
    ['ar', arFragment],
  ]) {
    const file = `${dir}${lang}.json`;
    const merged = merge(JSON.parse(readFileSync(file, 'utf8')), JSON.parse(readFileSync(fragment, 'utf8')));
    writeFileSync(file, `${JSON.stringify(merged, null, 2)}\n`);
  }
  execFileSync('npx', ['prettier', '--log-level', 'warn', '--write', `${dir}en.json`, `${dir}ar.json`], {
    stdio: 'inherit',
  });
} finally {
  rmdirSync(lock);
}
