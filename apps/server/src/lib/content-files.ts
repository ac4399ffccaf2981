import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';

/** The shop's content as data files (content/README.md), at the repository's root. */
export const contentDir = fileURLToPath(new URL('../../../../content/', import.meta.url));

/**
 * Reads one content file and checks it against its shared schema; a file that does not match
 * stops the server at start with the file name and the first problems, instead of serving
 * broken content.
 */
export function readContent<S extends z.ZodType>(file: string, schema: S, dir = contentDir): z.infer<S> {
  const text = readFileSync(join(dir, file), 'utf8');
  const parsed = schema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`content/${file} does not match its schema: ${problems}`);
  }
  return parsed.data;
}
