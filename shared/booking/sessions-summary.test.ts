import { describe, expect, it } from 'vitest';
import { showCounts, showGroups, summarizeSessions, type SummarizedShow } from './sessions-summary';

const show = (movieTitle: string, venue: string, location: string, startsAt: string): SummarizedShow => ({
  movieTitle,
  venue,
  location,
  date: startsAt.slice(0, 10),
  startsAt,
});

const days = ['2031-03-01', '2031-03-02', '2031-03-03'];

describe('summarizeSessions', () => {
  it("counts a day's shows of one movie, venue and location as one group with its latest start, each value listed once", () => {
    const summary = summarizeSessions(
      [
        show('Dune', 'Odeon', 'Leeds', '2031-03-01T20:00:00.000Z'),
        show('Alien', 'Odeon', 'Leeds', '2031-03-01T18:00:00.000Z'),
        show('Dune', 'Odeon', 'Leeds', '2031-03-01T14:00:00.000Z'),
        show('Dune', 'Rex', 'York', '2031-03-03T19:30:00.000Z'),
      ],
      days,
    );
    expect(summary).toEqual({
      movies: ['Dune', 'Alien'],
      venues: ['Odeon', 'Rex'],
      locations: ['Leeds', 'York'],
      days: [
        { date: '2031-03-01', groups: [[0, 0, 0, 2, '2031-03-01T20:00:00.000Z'], [1, 0, 0, 1, '2031-03-01T18:00:00.000Z']] },
        { date: '2031-03-02', groups: [] },
        { date: '2031-03-03', groups: [[0, 1, 1, 1, '2031-03-03T19:30:00.000Z']] },
      ],
    });
  });

  it('compares starts as instants, whatever their offsets, and leaves out a show outside the days', () => {
    const summary = summarizeSessions(
      [
        { ...show('Dune', 'Odeon', 'Leeds', '2031-03-01T23:00:00.000+01:00'), date: '2031-03-01' },
        show('Dune', 'Odeon', 'Leeds', '2031-03-01T22:30:00.000Z'),
        show('Dune', 'Odeon', 'Leeds', '2031-03-04T20:00:00.000Z'),
      ],
      days,
    );
    expect(summary.days[0].groups).toEqual([[0, 0, 0, 2, '2031-03-01T22:30:00.000Z']]);
    expect(summary.days.map((day) => day.date)).toEqual(days);
  });
});

describe('showGroups and showCounts', () => {
  it('read the groups back with their values spelled out, and count the shows of each value', () => {
    const shows = [
      show('Dune', 'Odeon', 'Leeds', '2031-03-01T20:00:00.000Z'),
      show('Dune', 'Odeon', 'Leeds', '2031-03-01T14:00:00.000Z'),
      show('Alien', 'Rex', 'Leeds', '2031-03-02T18:00:00.000Z'),
    ];
    const groups = showGroups(summarizeSessions(shows, days));
    expect(groups).toEqual([
      { movieTitle: 'Dune', venue: 'Odeon', location: 'Leeds', date: '2031-03-01', shows: 2, lastStartsAt: '2031-03-01T20:00:00.000Z' },
      { movieTitle: 'Alien', venue: 'Rex', location: 'Leeds', date: '2031-03-02', shows: 1, lastStartsAt: '2031-03-02T18:00:00.000Z' },
    ]);
    expect(showCounts(groups, (group) => group.movieTitle)).toEqual(new Map([['Dune', 2], ['Alien', 1]]));
    expect(showCounts(groups, (group) => group.location)).toEqual(new Map([['Leeds', 3]]));
  });
});
