import { addDays, localDateKey } from '../../shared/booking/calendar';
import { AppError } from '../../shared/errors';
import type { Role } from '../../shared/constants';
import { ROLE_GROUPS } from '../../shared/members/roles';
import { createBooking } from '../../functions/booking/book';
import { checkIn } from '../../functions/booking/check-in';
import { ensureProfile } from '../../functions/data/profiles';
import { db } from '../../functions/data/service';
import type { Caller } from '../../functions/lib/caller';
import { answerQuestion } from '../../functions/questions/answers';
import { redeemReward } from '../../functions/rewards/redeem';
import type { SeedContext } from './index';

/** The seeded audience: profiles only (no sign-in), so the reports have a day of activity on a fresh start. */
const AUDIENCE = Array.from({ length: 8 }, (_, i) => ({ userId: `seed-audience-${i + 1}`, email: `audience${i + 1}@cinema.local`, name: `Audience Member ${i + 1}` }));

/** Seats tried in order on a show (any screen of the seed has them). */
const SEATS = ['D4', 'D5', 'E4', 'E5', 'F6', 'F7', 'C9', 'C10', 'B3', 'B4'];

/** Seeded flash-card questions (scripts/seed/questions.ts) and each one's right option (null: a survey). */
const QUESTIONS: [id: string, right: string | null][] = [
  ['q-welcome-how-to-earn', 'a'],
  ['q-welcome-heard-about', null],
  ['q-concessions-discount', 'b'],
  ['q-welcome-experience', null],
];

const asCaller = (user: { userId: string; email: string; name: string }, role: Role = 'user'): Caller => ({
  ...user,
  groups: role === 'user' ? [] : [ROLE_GROUPS[role]],
  role,
});

/** A refusal that a second run meets (already answered, seat taken, out of points...): nothing to do. */
const refused = (error: unknown) => error instanceof AppError && error.status >= 400 && error.status < 500;

async function answer(member: Caller, index: number): Promise<number> {
  let answered = 0;
  for (const [questionId, right] of QUESTIONS) {
    // Most answer right; every third member picks the next option.
    const optionId = right && index % 3 === 2 ? String.fromCharCode(right.charCodeAt(0) + 1) : (right ?? 'abcd'[index % 4]);
    try {
      await answerQuestion(member, questionId, optionId);
      answered++;
    } catch (error) {
      if (!refused(error)) throw error;
    }
  }
  return answered;
}

/** The pre-show ad whose quiz question (`q-concessions-discount`) the audience answers. */
const LOBBY_BAR_AD = 'asset-preshow-concessions';

/** Adds the asset at the end of each session's running order where it is not in it yet. */
async function runAsset(sessionIds: string[], assetId: string): Promise<void> {
  for (const sessionId of sessionIds) {
    const { data: running } = await db.entities.sessionAsset.query.bySession({ sessionId }).go({ pages: 'all' });
    if (running.some((link) => link.assetId === assetId)) continue;
    const displayOrder = Math.max(0, ...running.map((link) => link.displayOrder)) + 1;
    await db.entities.sessionAsset.put({ sessionId, assetId, displayOrder, isActive: true }).go();
  }
}

/** One booking per member unless they hold one, through the booking code; returns its code. */
async function book(userId: string, sessionId: string): Promise<string | null> {
  const { data: held } = await db.entities.booking.query.byUser({ userId }).go({ pages: 'all' });
  const confirmed = held.find((b) => b.status === 'confirmed' && b.sessionId === sessionId);
  if (confirmed) return confirmed.bookingCode;
  for (const seat of SEATS) {
    try {
      return (await createBooking(userId, { sessionId, seats: [seat], idempotencyKey: `seed-activity-${sessionId}-${seat}` })).bookingCode;
    } catch (error) {
      if (!refused(error)) throw error;
      if (error instanceof AppError && error.code === 'INSUFFICIENT_POINTS') return null;
    }
  }
  return null;
}

/**
 * A day of activity for Reports & Analytics, through the same code the API runs: an audience of 8
 * books seats of tomorrow's first shows and answers their flash cards, half of them are checked in
 * at the door (the check-in's clock set to half an hour before each show) and four redeem a popcorn.
 * Safe to run again: answers, bookings, check-ins and redemptions each happen once per member.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const tomorrow = addDays(localDateKey(ctx.now), 1);
  const { data: shows } = await db.entities.session.query
    .byMonth({ sessionMonth: tomorrow.slice(0, 7) })
    .between({ sessionDate: tomorrow }, { sessionDate: addDays(tomorrow, 1) })
    .go({ pages: 'all' });
  const sessions = shows.filter((s) => s.status !== 'cancelled' && s.sessionDate === tomorrow).slice(0, 4);
  // A session's questions answer only to a booking of a show that runs their asset (docs/earning-rules.md):
  // the audience's shows run the Lobby Bar ad too, whose quiz every member answers.
  await runAsset(sessions.map((session) => session.sessionId), LOBBY_BAR_AD);
  const door = asCaller({ userId: ctx.users.admin.userId, email: ctx.users.admin.email, name: 'Door Staff' }, 'admin');
  let answers = 0;
  let bookings = 0;
  let checkIns = 0;
  let redemptions = 0;
  for (const [index, user] of AUDIENCE.entries()) {
    // Signed up like any member, with the welcome bonus: their seats are paid from it (answers come after the booking).
    await ensureProfile({ ...user, welcomeBonus: true });
    const member = asCaller(user);
    const session = sessions[index % Math.max(1, sessions.length)];
    const code = session ? await book(user.userId, session.sessionId) : null;
    if (code) bookings++;
    // A session's questions answer only to its booking (docs/earning-rules.md); the post-show one waits for the start.
    if (code) answers += await answer(member, index);
    if (code && session && index % 2 === 0) {
      const atTheDoor = new Date(Date.parse(`${session.sessionDate}T${session.sessionTime}:00Z`) - 30 * 60_000);
      const result = await checkIn({ bookingCode: code }, door, atTheDoor);
      if (result.success) checkIns++;
    }
    if (index < 4) {
      const { data: redeemed } = await db.entities.redeemedReward.query.byMember({ userId: user.userId }).go({ limit: 1 });
      if (redeemed.length === 0) {
        try {
          await redeemReward(user.userId, 'reward-small-popcorn', { idempotencyKey: `seed-activity-${user.userId}` });
          redemptions++;
        } catch (error) {
          if (!refused(error)) throw error;
        }
      }
    }
  }
  ctx.log(`activity: ${answers} answer(s), ${bookings} booking(s) held, ${checkIns} check-in(s), ${redemptions} redemption(s) added`);
}
