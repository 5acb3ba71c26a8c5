import { describe, expect, it } from 'vitest';
import { bookingCheckedInAt, seatsByBooking } from './booking-groups';

const seat = (bookingCode: string, seatNumber: string) => ({ bookingCode, seatNumber });

describe('seatsByBooking', () => {
  it('puts the seats of one code together, bookings in the order of their first seat, seats in the order given', () => {
    const bookings = seatsByBooking([seat('BK-2', 'B10'), seat('BK-1', 'A1'), seat('BK-2', 'B2'), seat('BK-3', 'C1'), seat('BK-1', 'A2')]);
    expect([...bookings].map(([code, seats]) => [code, seats.map((s) => s.seatNumber)])).toEqual([
      ['BK-2', ['B10', 'B2']],
      ['BK-1', ['A1', 'A2']],
      ['BK-3', ['C1']],
    ]);
  });

  it('keeps the seat items themselves', () => {
    const items = [seat('BK-1', 'A1'), seat('BK-1', 'A2')];
    expect(seatsByBooking(items).get('BK-1')).toEqual(items);
    expect(seatsByBooking(items).get('BK-1')![0]).toBe(items[0]);
  });

  it('gives no booking for no seats', () => {
    expect(seatsByBooking([]).size).toBe(0);
  });
});

describe('bookingCheckedInAt', () => {
  it('is null until a seat is checked in, then the earliest check-in of its seats', () => {
    expect(bookingCheckedInAt([{ checkedInAt: null }, {}])).toBeNull();
    expect(bookingCheckedInAt([{}, { checkedInAt: '2026-11-23T19:12:00.000Z' }, { checkedInAt: '2026-11-23T19:10:00.000Z' }])).toBe('2026-11-23T19:10:00.000Z');
  });
});
