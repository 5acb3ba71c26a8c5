import { useState } from 'react';
import { useNow } from './use-now';

/**
 * The server's clock as a page sees it (docs/live.md, "Clock"): the phone and the big screen sample it
 * from the live socket's greetings, the host console from its polls of the game. A device's own clock
 * never counts a question down.
 */

/** One round trip to the server: when the request left, when its reply came back, and the server's time in it. */
export interface ClockSample {
  sentAt: number;
  receivedAt: number;
  serverTime: number;
}

export interface ClockEstimate {
  /** Add to the device's `Date.now()` to get the server's time. */
  offsetMs: number;
  roundTripMs: number;
}

/** The offset a sample tells, assuming the server stamped its time halfway through the round trip. */
export function clockEstimateOf({ sentAt, receivedAt, serverTime }: ClockSample): ClockEstimate {
  return { offsetMs: Math.round(serverTime - (sentAt + receivedAt) / 2), roundTripMs: receivedAt - sentAt };
}

/** The estimate of the sample with the shortest round trip: the one whose halfway guess can be least wrong. */
export function bestClockEstimate(samples: readonly ClockSample[]): ClockEstimate | null {
  let best: ClockEstimate | null = null;
  for (const sample of samples) {
    const estimate = clockEstimateOf(sample);
    if (!best || estimate.roundTripMs < best.roundTripMs) best = estimate;
  }
  return best;
}

/** The last samples kept: a device's network path changes, its clock offset hardly. */
const SAMPLES_KEPT = 8;

/** The samples kept once `sample` came in. */
export const withSample = (samples: readonly ClockSample[], sample: ClockSample): ClockSample[] => [...samples, sample].slice(-SAMPLES_KEPT);

/** A reply that carries the server's time, with the sample its round trip gives. */
export type Sampled<T> = T & { clockSample: ClockSample };

/** Sends a request whose reply carries `serverTime`, and times it. */
export async function sampled<T extends { serverTime: number }>(request: () => Promise<T>): Promise<Sampled<T>> {
  const sentAt = Date.now();
  const reply = await request();
  return { ...reply, clockSample: { sentAt, receivedAt: Date.now(), serverTime: reply.serverTime } };
}

/**
 * The best estimate from the replies seen so far (the last SAMPLES_KEPT), given the latest one's sample
 * at each render: a page that polls keeps its quickest round trip rather than trusting each reply.
 */
export function useClockEstimate(latest: ClockSample | undefined): ClockEstimate | null {
  const [samples, setSamples] = useState<readonly ClockSample[]>(() => (latest ? [latest] : []));
  const [counted, setCounted] = useState(latest);
  if (latest !== counted) {
    setCounted(latest);
    if (latest) setSamples(withSample(samples, latest));
  }
  return bestClockEstimate(samples);
}

/** Milliseconds until `serverInstant` when the server's clock reads `serverNow` (0 once it has passed). */
export const msUntil = (serverInstant: number, serverNow: number): number => Math.max(0, serverInstant - serverNow);

/** Whole seconds a countdown shows for `ms` left: 0.2 s left still shows 1. */
export const secondsShown = (ms: number): number => Math.ceil(ms / 1000);

/** How often a countdown reads the clock again. */
const COUNTDOWN_TICK_MS = 200;

/** The server's time now, renewed for a countdown; the device's own before any estimate. */
export function useServerNow(clock: ClockEstimate | null): number {
  return useNow(COUNTDOWN_TICK_MS).getTime() + (clock?.offsetMs ?? 0);
}
