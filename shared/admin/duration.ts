/** Durations are entered as HH:MM:SS (digits:digits:digits); the default is 00:00:30 (docs/back-office.md, "Assets and the movie import"). */
export const DEFAULT_DURATION = '00:00:30';
export const DURATION_PATTERN = /^(\d{1,3}):(\d{1,2}):(\d{1,2})$/;

/** Seconds of an HH:MM:SS text, or null when it is not one (minutes and seconds below 60). */
export function parseDuration(text: string): number | null {
  const match = DURATION_PATTERN.exec(text.trim());
  if (!match) return null;
  const [hours, minutes, seconds] = match.slice(1).map(Number);
  if (minutes > 59 || seconds > 59) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 150 → "00:02:30". */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
