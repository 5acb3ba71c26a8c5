import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOME_FIRST_READS } from './home';

const indexHtml = readFileSync(new URL('../../../../index.html', import.meta.url), 'utf8');
const preloads = [...indexHtml.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin \/>/g)].map((m) => m[1].replaceAll('&amp;', '&'));

describe("index.html's preloads", () => {
  it("are exactly home's first reads, plus /config.json", () => {
    expect(preloads).toEqual([...HOME_FIRST_READS, '/config.json']);
  });
});
