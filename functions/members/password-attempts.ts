import { ROLE_CHANGE_MAX_WRONG_PASSWORDS, ROLE_CHANGE_WINDOW_MINUTES, MEMBER_MESSAGES } from '../../shared/api/routes/admin-members';
import { AppError } from '../../shared/errors';
import { db } from '../data/service';
import { isConditionFailure } from '../data/write-errors';

const WINDOW_MS = ROLE_CHANGE_WINDOW_MINUTES * 60_000;

const tooMany = (windowStart: number, now: number) =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', MEMBER_MESSAGES.tooManyAttempts, { retryAfterSeconds: Math.ceil((windowStart + WINDOW_MS - now) / 1000) });

/**
 * Reserves one password attempt for an admin BEFORE the password is checked: at most 5 per window
 * of 15 minutes from the first one, counted by a conditional update, so concurrent attempts never
 * get more (the sixth is refused whatever its password). A right password gives its attempt back
 * (`releaseAttempt`); a wrong one keeps it. Returns the window the attempt was counted in.
 */
export async function reserveAttempt(userId: string, now = Date.now()): Promise<number> {
  for (;;) {
    const { data } = await db.entities.passwordAttempts.get({ userId }).go({ consistent: true });
    try {
      if (!data || data.windowStart + WINDOW_MS <= now) {
        // A new window, replacing exactly the stale one read (or none).
        await db.entities.passwordAttempts
          .put({ userId, windowStart: now, failures: 1, ttl: Math.ceil((now + WINDOW_MS) / 1000) })
          .where((attr, op) => (data ? op.eq(attr.windowStart, data.windowStart) : op.notExists(attr.userId)))
          .go();
        return now;
      }
      if (data.failures >= ROLE_CHANGE_MAX_WRONG_PASSWORDS) throw tooMany(data.windowStart, now);
      await db.entities.passwordAttempts
        .patch({ userId })
        .add({ failures: 1 })
        .where((attr, op) => `${op.eq(attr.windowStart, data.windowStart)} AND ${op.lt(attr.failures, ROLE_CHANGE_MAX_WRONG_PASSWORDS)}`)
        .go();
      return data.windowStart;
    } catch (error) {
      // Another attempt moved the count or the window meanwhile: read it again.
      if (!isConditionFailure(error)) throw error;
    }
  }
}

/** Gives back an attempt whose password was right (only within the window it was counted in). */
export async function releaseAttempt(userId: string, windowStart: number): Promise<void> {
  try {
    await db.entities.passwordAttempts
      .patch({ userId })
      .subtract({ failures: 1 })
      .where((attr, op) => `${op.eq(attr.windowStart, windowStart)} AND ${op.gt(attr.failures, 0)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
