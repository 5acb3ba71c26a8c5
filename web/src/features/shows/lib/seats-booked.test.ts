import type { SessionSummary } from '@shared/api/routes/booking';
import { describe, expect, it } from 'vitest';
import { withSeatsBooked } from './seats-booked';

const show = (id: string, totalSeats: number, bookedSeats: number) =>
  ({ id, totalSeats, bookedSeats, seatsLeft: totalSeats - bookedSeats }) as SessionSummary;

describe('withSeatsBooked', () => {
  it("counts the booking's seats on its show alone", () => {
    const listing = { items: [show('a', 93, 0), show('b', 210, 2)] };
    expect(withSeatsBooked(listing, 'b', 3).items.map(({ id, bookedSeats, seatsLeft }) => [id, bookedSeats, seatsLeft])).toEqual([
      ['a', 0, 93],
      ['b', 5, 205],
    ]);
  });

  it('never says fewer than no seats left', () => {
    expect(withSeatsBooked({ items: [show('a', 4, 3)] }, 'a', 2).items[0].seatsLeft).toBe(0);
  });

  it('leaves a listing without the show as it was', () => {
    const listing = { items: [show('a', 93, 0)] };
    expect(withSeatsBooked(listing, 'z', 1).items).toEqual(listing.items);
  });
});
