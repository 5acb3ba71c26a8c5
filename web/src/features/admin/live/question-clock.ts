import { secondsShown } from '../../../lib/server-clock';

/** Where a question stands on the server's clock: shown but not open yet, open, or closed; with the whole seconds to the next step. */
export type QuestionClock = { phase: 'ready' | 'open'; seconds: number } | { phase: 'closed' };

export function questionClock({ opensAt, closesAt }: { opensAt: number; closesAt: number }, serverNow: number): QuestionClock {
  if (serverNow < opensAt) return { phase: 'ready', seconds: secondsShown(opensAt - serverNow) };
  if (serverNow < closesAt) return { phase: 'open', seconds: secondsShown(closesAt - serverNow) };
  return { phase: 'closed' };
}
