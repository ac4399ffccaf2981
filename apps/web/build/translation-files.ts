import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { languages, type Language } from '@atlas/shared/rules/locale';
import {
  splitTranslations,
  TRANSLATION_FILES_RECORD,
  translationParts,
  type TranslationFilesRecord,
  type TranslationPart,
} from '@atlas/shared/web/translation-parts';

/** What the browser imports: each language's parts' addresses. */
export const TRANSLATION_FILES_MODULE = 'virtual:translation-files';
const RESOLVED = `\0${TRANSLATION_FILES_MODULE}`;

/** Where the development server answers each part, split from the source on every request. */
const DEV_PREFIX = '/__atlas/i18n/';

/**
 * Where the whole of each language's texts is also served, as the spec names it: revalidated like
 * our other unhashed files, for any client or tool that reads them (the app loads the parts).
 */
const WHOLE_FILE = (lang: Language) => `assets/i18n/${lang}.json`;

/**
 * Sends the translations as hashed files, cached for good, in parts (shared web/translation-parts):
 * each language's file (src/i18n/{lang}.json, written by us) is split by namespace and written
 * without its indentation. The app imports their addresses from `virtual:translation-files`.
 */
export function translationFiles(root: string): Plugin {
  const source = (lang: Language) => resolve(root, 'src/i18n', `${lang}.json`);
  const whole = (lang: Language) => JSON.parse(readFileSync(source(lang), 'utf8')) as Record<string, unknown>;
  const parts = (lang: Language) => splitTranslations(whole(lang));
  let building = false;
  const emitted = new Map<string, string>(); // `${lang} ${part}` → reference id
  return {
    name: 'atlas-translation-files',
    configResolved(config) {
      // (the server renderer's build is given the development addresses: it never fetches them)
      building = config.command === 'build' && !config.build.ssr;
    },
    resolveId: (id) => (id === TRANSLATION_FILES_MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const url = (lang: Language, part: TranslationPart, text: unknown) => {
        if (!building) return JSON.stringify(`${DEV_PREFIX}${lang}-${part}.json`);
        const ref = this.emitFile({
          type: 'asset',
          name: `${lang}-${part}.json`,
          source: JSON.stringify(text),
        });
        emitted.set(`${lang} ${part}`, ref);
        return `import.meta.ROLLUP_FILE_URL_${ref}`;
      };
      const entries = languages.map((lang) => {
        this.addWatchFile(source(lang));
        const texts = parts(lang);
        if (building)
          this.emitFile({ type: 'asset', fileName: WHOLE_FILE(lang), source: JSON.stringify(whole(lang)) });
        return `${lang}: { ${translationParts.map((part) => `${part}: ${url(lang, part, texts[part])}`).join(', ')} }`;
      });
      return `export default { ${entries.join(', ')} };`;
    },
    // for the server, which reads them to render pages and names the page's for the browser to fetch first
    generateBundle() {
      if (!building) return;
      const record = Object.fromEntries(
        languages.map((lang) => [
          lang,
          Object.fromEntries(
            translationParts.map((part) => {
              const ref = emitted.get(`${lang} ${part}`);
              if (!ref) throw new Error(`the app never imported ${TRANSLATION_FILES_MODULE}`);
              return [part, this.getFileName(ref)];
            }),
          ),
        ]),
      ) as TranslationFilesRecord;
      this.emitFile({ type: 'asset', fileName: TRANSLATION_FILES_RECORD, source: JSON.stringify(record) });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const lang = languages.find((code) => path === `/${WHOLE_FILE(code)}`);
        const [partLang, part] = path.startsWith(DEV_PREFIX)
          ? (path
              .slice(DEV_PREFIX.length)
              .replace(/\.json$/, '')
              .split('-') as [Language, TranslationPart])
          : [];
        const texts = lang
          ? whole(lang)
          : partLang && part && languages.includes(partLang) && translationParts.includes(part)
            ? parts(partLang)[part]
            : null;
        if (!texts) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(texts));
      });
    },
  };
}
