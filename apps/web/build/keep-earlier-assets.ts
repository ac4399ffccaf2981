import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The rule: a hashed file of an earlier build (script, style, font, and its .br and .gz) stays in
 * the build's assets folder for 7 days after the first build without it, so a page served before
 * a deploy still finds its code; then it is removed, so the folder does not grow for ever.
 */
export const KEEP_EARLIER_FILES_MS = 7 * 24 * 60 * 60 * 1000;

/** When each earlier build's file left the build (ms since 1970), by its path in the output. */
export type LeftBuild = Record<string, number>;

/** Beside Vite's manifest: a folder the server does not send. */
const RECORD = '.vite/earlier-files.json';

const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Applies the rule to the files in the assets folder once this build has written its own
 * (`current`): a file not in `current` left the build at its recorded time, or now if it just
 * did, and is removed once it has been out for `keepFor`. A .br or .gz goes with its file.
 */
export function sortEarlierFiles(
  present: string[],
  current: ReadonlySet<string>,
  leftBuild: LeftBuild,
  now: number,
  keepFor = KEEP_EARLIER_FILES_MS,
): { keep: LeftBuild; remove: string[] } {
  const keep: LeftBuild = {};
  const remove: string[] = [];
  for (const file of present) {
    const own = file.replace(PRECOMPRESSED, '');
    if (current.has(own)) continue;
    const left = leftBuild[own] ?? now;
    if (now - left >= keepFor) remove.push(file);
    else keep[own] = left;
  }
  return { keep, remove };
}

/**
 * Empties the output folder before a build as Vite would, except the hashed files under
 * `build.assetsDir`: those of earlier builds stay there by the rule above (the Vite manifest,
 * and so the server and scripts/bundle-report, name only the current build's).
 */
export function keepEarlierAssets(): Plugin {
  let outDir = 'dist';
  let assetsDir = 'static';
  let leftBuild: LeftBuild = {};
  return {
    name: 'atlas-keep-earlier-assets',
    apply: 'build',
    // before Vite's own preparation of the folder, which copies the public files in
    enforce: 'pre',
    config: () => ({ build: { emptyOutDir: false } }),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      assetsDir = config.build.assetsDir;
    },
    renderStart: {
      order: 'pre',
      handler() {
        leftBuild = readRecord(outDir);
        if (!existsSync(outDir)) return;
        for (const name of readdirSync(outDir))
          if (name !== assetsDir) rmSync(join(outDir, name), { recursive: true, force: true });
      },
    },
    writeBundle(_options, bundle) {
      const folder = join(outDir, assetsDir);
      if (!existsSync(folder)) return;
      const present = readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) =>
          join(entry.parentPath, entry.name)
            .slice(outDir.length + 1)
            .replaceAll('\\', '/'),
        );
      const { keep, remove } = sortEarlierFiles(present, new Set(Object.keys(bundle)), leftBuild, Date.now());
      for (const file of remove) rmSync(join(outDir, file), { force: true });
      const record = join(outDir, RECORD);
      mkdirSync(dirname(record), { recursive: true });
      writeFileSync(record, `${JSON.stringify(keep, null, 1)}\n`);
    },
  };
}

function readRecord(outDir: string): LeftBuild {
  try {
    return JSON.parse(readFileSync(join(outDir, RECORD), 'utf8')) as LeftBuild;
  } catch {
    return {}; // none yet: the files there now left with this build
  }
}
