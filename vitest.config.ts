import { defineConfig } from 'vitest/config';

const alias = { '@shared': new URL('./shared', import.meta.url).pathname };

/**
 * Four projects: unit (pure code, beside it), integration (against the local stack the setup
 * starts on free ports), infra (CDK assertions) and browser (Chromium against the local stack).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'functions/**/*.test.ts', 'scripts/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'tests/lint/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          expect: { poll: { timeout: 10_000, interval: 50 } },
          globalSetup: ['tests/setup/global-stack.ts'],
          setupFiles: ['tests/setup/stack-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          // expect.poll's default of 1 s is too short for a page on a busy 2-core machine.
          expect: { poll: { timeout: 10_000, interval: 50 } },
          globalSetup: ['tests/setup/global-stack.ts'],
          setupFiles: ['tests/setup/stack-env.ts'],
          provide: { serveWeb: true },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
