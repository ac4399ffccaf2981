/**
 * Writes the muscle cards' pictures: apps/web/public/assets/muscles/{muscle}.svg for every muscle
 * group, plus fallback.svg (the figure with nothing lit). Run from the repository root:
 *   npx tsx apps/server/scripts/write-muscle-art.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { muscleGroups } from '@atlas/shared/rules/training';
import { renderMuscleCard, renderMuscleFallback } from '../src/lib/exercise-art';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const out = join(root, 'apps/web/public/assets/muscles');
mkdirSync(out, { recursive: true });

const files: [string, string][] = [
  ...muscleGroups.map((muscle): [string, string] => [`${muscle}.svg`, renderMuscleCard(muscle)]),
  ['fallback.svg', renderMuscleFallback()],
];
for (const [name, svg] of files) {
  writeFileSync(join(out, name), `${svg}\n`);
  process.stdout.write(`${join('apps/web/public/assets/muscles', name)} (${Buffer.byteLength(svg)} bytes)\n`);
}
