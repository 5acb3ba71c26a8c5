import { describe, expect, it } from 'vitest';
import { failureReason, failureText, refusedSeats, type Refusal } from './error-messages';

const FALLBACK = { title: 'Booking Failed', description: 'Failed to process your booking. Please try again.' };
const refusal = (code: Refusal['code'], message: string, details?: Record<string, unknown>): Refusal => ({ code, message, details });

describe('failureText', () => {
  it('titles a booking refusal and keeps the API message under it', () => {
    expect(failureText(refusal('SOLD_OUT', 'This show is sold out.'), FALLBACK)).toEqual({ title: 'Sold Out', description: 'This show is sold out.' });
    expect(failureText(refusal('SEAT_UNAVAILABLE', 'This seat is already booked.', { seats: ['C7'] }), FALLBACK)).toEqual({
      title: 'Seat Unavailable',
      description: 'This seat is already booked.',
    });
    expect(failureText(refusal('SHOW_STARTED', 'This show has already started. Please choose a later show.'), FALLBACK)).toEqual({
      title: 'Booking Closed',
      description: 'This show has already started. Please choose a later show.',
    });
    expect(failureText(refusal('SHOW_CLOSED', 'This show is no longer open for booking.'), FALLBACK).title).toBe('Booking Closed');
  });

  it('calls seats that are not seats of the show unavailable; other bad input gets the fallback', () => {
    expect(failureText(refusal('VALIDATION_ERROR', 'This seat is not available.', { seats: ['Z99'] }), FALLBACK)).toEqual({
      title: 'Seat Unavailable',
      description: 'This seat is not available.',
    });
    expect(failureText(refusal('VALIDATION_ERROR', 'Invalid input', { path: 'seats' }), FALLBACK)).toBe(FALLBACK);
  });

  it('says how many points are missing, from the details', () => {
    expect(failureText(refusal('INSUFFICIENT_POINTS', 'Insufficient Points: you need 40 more points.', { missing: 40 }), FALLBACK)).toEqual({
      title: 'Insufficient Points',
      description: 'You need 40 more points.',
    });
    expect(failureText(refusal('INSUFFICIENT_POINTS', 'You need 5 more points.'), FALLBACK).description).toBe('You need 5 more points.');
  });

  it("gives an answer's refusals their titles", () => {
    expect(failureText(refusal('ALREADY_ANSWERED', 'You have already answered this question'), FALLBACK)).toEqual({ title: 'You have already answered this question' });
    expect(failureText(refusal('BOOKING_REQUIRED', 'Book a seat to answer it.'), FALLBACK)).toEqual({ title: 'Booking required', description: 'Book a seat to answer it.' });
    expect(failureText(refusal('QUESTION_NOT_OPEN', 'This question opens when the show starts.'), FALLBACK)).toEqual({
      title: 'Not open',
      description: 'This question opens when the show starts.',
    });
  });

  it('says a session that has finished is why an admin action failed', () => {
    const message = 'This session has finished: its members have watched it, so it cannot be cancelled.';
    expect(failureText(refusal('SESSION_COMPLETED', message), FALLBACK)).toEqual({ title: 'Session finished', description: message });
    expect(failureReason(refusal('SESSION_COMPLETED', message))).toBe(message);
  });

  it('falls back for a code without a text of its own, and for no refusal', () => {
    expect(failureText(refusal('INTERNAL', 'Something went wrong. Please try again.'), FALLBACK)).toBe(FALLBACK);
    expect(failureText(refusal('HTTP_502', 'Bad Gateway'), FALLBACK)).toBe(FALLBACK);
    expect(failureText(null, FALLBACK)).toBe(FALLBACK);
  });
});

describe('failureReason', () => {
  it("says a failed bulk item's reason in one sentence: the API's message for a code without a text of its own", () => {
    expect(failureReason({ code: 'NOT_FOUND', message: 'Asset not found' })).toBe('Asset not found');
    expect(failureReason({ code: 'CONCURRENT_UPDATE', message: 'Many people are doing this right now. Please try again.' })).toBe(
      'Many people are doing this right now. Please try again.',
    );
    expect(failureReason({ code: 'INTERNAL', message: 'Something went wrong. Please try again.' })).toBe('Something went wrong. Please try again.');
  });

  it('says the text failureText gives a code that has one', () => {
    expect(failureReason(refusal('INSUFFICIENT_POINTS', 'Insufficient Points: you need 40 more points.', { missing: 40 }))).toBe('You need 40 more points.');
    expect(failureReason(refusal('ALREADY_ANSWERED', 'You have already answered this question'))).toBe('You have already answered this question');
  });
});

describe('refusedSeats', () => {
  it('reads the seat labels of the details, nothing else', () => {
    expect(refusedSeats({ seats: ['A1', 7, 'B2'] })).toEqual(['A1', 'B2']);
    expect(refusedSeats({ seats: 'A1' })).toEqual([]);
    expect(refusedSeats(undefined)).toEqual([]);
  });
});
