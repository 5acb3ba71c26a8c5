import { describe, expect, it } from 'vitest';
import { FOLDED_OPTIONS, filterOptions } from './filter-options';

/** One count a value: the shows' values as the week's summary counts them. */
function counted(values: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe('filterOptions', () => {
  it('lists each value once, alphabetically, and folds nothing while the list is short', () => {
    const values = ['Dune', 'Alien', 'Dune', 'Cars', '', 'Alien'];
    expect(filterOptions(counted(values))).toEqual({ all: ['Alien', 'Cars', 'Dune'], folded: ['Alien', 'Cars', 'Dune'] });
  });

  it('does not fold a list that would hide only one or two options', () => {
    const ten = Array.from({ length: FOLDED_OPTIONS + 2 }, (_, i) => `Film ${String(i).padStart(2, '0')}`);
    expect(filterOptions(counted(ten)).folded).toEqual(ten);
  });

  it('folds a long list to the values the most shows have, kept in alphabetical order', () => {
    const films = Array.from({ length: 300 }, (_, i) => `Film ${String(i).padStart(3, '0')}`);
    // Films 290-297 have three shows each, Film 005 two, the rest one.
    const busy = films.slice(290, 298);
    const values = [...films, ...busy, ...busy, 'Film 005'];
    const { all, folded } = filterOptions(counted(values));
    expect(all).toHaveLength(300);
    expect(all[0]).toBe('Film 000');
    expect(folded).toEqual(busy);
  });

  it('breaks ties alphabetically, so the folded list does not change between loads of the same shows', () => {
    const films = Array.from({ length: 20 }, (_, i) => `Film ${String(19 - i).padStart(2, '0')}`);
    expect(filterOptions(counted(films)).folded).toEqual(['Film 00', 'Film 01', 'Film 02', 'Film 03', 'Film 04', 'Film 05', 'Film 06', 'Film 07']);
  });
});
