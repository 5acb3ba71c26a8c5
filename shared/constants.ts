/** Business constants of the product (docs/product-rules.md and docs/back-office.md). */

/**
 * The product's one locale: en-US formatting of sessions and tickets (the spec's "Dates and times use
 * en-US formatting", shared/booking/format.ts), of the figures in the API's messages
 * (shared/format-number.ts), and of every figure, date and time the web app shows (web/src/lib/format.ts,
 * format-time.ts).
 */
export const LOCALE = 'en-US';

export const TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const;
export type Tier = (typeof TIERS)[number];

/** One threshold table, kept with the points configuration (docs/product-rules.md, "Points and tiers"). */
export const DEFAULT_TIER_THRESHOLDS: Record<Tier, number> = {
  bronze: 0,
  silver: 1000,
  gold: 2500,
  platinum: 5000,
};

export const TIER_LABELS: Record<Tier, string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

/** Spec: platinum purple, gold yellow, silver slate, bronze orange; light enough to be text on the dark surfaces (4.5:1). */
export const TIER_COLOURS: Record<Tier, string> = {
  bronze: '#ea580c',
  silver: '#94a3b8',
  gold: '#eab308',
  platinum: '#c084fc',
};

/** Roles, least access first (docs/access.md): staff check tickets in at the door, admins run the back office. */
export const ROLES = ['user', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ADMIN_GROUP = 'admin';
export const STAFF_GROUP = 'staff';

/** A member's account: a suspended one signs in to nothing and its tokens are refused (docs/access.md). */
export const MEMBER_STATUSES = ['active', 'suspended'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const DEFAULT_PROFILE_PHOTO = 'cinema';
export const DEFAULT_ROLE: Role = 'user';

/** Activities whose points value lives in the admin-editable points configuration. */
export const POINTS_ACTIVITIES = [
  'correct_answer',
  'survey_answer',
  'movie_rating',
  'movie_review',
  'feedback_base',
  'referral_inviter',
  'referral_friend',
  'welcome_bonus',
  'live_game',
] as const;
export type PointsActivity = (typeof POINTS_ACTIVITIES)[number];

export const DEFAULT_POINTS_CONFIG: Record<PointsActivity, { label: string; description: string; value: number }> = {
  correct_answer: { label: 'Correct Answer', description: 'Awarded for each correctly answered question', value: 20 },
  survey_answer: { label: 'Survey Answer', description: 'Awarded for answering a survey question', value: 20 },
  movie_rating: { label: 'Movie Rating', description: 'Awarded for rating a movie', value: 10 },
  movie_review: { label: 'Movie Review', description: 'Awarded for rating a movie with a written review', value: 25 },
  feedback_base: { label: 'Session Feedback', description: 'Base points for submitting session feedback', value: 20 },
  referral_inviter: { label: 'Referral (Inviter)', description: 'Awarded to a member whose invited friend signs up', value: 100 },
  referral_friend: { label: 'Referral (Friend)', description: 'Joining bonus for a friend who signs up with a referral code', value: 200 },
  welcome_bonus: { label: 'Welcome Bonus', description: 'Credited once to a new member who signs up, so a first booking is possible', value: 100 },
  live_game: { label: 'Live Game', description: 'Points per 1000 score of a live game in the auditorium', value: 20 },
};

/** Ledger entry types (docs/product-rules.md, "Points and tiers"). */
export const POINTS_TRANSACTION_TYPES = [
  'Admin Credit',
  'Admin Debit',
  'earned',
  'spent',
  'booking',
  'redemption',
  'review',
  'answer',
  'feedback',
  'referral',
  'refund',
] as const;
export type PointsTransactionType = (typeof POINTS_TRANSACTION_TYPES)[number];

export const POINTS_ADJUSTMENT_LIMIT = 10_000;
export const MAX_SEATS_PER_BOOKING = 4;
export const FEW_LEFT_THRESHOLD = 20;
export const DATE_STRIP_DAYS = 7;
export const LEADERBOARD_SIZE = 50;
export const LEADERBOARD_PREVIEW_SIZE = 5;
export const HOME_POPULAR_MOVIES = 10;
export const SWIPE_THRESHOLD_PX = 50;
export const TOP_CAST = 12;
export const KNOWN_FOR = 20;
export const ALSO_KNOWN_AS = 5;
export const REVIEW_TEXT_MAX = 1000;
export const INVITE_NOTE_MAX = 200;
export const FEEDBACK_COMMENTS_MAX = 500;
export const REDEMPTION_EXPIRY_DAYS = 30;
export const SPLASH_FADE_START_MS = 2500;
export const SPLASH_FADE_MS = 500;
export const SPLASH_DONE_MS = 3000;
export const POINTS_HISTORY_PAGE_SIZE = 20;
/** A movie's Reviews tab: this many reviews a page, newest first. */
export const REVIEWS_PAGE_SIZE = 20;
/** The movie page's showtimes: the next sessions of the movie, at most this many. */
export const MOVIE_SHOWTIMES = 10;
/** The movies page's title search: at most this many results. */
export const MOVIE_SEARCH_RESULTS = 20;

export const LEADERBOARD_PERIODS = ['week', 'month', 'year', 'lifetime'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** back-office: 16 preset avatars, four per tier, each with a seed word. */
export const PROFILE_PHOTOS = [
  { id: 'b1', seed: 'popcorn', tier: 'bronze' },
  { id: 'b2', seed: 'ticket', tier: 'bronze' },
  { id: 'b3', seed: 'reel', tier: 'bronze' },
  { id: 'b4', seed: 'usher', tier: 'bronze' },
  { id: 's1', seed: 'director', tier: 'silver' },
  { id: 's2', seed: 'screenplay', tier: 'silver' },
  { id: 's3', seed: 'matinee', tier: 'silver' },
  { id: 's4', seed: 'spotlight', tier: 'silver' },
  { id: 'g1', seed: 'premiere', tier: 'gold' },
  { id: 'g2', seed: 'blockbuster', tier: 'gold' },
  { id: 'g3', seed: 'festival', tier: 'gold' },
  { id: 'g4', seed: 'encore', tier: 'gold' },
  { id: 'p1', seed: 'oscar', tier: 'platinum' },
  { id: 'p2', seed: 'legend', tier: 'platinum' },
  { id: 'p3', seed: 'redcarpet', tier: 'platinum' },
  { id: 'p4', seed: 'marquee', tier: 'platinum' },
] as const satisfies readonly { id: string; seed: string; tier: Tier }[];
