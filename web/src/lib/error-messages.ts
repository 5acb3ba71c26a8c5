import { MESSAGES } from '@shared/errors';
import type { ApiError } from './api-client';

/** What a toast says of a failed call. */
export interface FailureText {
  title: string;
  description?: string;
}

/**
 * The parts of an API error the texts are made from (its code is one some route sends); also a bulk
 * action's failed item, which has no details.
 */
export type Refusal = Pick<ApiError, 'code' | 'message'> & Partial<Pick<ApiError, 'details'>>;

/** The seat labels a booking refusal names in `details.seats` (taken, no longer for sale, or not a seat). */
export function refusedSeats(details: Record<string, unknown> | undefined): string[] {
  const seats = details?.seats;
  return Array.isArray(seats) ? seats.filter((label): label is string => typeof label === 'string') : [];
}

/**
 * The member's text for an API refusal, by its code and details (docs/product-rules.md, "Fixed
 * wording"): a fixed title with the API's message (which is the product's wording) under it; the
 * caller's `fallback` for a code without a text of its own, or no refusal at all.
 */
export function failureText(refusal: Refusal | null | undefined, fallback: FailureText): FailureText {
  if (!refusal) return fallback;
  const { code, message, details } = refusal;
  switch (code) {
    case 'SOLD_OUT':
      return { title: 'Sold Out', description: message };
    case 'SEAT_UNAVAILABLE':
      return { title: 'Seat Unavailable', description: message };
    case 'VALIDATION_ERROR':
      // A booking of seats that are not seats of the show at all.
      return refusedSeats(details).length > 0 ? { title: 'Seat Unavailable', description: message } : fallback;
    case 'SHOW_STARTED':
    case 'SHOW_CLOSED':
      return { title: 'Booking Closed', description: message };
    case 'INSUFFICIENT_POINTS': {
      const missing = Number(details?.missing);
      return { title: 'Insufficient Points', description: missing > 0 ? MESSAGES.insufficientPoints(missing) : message };
    }
    case 'ALREADY_ANSWERED':
      return { title: message };
    case 'BOOKING_REQUIRED':
      return { title: 'Booking required', description: message };
    case 'QUESTION_NOT_OPEN':
      return { title: 'Not open', description: message };
    case 'SESSION_COMPLETED':
      // An admin's cancel or edit of a show that has ended since the page was drawn.
      return { title: 'Session finished', description: message };
    default:
      return fallback;
  }
}

/**
 * Why one thing was refused, in one sentence (a bulk action's toast says it of its failed items):
 * failureText's text where the code has one, else the API's message.
 */
export function failureReason(refusal: Refusal): string {
  const { title, description } = failureText(refusal, { title: refusal.message });
  return description ?? title;
}
