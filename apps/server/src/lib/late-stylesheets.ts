import { createHash } from 'node:crypto';
import { prepareJson, type PreparedJson } from './prepared-json';
import { withRootConstants, type IndexedSheet } from './critical-css';

/** Where the late stylesheets are served: `/static/late/<built file's name>-<hash>.css`. */
export const LATE_SHEETS_PATH = '/static/late/';
const NAME = /^([\w-]+)-([\w-]{10})\.css$/;

export interface LateStylesheets {
  /** The URL of the built stylesheet `href` (`/static/x.css`) with the theme's constants written out. */
  url(href: string): string;
  /** What that URL's last segment serves, or undefined when it names no built stylesheet. */
  byName(name: string): PreparedJson | undefined;
}

/**
 * The stylesheets of the parts below the first screen (the footer's content), applied on their own
 * as soon as they arrive, before the whole stylesheets that declare the theme's custom properties.
 * Each is served with the theme's constants written out (`withRootConstants`), so that the page's
 * inline part need not declare them, under a name that holds its content's hash: immutable like
 * every built file, and the same on every machine running the same build.
 */
export function lateStylesheets(
  stylesheet: (href: string) => IndexedSheet | undefined,
  rootSheets: () => IndexedSheet[],
): LateStylesheets {
  // one entry per built stylesheet at most: a name that is none is not remembered
  const made = new Map<string, { url: string; answer: PreparedJson }>();
  const make = (href: string) => {
    const kept = made.get(href);
    if (kept) return kept;
    const sheet = stylesheet(href);
    if (!sheet) return undefined;
    const css = withRootConstants(sheet.css, rootSheets());
    const entry = {
      url: `${LATE_SHEETS_PATH}${href.slice('/static/'.length, -'.css'.length)}-${hashOf(css)}.css`,
      answer: prepareJson(css),
    };
    made.set(href, entry);
    return entry;
  };
  return {
    url(href) {
      const entry = make(href);
      if (!entry) throw new Error(`no built stylesheet ${href}`);
      return entry.url;
    },
    byName(name) {
      const m = NAME.exec(name);
      if (!m) return undefined;
      const entry = make(`/static/${m[1]}.css`);
      return entry && entry.url === `${LATE_SHEETS_PATH}${name}` ? entry.answer : undefined;
    },
  };
}

function hashOf(css: string): string {
  return createHash('sha256').update(css).digest('base64url').slice(0, 10);
}
