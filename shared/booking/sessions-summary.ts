import type { SessionsSummary } from '../api/routes/booking';

/** What the summary keeps of a show: where, which day and when it starts, not its card. */
export interface SummarizedShow {
  movieTitle: string;
  venue: string;
  location: string;
  date: string;
  /** The start as an instant (ISO). */
  startsAt: string;
}

/** One group of the summary, read back: a day's shows of one movie at one venue and location. */
export interface ShowGroup {
  movieTitle: string;
  venue: string;
  location: string;
  date: string;
  shows: number;
  lastStartsAt: string;
}

type Group = SessionsSummary['days'][number]['groups'][number];

/** A list of distinct values in the order first met, and each value's place in it. */
function valueList() {
  const values: string[] = [];
  const places = new Map<string, number>();
  const placeOf = (value: string) => {
    let place = places.get(value);
    if (place === undefined) {
      place = values.push(value) - 1;
      places.set(value, place);
    }
    return place;
  };
  return { values, placeOf };
}

/**
 * The shows of `days` (the range asked for, every day listed even without shows) as the summary the
 * Shows page's date strip and filters read: a day's shows of one movie, venue and location are one
 * group, counted, with the latest start (whether the day still has a show to start). A big chain's
 * week is some 2,300 cards; the summary is a small fraction of their bytes (docs/performance.md).
 */
export function summarizeSessions(shows: SummarizedShow[], days: string[]): SessionsSummary {
  const movies = valueList();
  const venues = valueList();
  const locations = valueList();
  const groupsByDay = new Map(days.map((date) => [date, new Map<string, Group>()]));
  for (const show of shows) {
    const groups = groupsByDay.get(show.date);
    if (!groups) continue;
    const place = [movies.placeOf(show.movieTitle), venues.placeOf(show.venue), locations.placeOf(show.location)] as const;
    const key = place.join(' ');
    const group = groups.get(key);
    if (!group) groups.set(key, [...place, 1, show.startsAt]);
    else {
      group[3] += 1;
      if (Date.parse(show.startsAt) > Date.parse(group[4])) group[4] = show.startsAt;
    }
  }
  return {
    movies: movies.values,
    venues: venues.values,
    locations: locations.values,
    days: days.map((date) => ({ date, groups: [...groupsByDay.get(date)!.values()] })),
  };
}

/** The summary's groups with their movie, venue and location spelled out, for the page to filter as it filters cards. */
export const showGroups = (summary: SessionsSummary): ShowGroup[] =>
  summary.days.flatMap(({ date, groups }) =>
    groups.map(([movie, venue, location, shows, lastStartsAt]) => ({
      movieTitle: summary.movies[movie],
      venue: summary.venues[venue],
      location: summary.locations[location],
      date,
      shows,
      lastStartsAt,
    })),
  );

/** How many shows each value of `valueOf` has over the groups (a filter's chips fold to the values with the most). */
export function showCounts(groups: ShowGroup[], valueOf: (group: ShowGroup) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const group of groups) counts.set(valueOf(group), (counts.get(valueOf(group)) ?? 0) + group.shows);
  return counts;
}
