import { randomUUID } from 'node:crypto';
import type { FeedbackResult } from '../../shared/api/routes/rewards';
import { AppError, conflict, notFound } from '../../shared/errors';
import { feedbackPoints, feedbackSubject, type Feedback } from '../../shared/feedback';
import { limitOutcome } from '../../shared/earning-limits';
import { changePoints } from '../data/ledger';
import { db } from '../data/service';
import { loadSettings } from '../data/settings';
import { ConditionFailed, writeTransaction, transactionEntities, type TransactionWrite } from '../data/transactions';
import { assertShowStarted, startOfSession } from './show-start';

type FeedbackRole = 'feedback' | 'booking';

const alreadySubmitted = (sessionId?: string) =>
  conflict('ALREADY_SUBMITTED', sessionId ? 'You have already given feedback on this session.' : 'You have already given feedback today.');
const notBooked = () => new AppError(403, 'NOT_BOOKED', 'You can give feedback only on a session you have booked.');

/** One seat of the member's confirmed booking of the session (read from the session's partition, at most its capacity). */
async function bookedSeat(userId: string, sessionId: string) {
  const { data } = await db.entities.booking.query
    .bySessionSeat({ sessionId })
    .where((attr, op) => `${op.eq(attr.userId, userId)} AND ${op.eq(attr.status, 'confirmed')}`)
    .go({ pages: 'all', attributes: ['sessionId', 'seatNumber'] });
  return data[0] ?? null;
}

class FeedbackConditionFailed extends AppError {
  constructor(
    readonly failed: ConditionFailed<FeedbackRole>,
    sessionId?: string,
  ) {
    const error = failed.has('feedback') ? alreadySubmitted(sessionId) : notBooked();
    super(error.status, error.code, error.message);
  }
}

/**
 * Feedback for points (docs/product-rules.md, "Feedback"), once per member per session, or per day without a session: the
 * feedback item (keyed by member and subject, created only if absent) and its points in ONE
 * transaction, with a check that the member's booking of the session is still confirmed. On a
 * session only from its start (docs/earning-rules.md: 409 SHOW_NOT_STARTED before).
 */
export async function submitFeedback(userId: string, input: Feedback, now = new Date()): Promise<FeedbackResult> {
  const [seat, start] = input.sessionId ? await Promise.all([bookedSeat(userId, input.sessionId), startOfSession(input.sessionId)]) : [null, null];
  if (input.sessionId) {
    if (!start) throw notFound('Session');
    if (!seat) throw notBooked();
    assertShowStarted(start, now);
  }
  const { points, limits } = await loadSettings();
  const pointsEarned = feedbackPoints(input, points.feedback_base);
  const subject = feedbackSubject(input.sessionId, now);
  const result: FeedbackResult = { id: randomUUID(), pointsEarned, createdAt: now.toISOString(), limitReached: false };

  const writes = (entities: typeof transactionEntities, [paid = pointsEarned]: number[] = []): TransactionWrite<FeedbackRole>[] => [
    {
      role: 'feedback',
      item: entities.feedback
        .create({
          feedbackId: result.id,
          userId,
          sessionId: input.sessionId,
          subject,
          rating: input.rating,
          recommendLikelihood: input.recommendLikelihood,
          highlights: input.highlights,
          improvements: input.improvements,
          comments: input.comments || undefined,
          pointsEarned: paid,
          createdAt: result.createdAt,
        })
        .commit(),
    },
    ...(seat
      ? [
          {
            role: 'booking' as const,
            item: entities.booking
              .check({ sessionId: seat.sessionId, seatNumber: seat.seatNumber })
              .where((attr, op) => `${op.eq(attr.userId, userId)} AND ${op.eq(attr.status, 'confirmed')}`)
              .commit(),
          },
        ]
      : []),
  ];

  if (pointsEarned === 0) {
    try {
      await writeTransaction(writes(transactionEntities));
    } catch (error) {
      if (error instanceof ConditionFailed) throw new FeedbackConditionFailed(error as ConditionFailed<FeedbackRole>, input.sessionId);
      throw error;
    }
    return result;
  }
  const { awarded, limitReached } = await changePoints(
    {
      userId,
      delta: pointsEarned,
      reason: input.sessionId ? 'Session feedback' : 'Feedback',
      type: 'feedback',
      subject: `feedback#${subject}`,
      earning: { activity: 'feedback_base', limit: limits.feedback_base },
    },
    {
      onInsufficient: () => new AppError(500, 'INTERNAL', 'A credit cannot overdraw'),
      now,
      extraWrites: writes,
      onExtraConditionFailed: (failed) => new FeedbackConditionFailed(failed, input.sessionId),
    },
  );
  return { ...result, pointsEarned: awarded, ...limitOutcome(limitReached, limits.feedback_base, now) };
}
