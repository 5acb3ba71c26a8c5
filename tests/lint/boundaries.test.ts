import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The rules of eslint.config.js that keep the code inside its boundaries, each shown on a line of code
 * that breaks it and one that does not. The code is linted as if it were at the given path (the file
 * need not exist; what it imports must, so the import can be resolved).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
let eslint: ESLint;

// Loading the config, the parser and the resolver takes a few seconds on a busy machine: done once here.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};', { filePath: 'web/src/lib/x.ts' });
}, 60_000);

const slow = { timeout: 30_000 };

/** The messages of one rule for `code` linted as the file at `filePath` (from the repository root). */
async function lint(filePath: string, code: string, rule: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, 'the code must parse').toEqual([]);
  return result.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

const BOUNDARIES = 'import-x/no-restricted-paths';
const CYCLE = 'import-x/no-cycle';
const FILE_NAME = 'check-file/filename-naming-convention';
const FOLDER_NAME = 'check-file/folder-naming-convention';

describe('import boundaries', slow, () => {
  it('web never imports functions/ or infra/', async () => {
    expect(await lint('web/src/lib/x.ts', "import { trailersOnly } from '../../../functions/adapters/movies/videos';", BOUNDARIES)).toEqual([
      expect.stringContaining('The web app never imports functions/ or infra/'),
    ]);
    expect(await lint('web/src/lib/x.ts', "import { WebStack } from '../../../infra/stacks/web-stack';", BOUNDARIES)).toHaveLength(1);
    expect(await lint('web/src/lib/x.ts', "import { youtubeIdFromUrl } from '@shared/youtube';", BOUNDARIES)).toEqual([]);
  });

  it('a feature never imports another feature', async () => {
    expect(await lint('web/src/features/home/x.ts', "import { useMovie } from '../movies/api/movies';", BOUNDARIES)).toEqual([
      expect.stringContaining('A feature never imports another feature'),
    ]);
    // Its own folders, the shared components and lib are fine.
    const own = "import { useTrailers } from './api/home';\nimport { Button } from '../../components/ui/button';\nimport { useAuth } from '../../lib/auth';";
    expect(await lint('web/src/features/home/x.ts', own, BOUNDARIES)).toEqual([]);
  });

  it('lib and components import no feature (the app does)', async () => {
    const lazyDialog = "export const load = () => import('../features/auth/components/auth-dialog');";
    expect(await lint('web/src/lib/x.ts', lazyDialog, BOUNDARIES)).toEqual([expect.stringContaining('web/src/components and web/src/lib')]);
    expect(await lint('web/src/app/x.ts', lazyDialog, BOUNDARIES)).toEqual([]);
  });

  it('a functions domain never imports another domain', async () => {
    expect(await lint('functions/booking/x.ts', "import { adjustPoints } from '../members/points';", BOUNDARIES)).toEqual([
      expect.stringContaining('A domain never imports another domain'),
    ]);
    const common = "import { domainHandler } from '../lib/handler';\nimport { applyLedger } from '../data/ledger';\nimport { movieDatabase } from '../adapters/movies';";
    expect(await lint('functions/booking/x.ts', common, BOUNDARIES)).toEqual([]);
    expect(await lint('functions/booking/x.ts', "import { seatMap } from './seat-map';", BOUNDARIES)).toEqual([]);
  });

  it('the common folders of functions import no domain', async () => {
    expect(await lint('functions/lib/x.ts', "import { handler } from '../members/handler';", BOUNDARIES)).toEqual([
      expect.stringContaining('functions/{lib,data,adapters} are used by every domain'),
    ]);
  });
});

describe('import cycles', slow, () => {
  it('refuses an import that closes a circle, and not a type-only one', async () => {
    // use-api imports api-client: an api-client that imported use-api would close the circle.
    expect(await lint('web/src/lib/api-client.ts', "import { useApi } from './use-api';\nexport const x = useApi;", CYCLE)).toEqual([
      expect.stringContaining('Dependency cycle'),
    ]);
    expect(await lint('web/src/lib/api-client.ts', "import type { UseApiResult } from './use-api';\nexport type X = UseApiResult<1>;", CYCLE)).toEqual([]);
  });
});

describe('file names in web/src', slow, () => {
  it('are kebab-case: components, hooks, pages, tests', async () => {
    expect(await lint('web/src/features/shows/components/BookingDialog.tsx', 'export {};', FILE_NAME)).toEqual([
      expect.stringContaining('"BookingDialog.tsx": Name files and folders in web/src in kebab-case'),
    ]);
    expect(await lint('web/src/lib/useApi.ts', 'export {};', FILE_NAME)).toHaveLength(1);
    expect(await lint('web/src/features/shows/components/booking-dialog.tsx', 'export {};', FILE_NAME)).toEqual([]);
    expect(await lint('web/src/lib/api-client.test.ts', 'export {};', FILE_NAME)).toEqual([]);
  });

  it('are kebab-case for CSS modules too (linted through the check-file processor)', async () => {
    expect(await lint('web/src/features/shows/components/BookingDialog.module.css', '.x { color: red; }', FILE_NAME)).toEqual([
      expect.stringContaining('"BookingDialog.module.css"'),
    ]);
    expect(await lint('web/src/features/shows/components/booking-dialog.module.css', '.x { color: red; }', FILE_NAME)).toEqual([]);
  });

  it('have kebab-case folders', async () => {
    expect(await lint('web/src/features/PreShow/pages/x.ts', 'export {};', FOLDER_NAME)).toEqual([expect.stringContaining('Folder "PreShow"')]);
    expect(await lint('web/src/features/pre-show/pages/x.ts', 'export {};', FOLDER_NAME)).toEqual([]);
  });

  it('hold today, whatever file type (images, fonts: files ESLint does not see)', () => {
    const kebab = /^[a-z][a-z0-9]*(-[a-z0-9]+)*(\.[a-z0-9]+)+$/;
    const files = readdirSync(`${root}web/src`, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((name) => !kebab.test(name))).toEqual([]);
  });
});

describe('tests', slow, () => {
  it('are never focused with .only, however it is chained', async () => {
    const FOCUS = 'no-restricted-syntax';
    for (const focused of ["it.only('x', () => {});", "describe.only('x', () => {});", "test.concurrent.only('x', () => {});", "it.only.each([1])('x %i', () => {});"]) {
      expect(await lint('tests/integration/x.test.ts', focused, FOCUS), focused).toEqual([expect.stringContaining('No focused tests')]);
    }
    expect(await lint('shared/x.test.ts', "describe.only('x', () => {});", FOCUS)).toHaveLength(1);
    expect(await lint('tests/integration/x.test.ts', "it('x', () => {});\ndescribe.skip('y', () => {});\nconst only = { only: 1 }.only;", FOCUS)).toEqual([]);
  });
});

describe('numbers, dates and times in web/src, shared/ and functions/', slow, () => {
  const LOCALE_RULE = 'no-restricted-properties';
  const pointTo = expect.stringContaining('web/src/lib/format.ts');

  it("are formatted by web/src/lib/format.ts and format-time.ts only, never in the browser's locale nor by a copy of its own", async () => {
    const own = [
      'export const a = (n: number) => n.toLocaleString();',
      "export const b = (iso: string) => new Date(iso).toLocaleDateString('en-US');",
      'export const c = (d: Date) => d.toLocaleTimeString([], { hour: "numeric" });',
      "export const d = new Intl.NumberFormat('en-US');",
      "export const e = new Intl.DateTimeFormat('en-US', { month: 'long' });",
    ];
    for (const code of own) {
      expect(await lint('web/src/features/account/components/x.tsx', code, LOCALE_RULE), code).toEqual([pointTo]);
    }
    expect(await lint('web/src/lib/x.ts', own[0], LOCALE_RULE)).toEqual([pointTo]);
    // The modules themselves, and what is no formatting: a case-insensitive comparison, the zones the platform knows.
    for (const module of ['web/src/lib/format.ts', 'web/src/lib/format-time.ts']) expect(await lint(module, own.join('\n'), LOCALE_RULE)).toEqual([]);
    const notFormatting = "export const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();\nexport const zones = Intl.supportedValuesOf('timeZone');";
    expect(await lint('web/src/features/admin/x.ts', notFormatting, LOCALE_RULE)).toEqual([]);
  });

  it("and in shared/ and functions/, by shared/'s formatting homes only (the API and its mails write their figures as the app does)", async () => {
    const own = ["export const a = (n: number) => n.toLocaleString('en-US');", "export const d = new Intl.NumberFormat('en-US');", "export const e = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' });"];
    const pointToShared = expect.stringContaining('shared/format-number.ts');
    for (const file of ['shared/errors.ts', 'shared/check-in.ts', 'shared/admin/x.ts', 'functions/mail/templates/compose.ts', 'functions/adapters/questions/contract.ts', 'functions/booking/x.ts']) {
      for (const code of own) expect(await lint(file, code, LOCALE_RULE), `${file}: ${code}`).toEqual([pointToShared]);
    }
    for (const module of ['shared/format-number.ts', 'shared/booking/format.ts', 'shared/time-zone.ts']) expect(await lint(module, own.join('\n'), LOCALE_RULE)).toEqual([]);
  });
});
