import { FEW_LEFT_THRESHOLD } from '../constants';

export type Availability = 'Sold Out' | 'Few Left' | 'Available';

export const seatsLeft = (totalSeats: number, bookedSeats: number) => Math.max(totalSeats - bookedSeats, 0);

/** The session card's badge: Sold Out with no seats left, Few Left under 20 left, otherwise Available. */
export function availabilityBadge(seatsRemaining: number): Availability {
  if (seatsRemaining <= 0) return 'Sold Out';
  if (seatsRemaining < FEW_LEFT_THRESHOLD) return 'Few Left';
  return 'Available';
}
