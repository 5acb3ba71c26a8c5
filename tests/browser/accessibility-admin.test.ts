import { describe } from 'vitest';
import { describeAccessibilityScans } from '../helpers/accessibility';

/** axe-core on the admin area's pages and dialogs; the pages and what is checked: tests/helpers/accessibility.ts. */
describe('accessibility of the admin area (axe-core, WCAG 2.0-2.2 A/AA)', () => {
  describeAccessibilityScans('admin');
});
