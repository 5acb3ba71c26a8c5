import { describe, expect, it } from 'vitest';
import { describeAccessibilityScans, routerCoverage } from '../helpers/accessibility';

/** axe-core on the member app's pages and dialogs; the pages and what is checked: tests/helpers/accessibility.ts. */
describe('accessibility of the member app (axe-core, WCAG 2.0-2.2 A/AA)', () => {
  it('scans every route of the router (here and in accessibility-admin.test.ts)', () => {
    const { routerPaths, unlisted, gone } = routerCoverage();
    expect(routerPaths.length).toBeGreaterThan(20);
    expect(unlisted, 'routes of web/src/app/router.tsx not scanned: add them to PAGES in tests/helpers/accessibility.ts').toEqual([]);
    expect(gone, 'PAGES lists routes the router no longer has').toEqual([]);
  });

  describeAccessibilityScans('member-app');
});
