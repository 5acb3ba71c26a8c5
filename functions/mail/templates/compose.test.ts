import { describe, expect, it } from 'vitest';
import { formatLongDate, formatTime } from '../../../shared/booking/format';
import { showTime } from './compose';

describe("a show's start in a mail", () => {
  it("is written on the venue's clock as the app and the tickets write it (en-US)", () => {
    expect(showTime('2026-11-28T19:00:00.000Z', 'America/New_York')).toMatch(/^Saturday, November 28, 2026 at 2:00\sPM$/u);
    expect(showTime('2026-11-28T19:00:00.000Z', 'America/New_York')).toBe(`${formatLongDate('2026-11-28')} at ${formatTime('14:00')}`);
    expect(showTime('2026-11-28T23:30:00.000Z', 'Pacific/Kiritimati')).toBe(`${formatLongDate('2026-11-29')} at ${formatTime('13:30')}`);
  });
});
