import { describe, expect, it } from 'vitest';
import { SHOWS_PER_PAGE, dayListing } from './day-listing';

const DAY = '2026-11-28';
const BEFORE_ANY = new Date(`${DAY}T08:00:00Z`);

/** A show at `time` (UTC venue) on DAY. */
const show = (time: string, venue: string, screen: string | null = null) => ({
  time,
  startsAt: `${DAY}T${time}:00.000Z`,
  durationMinutes: 120,
  venue,
  screen,
});

/** `count` shows, one a minute from 10:00, each at its own venue. */
const showsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => show(`${String(10 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`, `Venue ${i}`));

describe('dayListing', () => {
  it('draws a day of 24 shows or fewer whole, with no count and no button', () => {
    const day = showsOf(SHOWS_PER_PAGE);
    expect(dayListing(day, 1, BEFORE_ANY)).toEqual({ shown: day, status: null, more: null });
  });

  it('draws 24 of a big day, then 24 more a press, saying how many are drawn and how many are left', () => {
    const day = showsOf(300);
    expect(dayListing(day, 1, BEFORE_ANY)).toMatchObject({ status: 'Showing 24 of 300 shows', more: 'Show 24 more (276 left)' });
    const second = dayListing(day, 2, BEFORE_ANY);
    expect(second.shown).toEqual(day.slice(0, 48));
    expect(second).toMatchObject({ status: 'Showing 48 of 300 shows', more: 'Show 24 more (252 left)' });
  });

  it('names the last few, then has no button once every show is drawn', () => {
    expect(dayListing(showsOf(30), 1, BEFORE_ANY).more).toBe('Show the last 6');
    expect(dayListing(showsOf(25), 1, BEFORE_ANY).more).toBe('Show the last show');
    expect(dayListing(showsOf(30), 2, BEFORE_ANY)).toMatchObject({ status: 'Showing all 30 shows', more: null });
    expect(dayListing(showsOf(30), 2, BEFORE_ANY).shown).toHaveLength(30);
  });

  it('puts the shows in the order they start, those at the same time by venue, then screen', () => {
    const day = [show('21:00', 'Avenue', 'Screen 1'), show('09:30', 'Riverside', 'Screen 2'), show('18:00', 'Riverside', 'Screen 2'), show('18:00', 'Avenue'), show('18:00', 'Riverside', 'Screen 1')];
    expect(dayListing(day, 1, BEFORE_ANY).shown).toEqual([day[1], day[3], day[4], day[2], day[0]]);
  });

  it('puts the shows that had started when the day was ordered after those still to start, so late in the day the first page takes bookings', () => {
    const day = showsOf(30);
    const at1015 = new Date(`${DAY}T10:15:00Z`);
    // 10:00 to 10:15 have started (a show takes bookings until its start).
    expect(dayListing(day, 2, at1015).shown).toEqual([...day.slice(16), ...day.slice(0, 16)]);
  });
});
