import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { keepEarlierAssets } from './build/keep-earlier-assets';
import { treeShakeReactRouter } from './build/tree-shake-react-router';
import { mantineStableIds } from './build/mantine-stable-ids';
import { mantineLazyDefaultVariables } from './build/mantine-lazy-default-variables';
import { shortClassNames } from './build/short-class-names';
import { isolatedTests } from './build/isolated-tests';
import { translationFiles } from './build/translation-files';

const TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];
const ISOLATED = isolatedTests(fileURLToPath(new URL('.', import.meta.url)), ['src', 'build']);

/** Mantine components on most public pages, bundled with Mantine's base (see codeSplitting). */
const SHARED_UI = [
  'Anchor',
  'Badge',
  'Box',
  'Button',
  'Card',
  'Center',
  'CloseButton',
  'Container',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'SimpleGrid',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'UnstyledButton',
  'VisuallyHidden',
];

/**
 * Mantine internals only the menus, tabs and popovers of signed-in and admin screens use: they
 * stay in those screens' chunks instead of joining the shared base every page downloads.
 */
const OVERLAY_ONLY = String.raw`utils[\\/]Floating|core[\\/]utils[\\/](close-on-escape|create-event-handler|create-scoped-keydown-handler|find-element-ancestor|find-element-in-shadow-dom|get-context-item-index|get-ref-prop|get-safe-id|noop)[\\/]`;

const apiTarget = process.env.ATLAS_API_URL ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    react(),
    treeShakeReactRouter(),
    mantineStableIds(),
    mantineLazyDefaultVariables(),
    translationFiles(fileURLToPath(new URL('.', import.meta.url))),
    // the client's hashed files of earlier builds stay a while, for pages opened before a deploy
    ...(isSsrBuild ? [] : [keepEarlierAssets(), precompress()]),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // readable class names while developing
  css:
    command === 'build'
      ? { modules: { generateScopedName: shortClassNames(fileURLToPath(new URL('.', import.meta.url))) } }
      : {},
  build: {
    // Hashed bundles and translations live under /static/ (cached forever); /assets/ holds our
    // unhashed public files (pictures), which are revalidated.
    assetsDir: 'static',
    sourcemap: false,
    // the server reads the manifest to preload a page's route modules and their styles
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: 600,
    // every browser we serve knows <link rel="modulepreload"> (Safari since 17); one that does
    // not just loads the modules when asked, so the polyfill's bytes on every page buy nothing
    modulePreload: {
      polyfill: false,
      // The shell's parts the browser loads once idle (app/layout: lazyPart) bring their modules
      // along through their imports instead of having Vite announce each one first with an
      // appended <link rel="modulepreload">: on a phone that is about a millisecond of main
      // thread per link, eleven links on every page, for code nobody waits for.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && /[\\/](top-nav-bar|site-footer-content)-[\w-]+\.js$/.test(filename)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    rolldownOptions: {
      output: {
        // Hashed names only: every page's entry lists every lazy module's files for preloading
        // (Vite's dependency map) and each chunk imports others by name, so readable names cost
        // about 0.7 KB of brotli on every page. The shell's two idle parts keep theirs, which
        // resolveDependencies above recognises, and so do the fonts. Seven characters of hash
        // rather than eight save about 0.15 KB more; should the number of chunks ever need more,
        // Rolldown stops the build and says so.
        ...(isSsrBuild
          ? {}
          : {
              chunkFileNames: (chunk: { name: string }) =>
                /^(top-nav-bar|site-footer-content)$/.test(chunk.name)
                  ? 'static/[name]-[hash].js'
                  : 'static/[hash:7].js',
              // fonts keep their names: the server preloads a page's subset by name (lib/page-assets.ts)
              assetFileNames: (asset: { names?: string[]; name?: string }) =>
                /\.woff2?$/.test(asset.names?.[0] ?? asset.name ?? '')
                  ? 'static/[name]-[hash][extname]'
                  : 'static/[hash:7][extname]',
            }),
        // what every page runs, in one long-cached file instead of many small requests
        codeSplitting: isSsrBuild
          ? true
          : {
              groups: [
                {
                  name: 'framework',
                  // (but not what only admin screens use, parallel queries, nor the paged lists' infinite queries)
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|use-sync-external-store|clsx)[\\/](?!.*(queriesObserver|useQueries|infiniteQueryObserver|useInfiniteQuery)\.js)/,
                  priority: 20,
                },
                {
                  // Mantine's base and the small components the shell and the public pages share;
                  // overlays (modal, drawer, popover) stay in the chunks that open them
                  name: 'ui',
                  test: new RegExp(
                    `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/](?!${OVERLAY_ONLY})(core|utils|components[\\\\/](${SHARED_UI.join('|')}))[\\\\/]`,
                  ),
                  priority: 15,
                },
                {
                  // what the training pages (and the home page's coaches) share, in one file
                  // rather than many small ones: each file costs its own request and headers
                  name: 'training',
                  test: new RegExp(
                    [
                      String.raw`src[\\/]features[\\/]training[\\/](api[\\/](?!identify-machine)|use-load-failure|exercise-crumbs)`,
                      String.raw`src[\\/]features[\\/]training[\\/]components[\\/](trainer-card|exercise-card|muscle-card|rating-badge|training\.module)`,
                      String.raw`shared[\\/]src[\\/]rules[\\/]training\.ts`,
                      // the arrow of the home page's cards and the machine list
                      String.raw`icons-react[\\/].*[\\/]IconArrowRight\.mjs`,
                    ].join('|'),
                  ),
                  priority: 5,
                },
                {
                  // the plain headings, texts, buttons and boxes of the guide pages (home, training,
                  // nutrition): one small file those pages share, which the shop's pages do without
                  name: 'guide',
                  test: /src[\\/]components[\\/]ui[\\/](text|guide-button|box|blocks)\.module\.css/,
                  priority: 11,
                },
                {
                  // our shared helpers, except those only the forms behind login, the admin area
                  // or a single page use
                  name: 'app',
                  test: new RegExp(
                    [
                      // (not lib/more-styles: the styles of overlays and signed-in screens load with them)
                      String.raw`src[\\/](lib|components)[\\/](?!messages|use-zod-form|upload-image|more-styles|download-file|route-id|failure-kind|guest-quote|guest-cart-lines|me-query|admin[\\/]|ui[\\/](logo-mark|snap-carousel|page-links|form-field|button|rating|review-|use-near-then-idle|retry-alert))`,
                      // the shell's cart and favourites data, and the small shared rules it uses (a visitor's
                      // cart is priced by code loaded with the first priced view: guest-quote)
                      String.raw`src[\/]features[\/](cart|favorites)[\/]api[\/](?!clear-|remove-|add-lines|cart-code|cart-sync|guest-quote|use-priced-cart|saved-allergies)`,
                      String.raw`shared[\\/]src[\\/](contract[\\/]shop-constants|rules[\\/](cart|pricing|stock))\.ts`,
                      String.raw`src[\\/]features[\\/]products[\\/]components[\\/]price-tag`,
                      // the 404 every detail page shows for an unknown id (its own file would cost more than it holds)
                      String.raw`src[\\/]app[\\/]routes[\\/]not-found-page`,
                      // icons of the shell and the product pages (each is a tiny module)
                      String.raw`icons-react[\\/].*[\\/]Icon(Heart|HeartFilled|Chevron(Left|Right)|Refresh|Plus|Minus|Eye|Search|MoodEmpty|AdjustmentsHorizontal)\.mjs`,
                    ].join('|'),
                  ),
                  priority: 10,
                },
              ],
            },
      },
    },
  },
  // the server renderer is self-contained (one file set, whatever folder the build is copied to)
  ssr: { noExternal: true },
  server: { proxy: { '/api': apiTarget, '/media': apiTarget } },
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // a timeout, not a speed check: on a slow 2-core machine this suite took 74 s alone and 531–590 s
    // beside the server suite and the browser journeys, where its slowest tests (whole screens,
    // 0.7–1.5 s alone) would pass Vitest's 5 s default
    testTimeout: 30_000,
    // every core (Vitest leaves one free by default)
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        // a worker keeps the modules it has loaded from one test file to the next
        test: {
          name: 'web',
          include: TESTS,
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      // a test file that mocks a module loads everything afresh (build/isolated-tests.ts)
      { extends: true, test: { name: 'web (mocks)', include: ISOLATED.length ? ISOLATED : ['none'] } },
    ],
  },
}));
