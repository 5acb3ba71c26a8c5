/** How many of a filter's options show while a long list is folded. */
export const FOLDED_OPTIONS = 8;

/** A list only folds when that hides at least this many options: folding away one or two saves nothing. */
const LEAST_HIDDEN = 3;

export interface FilterOptions {
  /** Every distinct value, alphabetical. */
  all: string[];
  /** The values a folded list shows: the most frequent (the films with the most shows), alphabetical; every value when the list is short. */
  folded: string[];
}

/**
 * A filter's options from how many shows each value has (the week's summary counts them). A big chain
 * lists hundreds of films in a week: a row of chips for each would be a wall on a phone, so a long list
 * folds to the values most shows have (docs/product-rules.md, "Booking"). An empty value is no option.
 */
export function filterOptions(counts: Map<string, number>): FilterOptions {
  const all = [...counts.keys()].filter(Boolean).sort((a, b) => a.localeCompare(b));
  if (all.length < FOLDED_OPTIONS + LEAST_HIDDEN) return { all, folded: all };
  const mostFrequent = new Set(
    [...all].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b)).slice(0, FOLDED_OPTIONS),
  );
  return { all, folded: all.filter((value) => mostFrequent.has(value)) };
}
