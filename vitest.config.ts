import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = { '@shared': new URL('./shared', import.meta.url).pathname };

/**
 * Files that take far longer than their size suggests, longest first. On a clean clone (no results
 * cache) vitest starts the largest files first; one of these started last would hold up its lane
 * while the other lane has nothing left to run (docs/testing.md, "Order").
 */
const LONG_FILES = [
  'tests/browser/first-paint.test.ts',
  'tests/browser/accessibility-member-app.test.ts',
  'tests/browser/accessibility-admin.test.ts',
  'tests/integration/mail.test.ts',
  'tests/integration/session-time-zone.test.ts',
  'tests/integration/live.test.ts',
];

/** Vitest's order (by the last run's durations when it has them, by size otherwise), the long files first. */
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? LONG_FILES.length : index;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Test files run two at a time (the machine CI runs on has 2 cores; a browser test mostly waits for
 * pages and the stack, docs/performance.md): the unit, infra and browser files. The side-by-side
 * integration files run twice as many at a time; two projects run one file at a time. TEST_WORKERS=1
 * runs every file alone, for a machine so busy that two at a time reach the timeouts.
 */
const WORKERS = Number(process.env.TEST_WORKERS ?? 2);

/**
 * Browser test files that change what every member or admin sees (the points configuration, home's
 * featured screening, the dashboard's site-wide totals, the count of unlinked questions): they run
 * one at a time after the others, on the same stack (docs/testing.md). Door check-in goes with them: its
 * camera test starts a second Chromium that decodes a fake video feed, which took over 30 s beside
 * another file on 2 cores.
 */
const SITE_WIDE_BROWSER_FILES = [
  'tests/browser/admin-members.test.ts',
  'tests/browser/admin-questions.test.ts',
  'tests/browser/check-in.test.ts',
  'tests/browser/earning-limits.test.ts',
  'tests/browser/first-visit.test.ts',
];

/**
 * Integration test files checked to use only their own data and to neither change nor assert anything
 * site-wide: they run four at a time, after the unit, infra and browser files (most of their time is
 * spent waiting: for mail, for a show's start, for a live game's next question). The others (site-wide
 * settings, totals or lists, the seeds, request times) run one at a time after them. Why each file is
 * on one side or the other: docs/testing.md, "Integration files".
 */
const SIDE_BY_SIDE_INTEGRATION_FILES = [
  'access',
  'account-security',
  'admin-reports',
  'admin-session-list',
  'admin-sessions',
  'admin-venues',
  'auth-triggers',
  'authorization',
  'band',
  'booking',
  'cancel-booking',
  'check-in',
  'cognito-emulator',
  'feedback',
  'gates',
  'invitations',
  'lambda-bundle',
  'leaderboard',
  'ledger',
  'live',
  'live-host',
  'mail',
  'member-stats',
  'movies-adapter',
  'platform',
  'points-by-week',
  'rewards',
  'session-time-zone',
  'settings',
  'welcome',
].map((name) => `tests/integration/${name}.test.ts`);
/** Twice the workers of the other projects; one when every file is to run alone. */
const SIDE_BY_SIDE_INTEGRATION_WORKERS = WORKERS === 1 ? 1 : 2 * WORKERS;

/** Against the local stack the setup starts on free ports, shared by both integration projects. */
const integrationProject = {
  expect: { poll: { timeout: 10_000, interval: 50 } },
  globalSetup: ['tests/setup/global-stack.ts'],
  setupFiles: ['tests/setup/stack-env.ts'],
  provide: { stack: 'integration' },
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/** Chromium against the local stack, the SPA built once and served from the API's origin. */
const browserProject = {
  // expect.poll's default of 1 s is too short for a page on a busy 2-core machine.
  expect: { poll: { timeout: 10_000, interval: 50 } },
  globalSetup: ['tests/setup/global-stack.ts'],
  setupFiles: ['tests/setup/stack-env.ts'],
  provide: { serveWeb: true, stack: 'browser' },
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/**
 * Projects: unit (pure code, beside it), integration (against the local stack the setup starts on
 * free ports), infra (CDK assertions) and browser (Chromium against another local stack). In three
 * groups, one after the other: the unit, infra and browser files two at a time; the side-by-side
 * integration files four at a time; then `integration` and `browser-site-wide`, one file at a time.
 * Within a group the long files start first (LongFilesFirst, above).
 *
 * The unit and infra files share their modules (`isolate: false`): a worker loads a module once, for
 * every file it runs, not once per file (docs/testing.md, "Shared modules").
 */
export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          maxWorkers: WORKERS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: SIDE_BY_SIDE_INTEGRATION_FILES,
          ...integrationProject,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration-side-by-side',
          include: SIDE_BY_SIDE_INTEGRATION_FILES,
          ...integrationProject,
          maxWorkers: SIDE_BY_SIDE_INTEGRATION_WORKERS,
          // Its own group, after the unit, infra and browser files: a group has one number of workers.
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          setupFiles: ['tests/setup/infra-scratch.ts'],
          testTimeout: 120_000,
          isolate: false,
          maxWorkers: WORKERS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: SITE_WIDE_BROWSER_FILES,
          ...browserProject,
          maxWorkers: WORKERS,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser-site-wide',
          include: SITE_WIDE_BROWSER_FILES,
          ...browserProject,
          fileParallelism: false,
        },
      },
    ],
  },
});
