import { describe, expect, it } from 'vitest';
import { ERROR_MS_PER_WORD, TOAST_DURATION_MS, toastDuration } from './toast-duration';

describe('toastDuration', () => {
  it('keeps a success or a notice 5 s, however long', () => {
    expect(toastDuration({ title: 'Booking Confirmed!', variant: 'success' })).toBe(TOAST_DURATION_MS);
    expect(toastDuration({ title: 'Check your email!', description: 'Please confirm your email to complete registration.' })).toBe(TOAST_DURATION_MS);
  });

  it('keeps an error 5 s more than its words take to read slowly, so a longer one stays longer', () => {
    const short = toastDuration({ title: 'Failed to Send', variant: 'error' });
    const long = toastDuration({ title: 'Booking Failed', description: 'Failed to process your booking. Please try again.', variant: 'error' });
    expect(short).toBe(TOAST_DURATION_MS + 3 * ERROR_MS_PER_WORD);
    expect(long).toBe(TOAST_DURATION_MS + 10 * ERROR_MS_PER_WORD);
    expect(long).toBeGreaterThanOrEqual(10_000);
  });
});
