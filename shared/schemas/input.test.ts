import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { calendarDate, digits, displayText, isCalendarDate, positiveId, TEXT_NOT_ALLOWED } from './input';

describe('calendar dates', () => {
  it('takes real days of 2000-2100 only', () => {
    for (const day of ['2000-01-01', '2024-02-29', '2026-12-31', '2100-12-31']) expect(isCalendarDate(day), day).toBe(true);
    for (const day of ['1999-12-31', '2101-01-01', '0000-01-01', '9999-12-31', '2026-02-30', '2025-02-29', '2026-13-01', '2026-00-10', '2026-1-01', '20260101', '2026-01-01T00:00']) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });

  it('gives the field its own message', () => {
    expect(calendarDate('Please select a date').safeParse('2026-02-30').error?.issues[0].message).toBe('Please select a date');
    expect(calendarDate().safeParse(' 2026-03-01 ').data).toBe('2026-03-01');
  });
});

describe('whole numbers from paths and queries', () => {
  const limit = digits(z.number().int().min(1).max(100));

  it('reads canonical digits, and numbers as they are', () => {
    expect(limit.parse('7')).toBe(7);
    expect(limit.parse(7)).toBe(7);
    expect(positiveId('Not found').parse('1012')).toBe(1012);
  });

  it('refuses every other spelling of a number', () => {
    for (const text of ['07', '+7', '7.0', '0x7', ' 7', '7 ', '1e1', '-7', '', 'seven', '9'.repeat(17)]) {
      expect(limit.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
    expect(positiveId('Not found').safeParse('0').error?.issues[0].message).toBe('Not found');
    expect(limit.safeParse('500').success).toBe(false);
  });
});

describe('display text', () => {
  it('refuses control, bidi and lone-surrogate characters, keeping the chain of string checks', () => {
    const name = displayText().trim().min(1).max(10);
    expect(name.parse('  Zoë 🎬 ')).toBe('Zoë 🎬');
    for (const text of ['A\u0000', 'A\u202Eb', 'A\uD800', 'A\nB']) expect(name.safeParse(text).error?.issues[0].message, JSON.stringify(text)).toBe(TEXT_NOT_ALLOWED);
    expect(name.safeParse('x'.repeat(11)).success).toBe(false);
  });

  it('lets line breaks and tabs through multi-line text only', () => {
    const review = displayText({ multiline: true });
    expect(review.parse('Great.\r\nWould\twatch again.\n')).toBe('Great.\r\nWould\twatch again.\n');
    expect(review.safeParse('Great.\u0000').success).toBe(false);
    expect(review.safeParse('Great \u2066x\u2069').success).toBe(false);
  });

  it('says the field is missing in its own words', () => {
    expect(displayText({ error: 'Name is required' }).safeParse(undefined).error?.issues[0].message).toBe('Name is required');
  });
});
