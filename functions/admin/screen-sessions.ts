import { mapConcurrently } from '../lib/concurrency';
import { conflict } from '../../shared/errors';
import { counterWrite } from '../data/counters';
import { db } from '../data/service';
import { ConditionFailed, transactionEntities as tx, writeTransaction } from '../data/transactions';
import { isConditionFailure } from '../data/write-errors';
import { sessionGateWrites, sessionHasBookings } from '../data/session-tally';
import { recountBookingsAhead } from '../data/bookings-ahead';
import type { SessionItem } from '../data/entities/session';
import { assetLinksOfSession, pricesOfSession, screenSessions } from '../data/sessions';
import { takeSessionOffScreen } from '../data/screen-placements';


type SessionCard = Partial<Pick<SessionItem, 'venueName' | 'location' | 'screenName' | 'timeZone'>>;

/**
 * Copies a venue's or screen's new names, or the venue's new time zone, onto its sessions (the listing
 * and the booking path read them there), 8 writes at a time; sessions that already carry them are left
 * alone. A new zone moves the session's start (`moveSessionClock`); the screens whose booked sessions
 * moved, and their venue, then count their latest booked start again, once each (`recountBookingsAhead`).
 */
export async function refreshSessionCards(screenIds: string[], card: SessionCard) {
  const sessions = (await Promise.all(screenIds.map((screenId) => screenSessions(screenId)))).flat();
  const stale = sessions.filter((session) => Object.entries(card).some(([field, value]) => session[field as keyof SessionCard] !== value));
  const movedBooked: SessionItem[] = [];
  await mapConcurrently(stale, 8, async (session) => {
    if (card.timeZone !== undefined && card.timeZone !== session.timeZone) {
      if ((await moveSessionClock(session, card)) && session.bookedSeats > 0) movedBooked.push(session);
      return;
    }
    await db.entities.session
      .patch({ sessionId: session.sessionId })
      .set(card)
      .go()
      .catch((error: unknown) => {
        // A session deleted meanwhile has no card to refresh.
        if (!isConditionFailure(error)) throw error;
      });
  });
  // The screen's and venue's latest booked start may have been one of the old starts.
  if (card.timeZone !== undefined && movedBooked.length > 0) {
    await recountBookingsAhead(movedBooked[0].venueId, [...new Set(movedBooked.map((session) => session.screenId))], card.timeZone);
  }
}

/**
 * A new zone moves the session's start: its card, its `editRevision` and its tally's gate change in one
 * transaction, so a booking planned from the session as read before (a warm cache) is refused by its
 * own transaction and retried on the new clock (docs/booking.md). Edited meanwhile: read again and
 * moved as it is now; deleted meanwhile: nothing to move (false).
 */
async function moveSessionClock(session: SessionItem, card: SessionCard): Promise<boolean> {
  const revision = (session.editRevision ?? 0) + 1;
  try {
    await writeTransaction([
      {
        role: 'session',
        item: tx.session
          .patch({ sessionId: session.sessionId })
          .set({ ...card, editRevision: revision })
          .where((attr, op) => (session.editRevision === undefined ? op.notExists(attr.editRevision) : op.eq(attr.editRevision, session.editRevision)))
          .commit(),
      },
      ...sessionGateWrites(session.sessionId, revision),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const { data: now } = await db.entities.session.get({ sessionId: session.sessionId }).go({ consistent: true });
    if (now && now.timeZone !== card.timeZone) return moveSessionClock(now, card);
    return now !== null;
  }
  return true;
}

export const hasBookings = (kind: 'VENUE' | 'SCREEN') =>
  conflict(
    `${kind}_HAS_BOOKINGS`,
    kind === 'VENUE'
      ? 'This venue has confirmed bookings for upcoming sessions and cannot be deleted.'
      : 'This screen has confirmed bookings for upcoming sessions and cannot be deleted.',
  );

/** Whether any of the sessions has a seat booked, as their tallies count them now. */
export async function anyBooked(sessions: SessionItem[]): Promise<boolean> {
  return (await Promise.all(sessions.map((session) => sessionHasBookings(session.sessionId)))).some(Boolean);
}

/**
 * Deletes an unbooked session with its prices and running order, and takes it off its screen's count, in
 * one transaction: refused if it got a booking (its tally's gate) or is no longer on that screen (deleted or
 * moved since it was read: role `session`).
 */
export async function deleteSessionItems(session: SessionItem, screenRead = 1): Promise<void> {
  const [prices, assets, offScreen] = await Promise.all([pricesOfSession(session.sessionId), assetLinksOfSession(session.sessionId), takeSessionOffScreen(session.screenId)]);
  try {
    await writeTransaction([
      {
        role: 'session',
        item: tx.session
          .delete({ sessionId: session.sessionId })
          .where((attr, op) => `${op.exists(attr.sessionId)} AND ${op.eq(attr.screenId, session.screenId)}`)
          .commit(),
      },
      ...prices.map((p) => ({ role: 'price', item: tx.sessionCategoryPricing.delete({ sessionId: p.sessionId, categoryId: p.categoryId }).commit() })),
      ...assets.map((a) => ({ role: 'asset', item: tx.sessionAsset.delete({ sessionId: a.sessionId, displayOrder: a.displayOrder }).commit() })),
      counterWrite('sessions', -1),
      offScreen,
      // Closed for good: a booking planned before the delete cannot commit after it.
      ...sessionGateWrites(session.sessionId, Number.MAX_SAFE_INTEGER, { noBookings: true }),
    ]);
  } catch (error) {
    // Its screen went between the read and the write (a screen goes once): read as gone this time.
    if (error instanceof ConditionFailed && error.has('formerScreen') && screenRead === 1) return deleteSessionItems(session, 2);
    throw error;
  }
}
