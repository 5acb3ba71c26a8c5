/**
 * Pure conversions the admin forms need (back-office §5 and §9): asset durations typed as HH:MM:SS,
 * session times in 5-minute steps, category prices 0-10000 in steps of 0.01.
 */

export const DEFAULT_ASSET_DURATION_SECONDS = 30;
export const DEFAULT_ASSET_DURATION = '00:00:30';
/** Imported trailer assets get a fixed 150 s (back-office §9). */
export const IMPORTED_TRAILER_SECONDS = 150;

export const DURATION_MESSAGE = 'Duration must be HH:MM:SS';

const DURATION = /^(\d+):(\d+):(\d+)$/;

/** "01:02:03" -> 3723; null when it is not digits:digits:digits. */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = match.slice(1).map(Number);
  return hours * 3600 + minutes * 60 + seconds;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 3723 -> "01:02:03"; null or negative -> the default "00:00:30". */
export function formatDuration(totalSeconds: number | null | undefined): string {
  if (totalSeconds === null || totalSeconds === undefined || !Number.isFinite(totalSeconds) || totalSeconds < 0) return DEFAULT_ASSET_DURATION;
  const s = Math.round(totalSeconds);
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

export const SESSION_TIME_STEP_MINUTES = 5;

/** "00:00", "00:05" ... "23:55": the session time choices. */
export function sessionTimeSlots(stepMinutes: number = SESSION_TIME_STEP_MINUTES): string[] {
  return Array.from({ length: Math.floor((24 * 60) / stepMinutes) }, (_, i) => {
    const minutes = i * stepMinutes;
    return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  });
}

export const PRICE_LIMITS = { min: 0, max: 10_000, step: 0.01 } as const;
export const DEFAULT_CATEGORY_PRICE = 10;
export const PRICE_MESSAGE = `Each price must be a number from ${PRICE_LIMITS.min} to ${PRICE_LIMITS.max} in steps of ${PRICE_LIMITS.step}`;

/** Whether a price is within 0-10000 with at most two decimals. */
export function isValidPrice(price: number): boolean {
  return Number.isFinite(price) && price >= PRICE_LIMITS.min && price <= PRICE_LIMITS.max && Math.abs(Math.round(price * 100) - price * 100) < 1e-6;
}

/** Only prices above 0 are stored (back-office §5); base_price is their average (§9). */
export function storedPrices(prices: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(prices).filter(([, price]) => price > 0));
}

/** Prices are shown rounded, in pts. */
export const formatPoints = (price: number) => `${Math.round(price)} pts`;
