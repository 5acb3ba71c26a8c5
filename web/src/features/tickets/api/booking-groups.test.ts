import type { Ticket } from '@shared/api/routes/booking';
import { describe, expect, it } from 'vitest';
import { groupByBooking } from './booking-groups';

const session = { id: 's1', date: '2026-11-23', time: '20:00', movieTitle: 'Film', posterUrl: null, venue: 'Venue', location: 'Town', startsAt: '2026-11-23T20:00:00.000Z', durationMinutes: 120, timeZone: 'UTC' };
const ticket = (bookingCode: string, seat: string, extra: Partial<Ticket> = {}): Ticket => ({
  id: `${bookingCode}-${seat}`,
  bookingCode,
  seat,
  price: 10,
  status: 'confirmed',
  createdAt: '2026-11-22T10:00:00.000Z',
  checkedInAt: null,
  session,
  ...extra,
});

describe('groupByBooking', () => {
  it('makes one booking per code with its seats in seat-map order and its total, keeping the list order', () => {
    const groups = groupByBooking([ticket('BK-2', 'B10'), ticket('BK-2', 'B2', { price: 25 }), ticket('BK-1', 'A1'), ticket('BK-2', 'A3')]);
    expect(groups.map((g) => [g.bookingCode, g.seats, g.totalPrice])).toEqual([
      ['BK-2', ['A3', 'B2', 'B10'], 45],
      ['BK-1', ['A1'], 10],
    ]);
  });

  it('marks a booking checked in when its seats are', () => {
    const at = '2026-11-23T19:10:00.000Z';
    const [booking] = groupByBooking([ticket('BK-1', 'A1', { checkedInAt: at }), ticket('BK-1', 'A2', { checkedInAt: at })]);
    expect(booking.checkedInAt).toBe(at);
  });

  it('gives nothing for no tickets', () => {
    expect(groupByBooking([])).toEqual([]);
  });
});
