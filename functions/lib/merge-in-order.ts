/**
 * The items of `sources`, each already in order, as one sequence in that order (`compare`, ties to the
 * earlier source). Each source's first item is asked for at once, all together; after that a source is
 * asked for its next item only when its last one has been taken, so a reader that stops early leaves
 * the rest unread.
 */
export async function* mergeInOrder<T>(sources: AsyncIterator<T>[], compare: (a: T, b: T) => number): AsyncGenerator<T> {
  const heads = await Promise.all(sources.map((source) => source.next()));
  try {
    for (;;) {
      let first = -1;
      heads.forEach((head, i) => {
        if (!head.done && (first < 0 || compare(head.value, heads[first].value as T) < 0)) first = i;
      });
      if (first < 0) return;
      yield heads[first].value as T;
      heads[first] = await sources[first].next();
    }
  } finally {
    await Promise.all(sources.map((source, i) => (heads[i]?.done ? undefined : source.return?.())));
  }
}
