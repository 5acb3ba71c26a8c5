import type { ReactNode } from 'react';
import type { MailPayloads } from '../../data/outbox';
import type { MailPreference } from '../../../shared/schemas/profile';
import { formatLongDate, formatTime } from '../../../shared/booking/format';
import { zonedClock, zonedDateKey } from '../../../shared/check-in';

/** A mail before rendering: its React body and the same words as plain text. */
export interface ComposedMail {
  subject: string;
  /** The line an inbox shows beside the subject. */
  preview: string;
  body: ReactNode;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Where links in a mail lead: the stage's own site. */
export interface MailLinks {
  siteUrl: string;
}

/**
 * One kind of mail: which preference turns it off (null: it answers the member's own action, or goes
 * to someone who is no member, and is always sent) and how its payload becomes a mail.
 */
export interface MailTemplate<K extends keyof MailPayloads> {
  preference: MailPreference | null;
  compose(payload: MailPayloads[K], links: MailLinks): ComposedMail;
}

/** "Saturday, November 28, 2026 at 8:00 PM" on the venue's clock (UTC when unknown), as the app and the tickets write a show's start. */
export function showTime(startsAt: string, timeZone?: string): string {
  const instant = new Date(startsAt);
  return `${formatLongDate(zonedDateKey(instant, timeZone))} at ${formatTime(zonedClock(instant, timeZone))}`;
}

export const seatsText = (seats: string[]) => `${seats.length === 1 ? 'Seat' : 'Seats'} ${seats.join(', ')}`;
