import { createHash } from 'node:crypto';
import { prepareJson, type PreparedJson } from './prepared-json';
import { withRootConstants, type IndexedSheet } from './critical-css';

/** Where the late stylesheets are served: `/static/late/<built file's name>-<hash>.css`. */
export const LATE_SHEETS_PATH = '/static/late/';
const NAME = /^([\w-]+)-([\w-]{10})\.css$/;

/** A late stylesheet: where it is served and what it serves. */
export interface LateSheet {
  url: string;
  answer: PreparedJson;
}

export interface LateStylesheets {
  /** The built stylesheet `href` (`/static/x.css`) with the theme's constants written out. */
  of(href: string): LateSheet;
  /** What a URL's last segment under LATE_SHEETS_PATH serves, or undefined when it names none. */
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
  /** The text of a built stylesheet, or undefined when the build has no such file. */
  builtText: (href: string) => string | undefined,
  rootSheets: () => IndexedSheet[],
): LateStylesheets {
  // one entry per built stylesheet at most: a name that is none is not remembered
  const made = new Map<string, LateSheet>();
  const make = (href: string): LateSheet | undefined => {
    const kept = made.get(href);
    if (kept) return kept;
    const text = builtText(href);
    if (text === undefined) return undefined;
    const css = withRootConstants(text, rootSheets());
    const sheet = {
      url: `${LATE_SHEETS_PATH}${href.slice('/static/'.length, -'.css'.length)}-${hashOf(css)}.css`,
      answer: prepareJson(css),
    };
    made.set(href, sheet);
    return sheet;
  };
  return {
    of(href) {
      const sheet = make(href);
      if (!sheet) throw new Error(`no built stylesheet ${href}`);
      return sheet;
    },
    byName(name) {
      const m = NAME.exec(name);
      if (!m) return undefined;
      const sheet = make(`/static/${m[1]}.css`);
      return sheet && sheet.url === `${LATE_SHEETS_PATH}${name}` ? sheet.answer : undefined;
    },
  };
}

function hashOf(css: string): string {
  return createHash('sha256').update(css).digest('base64url').slice(0, 10);
}
