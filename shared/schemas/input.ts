import * as z from 'zod';
import { isDisplaySafe } from '../text';

/**
 * The shapes every field of the API's input takes (docs/input-rules.md): real calendar dates in one
 * sane range, canonical whole numbers in paths and queries, and display-safe free text.
 */

/** The years a date of the API may name: every show, report and featured screening falls well inside. */
export const DATE_YEARS = { min: 2000, max: 2100 } as const;
export const DATE_MESSAGE = `Dates are real days (YYYY-MM-DD) between ${DATE_YEARS.min} and ${DATE_YEARS.max}`;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a YYYY-MM-DD day that exists on the calendar (no 2026-02-30) within DATE_YEARS. */
export function isCalendarDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < DATE_YEARS.min || year > DATE_YEARS.max) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar date field or query (YYYY-MM-DD), trimmed. */
export const calendarDate = (message: string = DATE_MESSAGE) => z.string({ error: message }).trim().refine(isCalendarDate, message);

/** Decimal digits as a person writes a whole number: no sign, no leading zero, no `0x`, no `.0`. */
const CANONICAL_DIGITS = /^(0|[1-9]\d{0,15})$/;

/**
 * A whole number from a path or query string, checked by `schema` (e.g. `z.number().int().min(1)`)
 * once the text is canonical digits: `7`, never `07`, `+7`, `7.0`, `0x7` or ` 7`. A number (from the
 * typed web client) is checked as it is.
 */
export const digits = <T extends z.ZodType<number, number>>(schema: T, message = 'Must be a whole number') =>
  z.union([z.number(), z.string({ error: message }).regex(CANONICAL_DIGITS, message).transform(Number)]).pipe(schema);

/** A positive id in a path (`/api/movies/1012`): `^[1-9][0-9]*$`; anything else is 400 with `message`. */
export const positiveId = (message: string) => digits(z.number().int(message).positive(message), message);

export const TEXT_NOT_ALLOWED = 'Text contains characters that are not allowed';

/**
 * Free text a person typed and others may be shown: no control character, no bidi control, no lone
 * surrogate (shared/text.ts), as member names already are. `multiline` lets line breaks and tabs
 * through (a review, a description); `error` is the message for a value that is not a string.
 */
export const displayText = ({ multiline = false, error }: { multiline?: boolean; error?: string } = {}) =>
  z.string({ error }).refine((text) => isDisplaySafe(multiline ? text.replace(/\r\n|[\n\r\t]/g, ' ') : text), TEXT_NOT_ALLOWED);

/**
 * The largest request body the API reads (bytes). The largest legitimate ones are admin bodies: a
 * 100x200 seat map with every seat listed unavailable (~160 KB) and a bulk save of 50 questions or a
 * generation's 200 questions to avoid in a non-Latin script (~200 KB as UTF-8). Assets are URLs, never
 * uploaded files.
 */
export const MAX_BODY_BYTES = 512 * 1024;
