/**
 * Pure values of the admin forms (docs/back-office.md, "Sessions") beside the API's own rules in shared/admin:
 * session times offered in 5-minute steps, category prices 0-10000 in steps of 0.01 shown rounded in pts.
 */
import { isCentStep, PRICE_MAX, PRICE_MIN } from './pricing';
import { SESSION_TIME_STEP_MINUTES } from './sessions';

const pad = (n: number) => String(n).padStart(2, '0');

/** "00:00", "00:05" ... "23:55": the session time choices. */
export function sessionTimeSlots(stepMinutes: number = SESSION_TIME_STEP_MINUTES): string[] {
  return Array.from({ length: Math.floor((24 * 60) / stepMinutes) }, (_, i) => {
    const minutes = i * stepMinutes;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  });
}

/** Whether a price is within 0-10000 with at most two decimals. */
export const isValidPrice = (price: number) => Number.isFinite(price) && price >= PRICE_MIN && price <= PRICE_MAX && isCentStep(price);

/** Prices are shown rounded, in pts. */
export const formatPoints = (price: number) => `${Math.round(price)} pts`;
