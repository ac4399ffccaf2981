import { createHash } from 'node:crypto';
import { relative } from 'node:path';

const FIRST = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const REST = `${FIRST}0123456789`;

/** Four characters (a letter, then letters and digits) from a hash of the module's path and the class. */
export function shortName(key: string): string {
  const bytes = createHash('sha256').update(key).digest();
  let name = FIRST[bytes[0]! % FIRST.length]!;
  for (let i = 1; i < 4; i++) name += REST[bytes[i]! % REST.length]!;
  return name;
}

/**
 * CSS modules' class names for the build: four characters instead of Vite's
 * `_<class>_<hash>_<line>` (about twenty), in every page's HTML and inline CSS. The same module
 * and class always get the same name, in the browser's build and the server's alike; two that
 * would share one stop the build.
 */
export function shortClassNames(root: string, name: (key: string) => string = shortName) {
  const owners = new Map<string, string>();
  return (local: string, filename: string): string => {
    const key = `${relative(root, filename.replace(/\?.*$/, '')).replaceAll('\\', '/')}:${local}`;
    const scoped = name(key);
    const owner = owners.get(scoped);
    if (owner !== undefined && owner !== key)
      throw new Error(
        `CSS module class names collide: ${owner} and ${key} are both .${scoped}; rename one of the two classes`,
      );
    owners.set(scoped, key);
    return scoped;
  };
}
