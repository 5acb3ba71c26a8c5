import { describe, expect, it } from 'vitest';
import { mergeInOrder } from './merge-in-order';

/** A source of `items` that records each item asked for. */
function source(items: number[], asked: string[], name: string): AsyncIterator<number> {
  return (async function* () {
    for (const item of items) {
      asked.push(`${name}${item}`);
      yield item;
    }
  })();
}

const byValue = (a: number, b: number) => a - b;

describe('mergeInOrder', () => {
  it('gives the items of sorted sources in one order, ties to the earlier source', async () => {
    const asked: string[] = [];
    const merged: number[] = [];
    for await (const item of mergeInOrder([source([1, 4, 4, 9], asked, 'a'), source([], asked, 'b'), source([2, 4, 10], asked, 'c')], byValue)) merged.push(item);
    expect(merged).toEqual([1, 2, 4, 4, 4, 9, 10]);
    expect(asked.indexOf('a4')).toBeLessThan(asked.indexOf('c4'));
  });

  it('asks every source for its first item, then a source only once its last item was taken', async () => {
    const asked: string[] = [];
    const merged: number[] = [];
    for await (const item of mergeInOrder([source([1, 2, 3], asked, 'a'), source([5, 6], asked, 'b')], byValue)) {
      merged.push(item);
      if (merged.length === 2) break;
    }
    expect(merged).toEqual([1, 2]);
    expect(asked).toEqual(['a1', 'b5', 'a2']);
  });
});
