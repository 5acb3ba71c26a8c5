/** The one error shape of the API (docs/api.md, "Errors"): status plus {error: {code, message, details}}. */
export interface ApiErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

/** The product's fixed wording (docs/product-rules.md, "Fixed wording"). */
export const MESSAGES = {
  insufficientPoints: (missing: number) => `You need ${missing} more points.`,
  /** Redeeming beyond the balance, "Insufficient Points" with the points missing (docs/product-rules.md, "Rewards"). */
  insufficientPointsToRedeem: (missing: number) => `Insufficient Points: you need ${missing} more points.`,
  pointsBelowZero: 'Cannot reduce points below zero',
  alreadyAnswered: 'You have already answered this question',
  seatBooked: 'This seat is already booked.',
  seatNotAvailable: 'This seat is not available.',
  maxSeats: (n: number) => `You can only select up to ${n} seat(s).`,
  soldOut: 'This show is sold out.',
  showStarted: 'This show has already started. Please choose a later show.',
  noSeatsSelected: 'Please select at least one seat.',
  notFound: 'Not found',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  invalidJson: 'Request body must be valid JSON',
  generationLimit: (perDay: number) =>
    `You have started the questions of ${perDay} new movies today, the most for one day. Try this movie tomorrow, or play the movies whose questions are ready.`,
  bookingRequired: 'This question is for members with a booking of a show that plays it. Book a seat to answer it.',
  questionNotOpenYet: 'This question opens when the show starts.',
  questionClosed: 'This question closed 48 hours after the show started.',
  showNotStarted: 'Feedback on this show opens when it starts. Come back once you have seen it.',
} as const;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.details ? { details: this.details } : {}) } };
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new AppError(400, 'VALIDATION_ERROR', message, details);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', MESSAGES.unauthorized);
export const forbidden = () => new AppError(403, 'FORBIDDEN', MESSAGES.forbidden);
export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account is suspended. Please contact the cinema.';
/** Every route a suspended member's token still reaches (docs/access.md). */
export const accountSuspended = () => new AppError(403, 'ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (code: string, message: string, details?: Record<string, unknown>) =>
  new AppError(409, code, message, details);
export const insufficientPoints = (missing: number) =>
  new AppError(409, 'INSUFFICIENT_POINTS', MESSAGES.insufficientPoints(missing), { missing });

/** A member started the most question generations one day allows (docs/earning-rules.md). */
export const generationLimit = (perDay: number) => new AppError(429, 'GENERATION_LIMIT', MESSAGES.generationLimit(perDay), { perDay });
/** A session's question, and the caller holds no confirmed booking of a session that shows it. */
export const bookingRequired = () => new AppError(403, 'BOOKING_REQUIRED', MESSAGES.bookingRequired);
/** A session's question outside its window; `opensAt` when it opens later. */
export const questionNotOpen = (opensAt: Date | null) =>
  opensAt
    ? conflict('QUESTION_NOT_OPEN', MESSAGES.questionNotOpenYet, { opensAt: opensAt.toISOString() })
    : conflict('QUESTION_NOT_OPEN', MESSAGES.questionClosed);
/** Feedback on a session before its start. */
export const showNotStarted = (startsAt: Date) => conflict('SHOW_NOT_STARTED', MESSAGES.showNotStarted, { startsAt: startsAt.toISOString() });
/** A request body over the API's limit (MAX_BODY_BYTES of shared/schemas/input.ts). */
export const payloadTooLarge = (maxBytes: number) =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', `The request body must be at most ${Math.round(maxBytes / 1024)} KB`, { maxBytes });

/** Live games (docs/live.md): the host's moves that do not fit the game's state. */
export const LIVE_MESSAGES = {
  noQuestions: 'This session has no quiz question with a correct option. Add one to its assets, or choose the questions.',
  questionNotPlayable: 'Every question of a live game needs a correct option.',
  questionOpen: 'The current question is still open. Wait for its results.',
  noMoreQuestions: 'Every question of this game has been played. End the game.',
  gameEnded: 'This game has ended.',
} as const;
export const liveNoQuestions = () => conflict('NO_QUESTIONS', LIVE_MESSAGES.noQuestions);
export const liveQuestionNotPlayable = (questionId: string) => badRequest(LIVE_MESSAGES.questionNotPlayable, { questionId });
export const liveQuestionOpen = () => conflict('QUESTION_OPEN', LIVE_MESSAGES.questionOpen);
export const liveNoMoreQuestions = () => conflict('NO_MORE_QUESTIONS', LIVE_MESSAGES.noMoreQuestions);
export const liveGameEnded = () => conflict('GAME_ENDED', LIVE_MESSAGES.gameEnded);
