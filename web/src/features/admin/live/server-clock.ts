import { useEffect, useState } from 'react';
import { secondsShown } from '../../../lib/live-socket';

/** Where a question stands on the server's clock: shown but not open yet, open, or closed; with the whole seconds to the next step. */
export type QuestionClock = { phase: 'ready' | 'open'; seconds: number } | { phase: 'closed' };

export function questionClock({ opensAt, closesAt }: { opensAt: number; closesAt: number }, serverNow: number): QuestionClock {
  if (serverNow < opensAt) return { phase: 'ready', seconds: secondsShown(opensAt - serverNow) };
  if (serverNow < closesAt) return { phase: 'open', seconds: secondsShown(closesAt - serverNow) };
  return { phase: 'closed' };
}

/**
 * The server's clock as the page sees it (docs/live.md, "Host console"), renewed four times a second:
 * the local clock plus the offset measured when the reply carrying `serverTime` arrived. The local
 * clock alone never counts a question down.
 */
export function useServerNow(serverTime: number | undefined): number | undefined {
  const [serverNow, setServerNow] = useState<number>();
  useEffect(() => {
    if (serverTime === undefined) return;
    const offset = serverTime - Date.now();
    const tick = () => setServerNow(Date.now() + offset);
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 250);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [serverTime]);
  return serverNow;
}
