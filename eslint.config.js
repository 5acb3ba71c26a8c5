import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('.', import.meta.url));
const folders = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Folders of functions/ that every domain may use; every other folder there is a domain (one Lambda). */
const FUNCTIONS_COMMON = ['lib', 'data', 'adapters'];
const DOMAINS = folders('./functions/').filter((name) => !FUNCTIONS_COMMON.includes(name));
const FEATURES = folders('./web/src/features/');

/**
 * The boundaries the code cannot cross (import-x/no-restricted-paths; paths from the repository root):
 * - web/ never imports functions/ or infra/, and shared/ imports none of web/, functions/, infra/;
 * - in web/src, app -> features -> components, lib: a feature never imports another feature, and
 *   components/ and lib/ import no feature and not app/;
 * - a domain folder of functions/ never imports another domain; the common folders (lib, data, adapters)
 *   import no domain.
 */
const zones = [
  {
    target: './web',
    from: ['./functions', './infra'],
    message: 'The web app never imports functions/ or infra/: move what both need to shared/.',
  },
  {
    target: './shared',
    from: ['./web', './functions', './infra'],
    message: 'shared/ is used by the web app and the functions, so it imports neither.',
  },
  ...FEATURES.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to web/src/components or web/src/lib.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import the app shell (web/src/app); the app imports the features.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: ['./web/src/features', './web/src/app'],
    message: 'web/src/components and web/src/lib are used by the features and the app, so they import neither.',
  },
  ...DOMAINS.map((domain) => ({
    target: `./functions/${domain}`,
    from: './functions',
    except: [`./${domain}`, ...FUNCTIONS_COMMON.map((folder) => `./${folder}`)],
    message: `A domain never imports another domain: shared code lives in functions/{${FUNCTIONS_COMMON.join(',')}} or shared/.`,
  })),
  {
    target: FUNCTIONS_COMMON.map((folder) => `./functions/${folder}`),
    from: DOMAINS.map((domain) => `./functions/${domain}`),
    message: `functions/{${FUNCTIONS_COMMON.join(',')}} are used by every domain, so they import none.`,
  },
];

const FORMAT_MODULES = ['web/src/lib/format.ts', 'web/src/lib/format-time.ts'];
const ONE_LOCALE = `Format numbers with the formatters of ${FORMAT_MODULES[0]} and dates and times with those of ${FORMAT_MODULES[1]} (en-US whatever the browser's language), or add one there.`;
/** shared/'s formatting homes (the API's messages, the tickets' and sessions' days and times, a venue's clock). */
const SHARED_FORMAT_MODULES = ['shared/format-number.ts', 'shared/booking/format.ts', 'shared/time-zone.ts'];
const SHARED_ONE_LOCALE = `In shared/ and functions/, format numbers with ${SHARED_FORMAT_MODULES[0]}, a session's day and time with ${SHARED_FORMAT_MODULES[1]} and read a time zone's clock with ${SHARED_FORMAT_MODULES[2]} (LOCALE, en-US, whatever the browser's or the server's language), or add one there.`;
/** No `toLocale*String` and no `new Intl.*Format` but in the formatting homes, which write the one locale. */
const oneLocaleRule = (message) => [
  'error',
  ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({ property, message })),
  ...['NumberFormat', 'DateTimeFormat'].map((property) => ({ object: 'Intl', property, message })),
];

const KEBAB = 'Name files and folders in web/src in kebab-case (e.g. booking-dialog.tsx, booking-dialog.module.css).';

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', 'web/dist-server', '.local', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // A circle of imports, however long (type-only imports do not count: they leave no code behind).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The product writes every figure, date and time in one locale (en-US), whatever the browser's language.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: FORMAT_MODULES,
    rules: { 'no-restricted-properties': oneLocaleRule(ONE_LOCALE) },
  },
  {
    // The same for shared/ and functions/: the API's messages and mails, and the web app's alike.
    files: ['shared/**/*.ts', 'functions/**/*.ts'],
    ignores: SHARED_FORMAT_MODULES,
    rules: { 'no-restricted-properties': oneLocaleRule(SHARED_ONE_LOCALE) },
  },
  {
    // A committed `.only` would silently run one test of a file and skip the rest, in CI too.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name="only"]:matches([object.name=/^(describe|suite|it|test)$/], [object.object.name=/^(describe|suite|it|test)$/])',
          message: 'No focused tests: remove `.only` before committing (it skips every other test of the file).',
        },
      ],
    },
  },
  // ESLint parses no CSS: this processor hands it an empty file, so the file-name rules below see CSS files too.
  { files: ['web/src/**/*.css'], plugins: { 'check-file': checkFile }, processor: 'check-file/eslint-processor-check-file' },
  {
    files: ['web/src/**/*'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { 'web/src/**/*': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true, errorMessage: `"{{ target }}": ${KEBAB}` }],
      'check-file/folder-naming-convention': ['error', { 'web/src/**/': 'KEBAB_CASE' }, { errorMessage: `Folder "{{ target }}": ${KEBAB}` }],
    },
  },
);
