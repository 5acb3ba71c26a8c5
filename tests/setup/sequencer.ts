import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take far longer than their size suggests, longest first. On a clean clone (no results
 * cache) vitest starts the largest files first; one of these started last would hold up its lane
 * while the other lane has nothing left to run (docs/testing.md, "Order").
 */
const LONG_FILES = [
  'tests/browser/accessibility-member-app.test.ts',
  'tests/browser/accessibility-admin.test.ts',
  'tests/integration/mail.test.ts',
  'tests/integration/session-time-zone.test.ts',
  'tests/integration/live.test.ts',
];

/** Vitest's order (by the last run's durations when it has them, by size otherwise), the long files first. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = LONG_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return index === -1 ? LONG_FILES.length : index;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
