// Lint rules, including the import boundaries of docs/architecture.md:
// shared → apps; in the web app lib/components → features → app; features and server
// modules never reach into each other.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const dirs = (path) =>
  existsSync(path)
    ? readdirSync(path, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// A file's no-restricted-imports comes from the last config that matches it (options do not
// merge), so each narrower config repeats the patterns of the wider one.
const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const noApps = {
  regex: '(^@atlas/(server|web))|apps/',
  message: 'packages/shared must not depend on the apps.',
};
const noServerFromWeb = {
  regex: '^@atlas/server|apps/server',
  message: 'The web app talks to the server over HTTP only.',
};
const noWebFromServer = { regex: '^@atlas/web|apps/web', message: 'The server never imports the web app.' };
const upward = (what) => ({
  regex: `^@/(${what})(/|$)`,
  message: `Imports go lib/components → features → app; not ${what}.`,
});

const featureRules = dirs('apps/web/src/features').map((name) =>
  restrict(
    [`apps/web/src/features/${name}/**/*.{ts,tsx}`],
    [
      noServerFromWeb,
      upward('app'),
      {
        regex: `^@/features/(?!${name}/)`,
        message: 'A feature must not import another feature; move shared parts to components/ or lib/.',
      },
      { regex: '^(\\.\\./){2,}', message: 'Leave the feature through @/lib or @/components, not ../..' },
    ],
  ),
);

const moduleRules = dirs('apps/server/src/modules').map((name) =>
  restrict(
    [`apps/server/src/modules/${name}/**/*.ts`],
    [
      noWebFromServer,
      {
        // ../orders/… from next door, or ../../modules/orders/… by way of src/
        regex: `^\\.\\./(?!\\.\\.)(?!${name}/)|^(\\.\\.?/)+(src/)?modules/(?!${name}/)`,
        message: 'A server module must not import another module; share through lib/ or db/.',
      },
    ],
  ),
);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.e2e-data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['scripts/**', 'bench/**', '.ci/**', 'e2e/**'],
    // page.evaluate callbacks run in the browser
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-console': 'off' },
  },
  restrict(['packages/shared/**/*.ts'], [noApps]),
  restrict(['apps/server/src/**/*.ts'], [noWebFromServer]),
  restrict(['apps/web/src/**/*.{ts,tsx}'], [noServerFromWeb]),
  restrict(['apps/web/src/{lib,components}/**/*.{ts,tsx}'], [noServerFromWeb, upward('app|features')]),
  ...featureRules,
  ...moduleRules,
);
