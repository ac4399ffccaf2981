import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_FILES = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/;
/** Below this, compression saves less than the extra round of headers costs. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `file.br` (brotli, maximum quality) and `file.gz` beside every text file of the build,
 * once, so the server sends them without compressing per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  let hashedFiles = 'static';
  return {
    name: 'atlas-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      hashedFiles = join(outDir, config.build.assetsDir, '');
    },
    closeBundle() {
      for (const path of files(outDir)) {
        if (!TEXT_FILES.test(path) || path.includes(`${join('.vite', '')}`)) continue;
        // a hashed name changes with the content: an earlier build's .br and .gz of it are its own
        if (path.startsWith(hashedFiles) && existsSync(`${path}.br`) && existsSync(`${path}.gz`)) continue;
        const body = readFileSync(path);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
