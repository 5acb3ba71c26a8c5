import { showNotStarted } from '../../shared/errors';
import { sessionStart } from '../../shared/questions/flash-cards';
import { timeZoneOfSession } from '../data/session-venues';
import { sessionById } from '../data/sessions';

/** When the session starts (its date and time on its venue's clock), or null for no such session. */
export async function startOfSession(sessionId: string): Promise<Date | null> {
  const session = await sessionById(sessionId);
  if (!session) return null;
  return sessionStart({ date: session.sessionDate, time: session.sessionTime }, await timeZoneOfSession(session));
}

/** Feedback on a show opens at its start (docs/earning-rules.md): 409 SHOW_NOT_STARTED before. */
export function assertShowStarted(start: Date, now: Date): void {
  if (now < start) throw showNotStarted(start);
}
