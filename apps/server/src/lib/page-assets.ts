/** A chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source file. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The script chunks and stylesheets the given route modules need beyond the entry (which the
 * page's shell already loads), so the server can preload them and paint styled content.
 */
export function routeAssets(manifest: ViteManifest, modules: string[]): { js: string[]; css: string[] } {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const loadedByEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  const entryKey = Object.keys(manifest).find((k) => manifest[k] === entry);
  if (entryKey) walk(entryKey, loadedByEntry);

  const needed = new Set<string>();
  for (const key of modules) walk(key, needed);
  const js: string[] = [];
  const css: string[] = [];
  for (const key of needed) {
    const chunk = manifest[key]!;
    for (const sheet of chunk.css ?? []) if (!css.includes(`/${sheet}`)) css.push(`/${sheet}`);
    if (!loadedByEntry.has(key)) js.push(`/${chunk.file}`);
  }
  // the entry's own stylesheets are already in the shell
  const entryCss = new Set([...loadedByEntry].flatMap((k) => manifest[k]!.css ?? []).map((s) => `/${s}`));
  return { js, css: css.filter((s) => !entryCss.has(s)) };
}

/**
 * The font subsets a page in this language paints its text with: Cairo's Latin file for English;
 * for Arabic, its Arabic file and the Latin one too, which holds the space, the digits and the
 * punctuation every Arabic line also has (fetched late, it redrew those lines and moved them).
 */
export function pageFonts(manifest: ViteManifest, lang: 'en' | 'ar'): string[] {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  const subsets = lang === 'ar' ? [/cairo-arabic-wght/, /cairo-latin-wght/] : [/cairo-latin-wght/];
  return subsets.flatMap((subset) => {
    const file = entry?.assets?.find((a) => subset.test(a));
    return file ? [`/${file}`] : [];
  });
}
