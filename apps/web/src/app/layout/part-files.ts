/**
 * The source files of the lazy parts (`lazyPart`, components/ui/server-html.tsx): their HTML is on
 * every page before their code is, so the server sends their chunks' styles with the page. Kept
 * here, for the server's build only, rather than passed to `lazyPart`: the browser has no use
 * for the names. A test holds the list to the code.
 */
export const PART_FILES = ['src/app/layout/top-nav-bar.tsx', 'src/app/layout/site-footer-content.tsx'];
