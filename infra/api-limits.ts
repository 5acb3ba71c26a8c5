/**
 * How many requests the API takes before API Gateway answers 429, per second and in a burst above it.
 * The stage's default applies to every route; the expensive routes get lower limits of their own
 * (HTTP API route settings), by route key. A key whose route is not in the route table yet is skipped
 * (tests/infra/caching.test.ts lists the ones that apply today).
 */
export interface Throttle {
  rateLimit: number;
  burstLimit: number;
}

/** Every route, unless it has its own below. */
export const API_THROTTLE: Throttle = { rateLimit: 100, burstLimit: 200 };

export const ROUTE_THROTTLES: Record<string, Throttle & { why: string }> = {
  'POST /api/bookings': {
    rateLimit: 20,
    burstLimit: 40,
    why: 'one DynamoDB transaction of up to 4 seats, the points debit, the ledger and the session counter',
  },
  'POST /api/rewards/{id}/redemptions': {
    rateLimit: 20,
    burstLimit: 40,
    why: 'a transaction on the stock, the balance and the ledger',
  },
  'GET /api/movies/{id}/questions': {
    rateLimit: 20,
    burstLimit: 40,
    why: "a movie's first request generates its questions (Bedrock where configured)",
  },
  'GET /api/movies/{id}/question-count': {
    rateLimit: 20,
    burstLimit: 40,
    why: "a guest's first look at a movie's Q&A tab generates its questions too",
  },
  'POST /api/admin/assets/{id}/questions/generate': {
    rateLimit: 2,
    burstLimit: 5,
    why: 'question generation (Bedrock where configured): seconds and tokens per call',
  },
  'GET /api/leaderboard': {
    rateLimit: 25,
    burstLimit: 50,
    why: "the caller's own rank counts the index entries ahead of them in every shard",
  },
};
