import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lambdaEntries } from '../../scripts/bench/lambdas';

/**
 * The cold-import benchmark (docs/performance.md, "Lambda cold start") measures every function the CDK
 * deploys: each `entry: '...'` of a function in `infra/` is one of its entries (the domain functions'
 * templated entry is the route table's domains, which the benchmark derives the same way).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));

function typeScriptFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? typeScriptFilesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

describe('the cold-import benchmark', () => {
  it('bundles every Lambda entry the infrastructure deploys', () => {
    const deployed = typeScriptFilesUnder(join(root, 'infra')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bentry: '([^']+\.ts)'/g)].map((match) => ({ file: relative(root, file), entry: match[1] })),
    );
    expect(deployed.length).toBeGreaterThan(5);
    const benched = new Set(lambdaEntries().map(({ entry }) => entry));
    expect(deployed.filter(({ entry }) => !benched.has(entry))).toEqual([]);
  });
});
