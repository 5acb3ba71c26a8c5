import { formatNumber } from './format-number';

/**
 * Every error code the API sends, with the one HTTP status it is sent with (docs/api.md, "Errors").
 * One code per line; a new code is appended here and listed in the route specs that send it.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  INVALID_JSON: 400,
  OWN_REFERRAL_CODE: 400,
  SEAT_COUNT_EXCEEDS_CAPACITY: 400,
  INVALID_LINK: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  WRONG_PASSWORD: 403,
  BOOKING_REQUIRED: 403,
  NOT_BOOKED: 403,
  PHOTO_LOCKED: 403,
  NOT_FOUND: 404,
  CONCURRENT_UPDATE: 409,
  INSUFFICIENT_POINTS: 409,
  ALREADY_ANSWERED: 409,
  QUESTION_NOT_OPEN: 409,
  SHOW_NOT_STARTED: 409,
  VENUE_CHANGED: 409,
  SESSION_CHANGED: 409,
  SESSION_CANCELLED: 409,
  SESSION_HAS_BOOKINGS: 409,
  SESSION_COMPLETED: 409,
  VENUE_HAS_BOOKINGS: 409,
  SCREEN_HAS_BOOKINGS: 409,
  SCREEN_HAS_SESSIONS: 409,
  SEAT_CATEGORY_EXISTS: 409,
  ALREADY_REVIEWED: 409,
  SEAT_UNAVAILABLE: 409,
  SOLD_OUT: 409,
  SHOW_STARTED: 409,
  SHOW_CLOSED: 409,
  BOOKING_CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  ALREADY_CANCELLED: 409,
  CANCELLATION_CLOSED: 409,
  REFUND_RACED: 409,
  OUT_OF_STOCK: 409,
  REWARD_UNAVAILABLE: 409,
  REDEMPTION_CONFLICT: 409,
  ALREADY_SUBMITTED: 409,
  ALREADY_REFERRED: 409,
  REFERRAL_WINDOW_CLOSED: 409,
  INVITATION_TAKEN: 409,
  MEMBER_EXISTS: 409,
  CANNOT_DEMOTE_SELF: 409,
  CANNOT_SUSPEND_SELF: 409,
  BAND_TAKEN: 409,
  ALREADY_INVITED: 409,
  ALREADY_ACCEPTED: 409,
  EMAIL_NOT_VERIFIED: 409,
  NO_QUESTIONS: 409,
  QUESTION_OPEN: 409,
  NO_MORE_QUESTIONS: 409,
  GAME_ENDED: 409,
  ALREADY_PAID: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_ATTEMPTS: 429,
  RESEND_LIMIT: 429,
  GENERATION_LIMIT: 429,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
  MOVIE_DATABASE_UNAVAILABLE: 502,
  QUESTION_GENERATION_FAILED: 502,
  QUESTION_GENERATION_PENDING: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
/** Every code, to enumerate (the OpenAPI document, tests). */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** The one error shape of the API (docs/api.md, "Errors"): status plus {error: {code, message, details}}. */
export interface ApiErrorBody<C extends string = ErrorCode> {
  error: { code: C; message: string; details?: Record<string, unknown> };
}

/** The product's fixed wording (docs/product-rules.md, "Fixed wording"). */
export const MESSAGES = {
  insufficientPoints: (missing: number) => `You need ${formatNumber(missing)} more points.`,
  /** Redeeming beyond the balance, "Insufficient Points" with the points missing (docs/product-rules.md, "Rewards"). */
  insufficientPointsToRedeem: (missing: number) => `Insufficient Points: you need ${formatNumber(missing)} more points.`,
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
  busy: 'Many people are doing this right now. Please try again.',
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
    readonly code: ErrorCode,
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
export const conflict = (code: ErrorCode, message: string, details?: Record<string, unknown>) =>
  new AppError(409, code, message, details);
/** A failure nobody expected (the details are in the logs, not the answer). */
export const internalError = () => new AppError(500, 'INTERNAL', 'Something went wrong. Please try again.');
/** A write that others kept busy through every retry: nothing written (docs/booking.md, "Conflicts"). */
export const concurrentUpdate = () => new AppError(409, 'CONCURRENT_UPDATE', MESSAGES.busy);
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
  sessionCancelled: 'This session was cancelled: its bookings were refunded, so nobody can play.',
} as const;
export const liveNoQuestions = () => conflict('NO_QUESTIONS', LIVE_MESSAGES.noQuestions);
export const liveQuestionNotPlayable = (questionId: string) => badRequest(LIVE_MESSAGES.questionNotPlayable, { questionId });
export const liveQuestionOpen = () => conflict('QUESTION_OPEN', LIVE_MESSAGES.questionOpen);
export const liveNoMoreQuestions = () => conflict('NO_MORE_QUESTIONS', LIVE_MESSAGES.noMoreQuestions);
export const liveGameEnded = () => conflict('GAME_ENDED', LIVE_MESSAGES.gameEnded);
export const liveSessionCancelled = () => conflict('SHOW_CLOSED', LIVE_MESSAGES.sessionCancelled);
