/**
 * The source files of the lazy parts (`lazyPart`, components/ui/server-html.tsx): their HTML is on
 * every page before their code is, so the server sends their chunks' styles with the page. Kept
 * here, for the server's build only, rather than passed to `lazyPart`: the browser has no use
 * for the names. A test holds the lists to the code.
 */

/** Parts on the first screen (the header bar): their styles go inline with the page. */
export const PART_FILES = ['src/app/layout/top-nav-bar.tsx'];

/**
 * Parts far below the first screen (the footer's content): their chunk's small stylesheet is
 * applied as soon as it arrives, after the first paint, instead of going inline with every page;
 * the part stays hidden until then (app/layout/site-footer.module.css).
 */
export const LATE_PART_FILES = ['src/app/layout/site-footer-content.tsx'];
