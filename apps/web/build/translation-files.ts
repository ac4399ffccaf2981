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
const TRANSLATION_FILES_MODULE = 'virtual:translation-files';
const RESOLVED = `\0${TRANSLATION_FILES_MODULE}`;

/**
 * Where the whole of each language's texts is also served, as the spec names it: revalidated like
 * our other unhashed files, for any client or tool that reads them (the app loads the parts).
 */
const wholeFile = (lang: Language) => `assets/i18n/${lang}.json`;
/** Where the development server answers each part, split from the source on every request. */
const devFile = (lang: Language, part: TranslationPart) => `/__atlas/i18n/${lang}-${part}.json`;

/**
 * Sends the translations as hashed files, cached for good, in parts (shared web/translation-parts):
 * each language's file (src/i18n/{lang}.json, written by us) is split by namespace and written
 * without its indentation. The app imports their addresses from `virtual:translation-files`.
 */
export function translationFiles(root: string): Plugin {
  const source = (lang: Language) => resolve(root, 'src/i18n', `${lang}.json`);
  const whole = (lang: Language) => JSON.parse(readFileSync(source(lang), 'utf8')) as Record<string, unknown>;
  // what the development server answers, by path: each part and each whole file, read afresh
  const devFiles = new Map<string, () => unknown>(
    languages.flatMap((lang) => [
      [`/${wholeFile(lang)}`, () => whole(lang)] as const,
      ...translationParts.map(
        (part) => [devFile(lang, part), () => splitTranslations(whole(lang))[part]] as const,
      ),
    ]),
  );
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
      const entries = languages.map((lang) => {
        this.addWatchFile(source(lang));
        const texts = whole(lang);
        const parts = splitTranslations(texts);
        if (building)
          this.emitFile({ type: 'asset', fileName: wholeFile(lang), source: JSON.stringify(texts) });
        const urls = translationParts.map((part) => {
          if (!building) return `${part}: ${JSON.stringify(devFile(lang, part))}`;
          const ref = this.emitFile({
            type: 'asset',
            name: `${lang}-${part}.json`,
            source: JSON.stringify(parts[part]),
          });
          emitted.set(`${lang} ${part}`, ref);
          return `${part}: import.meta.ROLLUP_FILE_URL_${ref}`;
        });
        return `${lang}: { ${urls.join(', ')} }`;
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
        const texts = devFiles.get(req.url?.split('?')[0] ?? '');
        if (!texts) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(texts()));
      });
    },
  };
}
