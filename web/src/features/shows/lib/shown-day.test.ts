import { describe, expect, it } from 'vitest';
import { shownDay, shownDayBeforeSummary } from './shown-day';

const DAYS = ['2026-11-29', '2026-11-30', '2026-12-01'];
const [TODAY, TOMORROW, AFTER] = DAYS;
/** Today 21:00 UTC: today's 20:00 show has started, its 22:00 one has not. */
const NOW = new Date(`${TODAY}T21:00:00Z`);
const group = (date: string, last: string) => ({ date, lastStartsAt: `${date}T${last}:00.000Z` });
const show = (date: string, time: string) => ({ startsAt: `${date}T${time}:00.000Z` });

describe('shownDay', () => {
  it('keeps the chosen day while it has shows, started or not', () => {
    expect(shownDay(DAYS, TODAY, [group(TODAY, '20:00'), group(TOMORROW, '18:00')], NOW)).toBe(TODAY);
    expect(shownDay(DAYS, AFTER, [group(TODAY, '22:00'), group(AFTER, '18:00')], NOW)).toBe(AFTER);
  });

  it('shows the first day with shows still to start when none is chosen or the chosen one has none', () => {
    expect(shownDay(DAYS, null, [group(TODAY, '22:00'), group(TOMORROW, '18:00')], NOW)).toBe(TODAY);
    expect(shownDay(DAYS, null, [group(TODAY, '20:00'), group(TOMORROW, '18:00')], NOW)).toBe(TOMORROW);
    expect(shownDay(DAYS, AFTER, [group(TODAY, '20:00'), group(TOMORROW, '18:00')], NOW)).toBe(TOMORROW);
  });

  it('falls back to the first day with any shows, and to none in an empty week', () => {
    expect(shownDay(DAYS, null, [group(TODAY, '20:00')], NOW)).toBe(TODAY);
    expect(shownDay(DAYS, null, [], NOW)).toBeNull();
  });
});

describe('shownDayBeforeSummary', () => {
  it("shows today from its own shows when one is still to start, as the summary would", () => {
    expect(shownDayBeforeSummary(TODAY, false, [show(TODAY, '20:00'), show(TODAY, '22:00')], NOW)).toBe(TODAY);
    expect(shownDay(DAYS, null, [group(TODAY, '22:00'), group(TOMORROW, '18:00')], NOW)).toBe(TODAY);
  });

  it('leaves the choice to the summary when all of today has started or today has no shows (the first open day may be any)', () => {
    expect(shownDayBeforeSummary(TODAY, false, [show(TODAY, '20:00')], NOW)).toBeNull();
    expect(shownDayBeforeSummary(TODAY, false, [], NOW)).toBeNull();
  });

  it('shows a chosen day with shows, started or not, and leaves a chosen day without any to the summary', () => {
    expect(shownDayBeforeSummary(TOMORROW, true, [show(TOMORROW, '18:00')], NOW)).toBe(TOMORROW);
    expect(shownDayBeforeSummary(TODAY, true, [show(TODAY, '20:00')], NOW)).toBe(TODAY);
    expect(shownDayBeforeSummary(AFTER, true, [], NOW)).toBeNull();
  });
});
