import { describe, expect, it } from 'vitest';
import { clashDays, screenClashes, screenClashNotice, type PlannedShow, type ScreenShow } from './screen-clash';

const show = (overrides: Partial<ScreenShow> = {}): ScreenShow => ({
  id: 'dune',
  screenId: 'screen-1',
  movieTitle: 'Dune: Part Two',
  date: '2027-03-12',
  time: '19:00',
  durationMinutes: 165,
  status: 'scheduled',
  ...overrides,
});
const planned = (overrides: Partial<PlannedShow> = {}): PlannedShow => ({ screenId: 'screen-1', date: '2027-03-12', time: '20:00', durationMinutes: 120, ...overrides });
const titles = (plan: PlannedShow, shows: ScreenShow[], timeZone = 'UTC') => screenClashes(plan, shows, timeZone).map((clash) => clash.movieTitle);

describe('two shows on one screen at once', () => {
  it('names a show whose running time overlaps, with its end on the venue\'s clock', () => {
    expect(screenClashes(planned(), [show()], 'UTC')).toEqual([{ movieTitle: 'Dune: Part Two', date: '2027-03-12', time: '19:00', endTime: '21:45', lengthKnown: true }]);
    // Starting before the other and running into it is as much a clash.
    expect(titles(planned({ time: '17:30' }), [show()])).toEqual(['Dune: Part Two']);
  });

  it('does not count a show ending as the other starts, either way round', () => {
    expect(titles(planned({ time: '21:45' }), [show()])).toEqual([]);
    expect(titles(planned({ time: '17:00', durationMinutes: 120 }), [show()])).toEqual([]);
    expect(titles(planned({ time: '17:05', durationMinutes: 120 }), [show()])).toEqual(['Dune: Part Two']);
    expect(titles(planned({ time: '21:40' }), [show()])).toEqual(['Dune: Part Two']);
  });

  it('ignores cancelled shows and shows on other screens, and counts ongoing and completed ones', () => {
    expect(titles(planned(), [show({ status: 'cancelled' }), show({ id: 'other', screenId: 'screen-2' })])).toEqual([]);
    expect(titles(planned(), [show({ status: 'ongoing' })])).toEqual(['Dune: Part Two']);
    expect(titles(planned(), [show({ status: 'completed' })])).toEqual(['Dune: Part Two']);
  });

  it('does not clash an edited session with itself, only with the others', () => {
    const shows = [show(), show({ id: 'heat', movieTitle: 'Heat', time: '21:00' })];
    expect(titles(planned({ id: 'dune', time: '19:30' }), shows)).toEqual(['Heat']);
    expect(titles(planned({ id: 'dune', time: '19:00' }), [show()])).toEqual([]);
  });

  it('counts a show of unknown length, or a planned one, as 3 hours', () => {
    expect(screenClashes(planned({ time: '21:55' }), [show({ durationMinutes: null })], 'UTC')).toMatchObject([{ endTime: '22:00', lengthKnown: false }]);
    expect(titles(planned({ time: '22:00' }), [show({ durationMinutes: null })])).toEqual([]);
    expect(titles(planned({ time: '16:00', durationMinutes: null }), [show()])).toEqual([]);
    expect(titles(planned({ time: '16:05', durationMinutes: null }), [show()])).toEqual(['Dune: Part Two']);
  });

  it("finds a late show of the day before running past midnight, on the venue's clock across a daylight-saving change", () => {
    // New York's clocks go forward at 02:00 on 2027-03-14: 23:00 + 3 h ends at 03:00 (EDT), not 02:00.
    const late = show({ id: 'late', movieTitle: 'Late Show', date: '2027-03-13', time: '23:00', durationMinutes: null });
    expect(screenClashes(planned({ date: '2027-03-14', time: '01:55' }), [late], 'America/New_York')).toMatchObject([{ endTime: '03:00' }]);
    expect(titles(planned({ date: '2027-03-14', time: '03:00' }), [late], 'America/New_York')).toEqual([]);
    expect(clashDays('2027-03-01')).toEqual({ from: '2027-02-28', to: '2027-03-02' });
  });

  it('lists several clashes by start', () => {
    const shows = [show({ id: 'heat', movieTitle: 'Heat', time: '21:00' }), show()];
    expect(titles(planned({ durationMinutes: 90 }), shows)).toEqual(['Dune: Part Two', 'Heat']);
  });
});

describe('the notice', () => {
  const normalise = (text: string | null) => text?.replace(/\u202f/g, ' ');

  it('names the screen and the show with its times as the tickets write them', () => {
    expect(normalise(screenClashNotice('Screen 1', '2027-03-12', screenClashes(planned(), [show()], 'UTC')))).toBe('Screen 1 already has Dune: Part Two at 7:00 PM - 9:45 PM.');
  });

  it("says another day's show's day, a show of unknown length's counted length, and joins several", () => {
    const shows = [
      show({ id: 'late', movieTitle: 'Late Show', date: '2027-03-11', time: '23:30', durationMinutes: null }),
      show({ id: 'matinee', movieTitle: 'Matinee', time: '00:30', durationMinutes: 90 }),
      show({ id: 'noon', movieTitle: 'Noon', time: '01:30', durationMinutes: 60 }),
    ];
    expect(normalise(screenClashNotice('Screen 2', '2027-03-12', screenClashes(planned({ time: '00:00', durationMinutes: 120 }), shows, 'UTC')))).toBe(
      'Screen 2 already has Late Show on Thu, Mar 11 at 11:30 PM - 2:30 AM (length unknown, counted as 3 hours), Matinee at 12:30 AM - 2:00 AM and Noon at 1:30 AM - 2:30 AM.',
    );
  });

  it('is null without a clash', () => {
    expect(screenClashNotice('Screen 1', '2027-03-12', [])).toBeNull();
  });
});
