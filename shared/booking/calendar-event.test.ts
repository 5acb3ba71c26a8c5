import { describe, expect, it } from 'vitest';
import { showStart } from './availability';
import { calendarFile } from './calendar-event';

describe('calendarFile', () => {
  const start = showStart({ sessionDate: '2026-07-04', sessionTime: '19:30' }, 'America/New_York');
  const file = calendarFile({
    uid: 'BK-1234@cinema',
    title: 'Dune, Part Two',
    start,
    end: new Date(start.getTime() + 166 * 60_000),
    location: 'Grand Cinema; Springfield',
    description: 'Seats A1, A2\nCode BK-1234',
    stamp: new Date('2026-06-01T10:00:00Z'),
  });

  it("writes the show's start on the venue's clock as a UTC instant, and its end", () => {
    // 19:30 in New York in July (EDT, UTC-4) is 23:30 UTC.
    expect(file).toContain('\r\nDTSTART:20260704T233000Z\r\n');
    expect(file).toContain('\r\nDTEND:20260705T021600Z\r\n');
    expect(file).toContain('\r\nDTSTAMP:20260601T100000Z\r\n');
  });

  it('is one VEVENT in a VCALENDAR with CRLF line ends and escaped text', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toContain('\n');
    expect(file).toContain('SUMMARY:Dune\\, Part Two\r\n');
    expect(file).toContain('LOCATION:Grand Cinema\\; Springfield\r\n');
    expect(file).toContain('DESCRIPTION:Seats A1\\, A2\\nCode BK-1234\r\n');
    expect(file).toContain('UID:BK-1234@cinema\r\n');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = calendarFile({ uid: 'x', title: 'É'.repeat(60), start, end: start, stamp: start });
    const lines = long.split('\r\n');
    const summary = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    expect(new TextEncoder().encode(lines[summary]).length).toBeLessThanOrEqual(75);
    expect(lines[summary + 1].startsWith(' ')).toBe(true);
    expect(lines[summary].slice('SUMMARY:'.length) + lines[summary + 1].slice(1) + (lines[summary + 2]?.startsWith(' ') ? lines[summary + 2].slice(1) : '')).toBe('É'.repeat(60));
  });
});
