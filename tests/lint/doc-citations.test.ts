import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs cite only what a clone of this repository holds: the product rules live in docs/
 * (docs/product-rules.md, docs/back-office.md, docs/api.md...). A citation of the design notes or
 * specifications kept outside the repository ("DESIGN §5", "member-app §4", "back-office §9", their
 * paths) leads a maintainer nowhere, so none may come back.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const self = 'tests/lint/doc-citations.test.ts';

const OUTSIDE_CITATIONS = [
  /DESIGN(?:\.md)?\s*(?:§|section\b)/,
  /\b(?:member-app|back-office)\s*§/,
  /\bspec(?:ification)?s?\s*(?:§|section\s*\d)/i,
  /\bmember-app:/,
  /spec\/(?:member-app|back-office)/,
  /\.\.\/shared\/(?:DESIGN|spec\/)/,
  /\/work\/shared\b/,
];

/** Source and docs files: tracked, or new and not ignored. */
const CHECKED = /\.(?:ts|tsx|js|mjs|cjs|md|css|html)$/;

function checkedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' });
  return [...new Set(listed.split('\0'))].filter((path) => CHECKED.test(path) && path !== self);
}

function readIfPresent(path: string): string {
  try {
    return readFileSync(`${root}${path}`, 'utf8');
  } catch {
    return ''; // deleted in the work tree but not yet in the index
  }
}

describe('doc citations', () => {
  it('cite only documents inside the repository', () => {
    const offending = checkedFiles().flatMap((path) =>
      readIfPresent(path)
        .split('\n')
        .flatMap((line, index) => (OUTSIDE_CITATIONS.some((pattern) => pattern.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offending, 'cite docs/ instead (docs/product-rules.md, docs/back-office.md, docs/api.md)').toEqual([]);
  });
});
