import { randomUUID } from 'node:crypto';
import { showStart } from '../../shared/booking/availability';
import type { MailKind } from './entities/outbox-mail';
import { keyCursor, readFromCursor } from './cursor';
import { db } from './service';
import { type TransactionEntities, type TransactionWrite } from './transactions';
import { isConditionFailure } from './write-errors';

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

/** The outbox item of a mail, as queued: pending and due at once. */
function outboxItem(mail: QueuedMail, now: Date) {
  const at = now.toISOString();
  return {
    mailId: mail.mailId ?? randomUUID(),
    kind: mail.kind,
    ...('memberId' in mail.to ? { memberId: mail.to.memberId } : { toAddress: mail.to.address }),
    payload: JSON.stringify(mail.payload),
    status: 'pending' as const,
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
  };
}

/**
 * The outbox item of a mail as one write of the transaction that causes it. Created only if absent:
 * a mail with a fixed id is queued once however often its cause runs.
 */
export function outboxWrite(entities: TransactionEntities, mail: QueuedMail, now = new Date()): TransactionWrite<'mail'> {
  return { role: 'mail', key: mail.kind, item: entities.outboxMail.create(outboxItem(mail, now)).commit() };
}

/**
 * Queues a mail whose cause is a moment, not a write (a show's reminder), under its fixed id: created
 * only if absent, so it is queued once however often the job runs. False when it was queued already.
 */
export async function queueMailOnce(mail: QueuedMail & { mailId: string }, now = new Date()): Promise<boolean> {
  try {
    await db.entities.outboxMail.create(outboxItem(mail, now)).go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Which of these mail ids are queued already (sent or not), one batch read. */
export async function queuedMailIds(mailIds: string[]): Promise<Set<string>> {
  if (mailIds.length === 0) return new Set();
  const { data } = await db.entities.outboxMail.get(mailIds.map((mailId) => ({ mailId }))).go();
  return new Set(data.map((mail) => mail.mailId));
}

/**
 * Mail that failed every try, newest first, for admins (the status index's `failed` partition), a page
 * at a time from a client's cursor (400 unless it is a key of this index).
 */
export async function failedMailPage(limit: number, clientCursor?: string) {
  const cursor = keyCursor(clientCursor, 'gsi1');
  const { data, cursor: next } = await readFromCursor(cursor, () =>
    db.entities.outboxMail.query.byStatus({ status: 'failed' }).go({ order: 'desc', limit, cursor }),
  );
  return { mails: data, nextCursor: next ?? undefined };
}

/**
 * Queues a failed mail again, due now with a fresh set of tries, on condition that it is still failed
 * (two admins clicking at once queue it once). False when it is not a failed mail.
 */
export async function requeueFailedMail(mailId: string, now = new Date()): Promise<boolean> {
  try {
    await db.entities.outboxMail
      .patch({ mailId })
      .set({ status: 'pending', attempts: 0, nextAttemptAt: now.toISOString() })
      .where((attr, op) => op.eq(attr.status, 'failed'))
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A show's reminder goes once per booking: its outbox item's id is the booking's. */
export const reminderMailId = (bookingCode: string) => `reminder#${bookingCode}`;

/** A live game is announced once to each member: its outbox item's id is the game's and the member's. */
export const liveGameMailId = (gameId: string, memberId: string) => `liveGame#${gameId}#${memberId}`;

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
