import { bookingMark, markChanges } from '../../shared/admin/sessions';
import { zonedTimeToInstant } from '../../shared/time-zone';
import type { SessionItem } from './entities/session';
import { db } from './service';
import { timeZoneOf } from './session-venues';
import { isConditionFailure } from './write-errors';

/**
 * Applies the changes to one screen's or venue's marks: the mark put before the old ones go (a set's ADD
 * and DELETE cannot share one update). An item deleted meanwhile has nothing to mark.
 */
async function applyChanges(changes: ReturnType<typeof markChanges>, add: (marks: string[]) => Promise<unknown>, remove: (marks: string[]) => Promise<unknown>): Promise<boolean> {
  try {
    if (changes.add.length > 0) await add(changes.add);
    if (changes.remove.length > 0) await remove(changes.remove);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  return changes.add.length + changes.remove.length > 0;
}

/**
 * Puts a session's booking mark on its screen and its venue while it has bookings, and takes it off once
 * it has none or its start moved (`markChanges`): run after the stream's copy of its tally, and after an
 * edit or a venue's new zone moves its start. Set ADDs and DELETEs, so the marks of other sessions written
 * meanwhile are kept; the list then says a Delete would be refused without reading any session.
 * Whether it changed any mark.
 */
export async function markBookingsAhead(session: SessionItem, booked: number, now = new Date()): Promise<boolean> {
  const [{ data: screen }, { data: venue }] = await Promise.all([
    db.entities.screen.get({ screenId: session.screenId }).go({ consistent: true, attributes: ['screenId', 'bookedAhead'] }),
    db.entities.venue.get({ venueId: session.venueId }).go({ consistent: true, attributes: ['venueId', 'bookedAhead', 'timeZone'] }),
  ]);
  const start = zonedTimeToInstant(session.sessionDate, session.sessionTime, timeZoneOf(session, venue));
  const wanted = booked > 0 ? bookingMark(start, session.sessionId) : undefined;
  const { screenId, venueId, sessionId } = session;
  const changed = await Promise.all([
    screen &&
      applyChanges(
        markChanges(screen.bookedAhead, sessionId, wanted, now),
        (marks) => db.entities.screen.patch({ screenId }).add({ bookedAhead: marks }).go({ response: 'none' }),
        (marks) => db.entities.screen.patch({ screenId }).delete({ bookedAhead: marks }).go({ response: 'none' }),
      ),
    venue &&
      applyChanges(
        markChanges(venue.bookedAhead, sessionId, wanted, now),
        (marks) => db.entities.venue.patch({ venueId }).add({ bookedAhead: marks }).go({ response: 'none' }),
        (marks) => db.entities.venue.patch({ venueId }).delete({ bookedAhead: marks }).go({ response: 'none' }),
      ),
  ]);
  return changed.some(Boolean);
}
