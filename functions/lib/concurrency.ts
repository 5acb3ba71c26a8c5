import pLimit from 'p-limit';

/**
 * `fn` over every item, at most `concurrency` at once (p-limit): the results in the items' order, and
 * the first failure rejects, as Promise.all. For fan-outs that must not open more requests (DynamoDB
 * writes, socket posts) than a bound.
 */
export function mapConcurrently<T, R>(items: Iterable<T>, concurrency: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const limit = pLimit(concurrency);
  return Promise.all(Array.from(items, (item) => limit(() => fn(item))));
}
