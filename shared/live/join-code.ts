/** The letters and digits of a join code: no 0/O, 1/I/L, so a code read off the big screen is typed right. */
export const JOIN_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const JOIN_CODE_LENGTH = 6;

/**
 * A fresh join code (docs/live.md, "Join code"); `randomBelow(n)` draws a whole number from 0 to n - 1
 * (the server passes `node:crypto`'s `randomInt`: shared code imports no platform module).
 */
export function drawJoinCode(randomBelow: (max: number) => number): string {
  return Array.from({ length: JOIN_CODE_LENGTH }, () => JOIN_CODE_ALPHABET[randomBelow(JOIN_CODE_ALPHABET.length)]).join('');
}

/** A code as typed (any case, spaces around) in the form codes are kept in. */
export const normalJoinCode = (typed: string) => typed.trim().toUpperCase();
