import { randomUUID } from 'node:crypto';
import { showStart } from '../../shared/booking/availability';
import type { MailKind } from './entities/outbox-mail';
import type { TransactionEntities, TransactionWrite } from './transactions';

/** What each kind of mail's template needs, written into its outbox item when it is queued. */
export interface MailPayloads {
  invitation: { inviterName: string; friendName: string; referralCode: string; note?: string };
  bookingConfirmation: BookedShow & { totalPrice: number };
  showReminder: BookedShow;
  sessionCancelled: { movieTitle: string; startsAt: string; timeZone?: string; venue?: string; pointsRefunded: number };
  liveGameStarting: { movieTitle: string; sessionId: string; gameId: string };
}

/** A booking as its mails tell it. */
export interface BookedShow {
  bookingCode: string;
  sessionId: string;
  movieTitle: string;
  /** ISO instant of the show's start (worked out on its venue's clock). */
  startsAt: string;
  /** The venue's IANA zone: the mail shows the time on its clock. */
  timeZone?: string;
  durationMinutes?: number;
  venue?: string;
  location?: string;
  seats: string[];
}

/** One mail to queue: to a member (their address and preferences are read when it is sent) or to an address. */
export type QueuedMail = {
  [K in MailKind]: { kind: K; payload: MailPayloads[K]; to: { memberId: string } | { address: string }; mailId?: string };
}[MailKind];

/**
 * The outbox item of a mail as one write of the transaction that causes it. Created only if absent:
 * a mail with a fixed id (a show's reminder) is queued once however often its cause runs.
 */
export function outboxWrite(entities: TransactionEntities, mail: QueuedMail, now = new Date()): TransactionWrite<'mail'> {
  const at = now.toISOString();
  return {
    role: 'mail',
    key: mail.kind,
    item: entities.outboxMail
      .create({
        mailId: mail.mailId ?? randomUUID(),
        kind: mail.kind,
        ...('memberId' in mail.to ? { memberId: mail.to.memberId } : { toAddress: mail.to.address }),
        payload: JSON.stringify(mail.payload),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: at,
        createdAt: at,
      })
      .commit(),
  };
}

/** A session as its mails need it (the session item has these). */
interface MailedSession {
  sessionId: string;
  movieTitle: string;
  sessionDate: string;
  sessionTime: string;
  durationMinutes?: number;
  venueName?: string;
  location?: string;
}

/** A booking of a session as its confirmation and reminder tell it; the start is worked out on the venue's clock. */
export function bookedShow(session: MailedSession, timeZone: string, booking: { bookingCode: string; seats: string[] }): BookedShow {
  return {
    bookingCode: booking.bookingCode,
    sessionId: session.sessionId,
    movieTitle: session.movieTitle,
    startsAt: showStart(session, timeZone).toISOString(),
    timeZone,
    durationMinutes: session.durationMinutes,
    venue: session.venueName,
    location: session.location,
    seats: booking.seats,
  };
}
