import * as z from 'zod';
import { calendarDate, digits } from '../../schemas/input';
import { PRICE_MAX, PRICE_MIN, isCentStep, storedPrices } from '../../admin/pricing';
import { isFiveMinuteStep } from '../../admin/sessions';
import { defineRoutes } from '../route-spec';
import { adminIdParams, pageOf } from './admin-common';
import { seatCategorySchema, seatLayoutSchema, seatSchema, sessionAssetSchema, sessionBaseSchema } from './booking';

export const SESSION_STATUSES = ['scheduled', 'ongoing', 'completed', 'cancelled'] as const;
export const MAX_SESSION_ASSETS = 25;
export const MAX_SESSION_PRICES = 20;
/** Prices a request may name, 0 included: a bound on the body, far above any chain's seat categories. */
const MAX_PRICE_FIELDS = 200;

/** The product fixes no text for these ("venue, screen, date and time required"; docs/back-office.md, "Sessions"). */
export const SESSION_MESSAGES = {
  venue: 'Please select a venue',
  screen: 'Please select a screen',
  date: 'Please select a date',
  time: 'Please select a time',
  timeStep: 'Times are chosen in 5-minute steps',
  /** Checked by the API on the venue's clock: a new start (create, or an edit that moves it) must be ahead. */
  startPassed: 'This date and time has already passed at the venue. Please choose a later time.',
  price: 'Each price must be a number from 0 to 10000',
  priceStep: 'Prices go in steps of 0.01',
  tooManyAssets: `A session plays at most ${MAX_SESSION_ASSETS} assets`,
  duplicateAsset: 'An asset can be added to a session only once',
} as const;

const dateKey = calendarDate(SESSION_MESSAGES.date);
const price = z
  .number({ error: SESSION_MESSAGES.price })
  .min(PRICE_MIN, SESSION_MESSAGES.price)
  .max(PRICE_MAX, SESSION_MESSAGES.price)
  .refine(isCentStep, SESSION_MESSAGES.priceStep);

/** `POST /api/admin/sessions`. Only prices above 0 are stored; the base price is their average (docs/api.md, "Paths and bodies"). */
export const sessionInputSchema = z.object({
  venueId: z.string({ error: SESSION_MESSAGES.venue }).trim().min(1, SESSION_MESSAGES.venue).max(128),
  screenId: z.string({ error: SESSION_MESSAGES.screen }).trim().min(1, SESSION_MESSAGES.screen).max(128),
  /** The movie-database id (a string of digits); without it the first movie asset's movie is shown. */
  movieId: z
    .union([z.string().trim().regex(/^[1-9]\d{0,11}$/, 'Please select a movie'), z.number().int().positive().transform(String), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v === '' || v === null ? undefined : v)),
  /** YYYY-MM-DD, the venue's calendar day. */
  date: dateKey,
  /** HH:MM on the venue's clock, in 5-minute steps. */
  time: z.string({ error: SESSION_MESSAGES.time }).regex(/^\d{2}:\d{2}$/, SESSION_MESSAGES.time).refine(isFiveMinuteStep, SESSION_MESSAGES.timeStep),
  /**
   * Seat category id to points per seat, 0-10000 in steps of 0.01. The limit counts the categories priced
   * above 0, the ones stored: the form sends every active category, a 0 for those the show leaves out.
   */
  prices: z
    .record(z.string().trim().min(1).max(128), price)
    .default({})
    .refine((p) => Object.keys(p).length <= MAX_PRICE_FIELDS, `At most ${MAX_PRICE_FIELDS} seat categories`)
    .refine((p) => Object.keys(storedPrices(p)).length <= MAX_SESSION_PRICES, `At most ${MAX_SESSION_PRICES} seat categories`),
  /** The running order: first plays first. */
  assetIds: z
    .array(z.string().trim().min(1).max(128))
    .max(MAX_SESSION_ASSETS, SESSION_MESSAGES.tooManyAssets)
    .default([])
    .refine((ids) => new Set(ids).size === ids.length, SESSION_MESSAGES.duplicateAsset),
});
export type SessionInput = z.infer<typeof sessionInputSchema>;

export const adminSessionSchema = sessionBaseSchema.extend({
  venueName: z.string(),
  screenName: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** The movie's runtime in minutes, copied from the movie database when the session was made; null when unknown. */
  durationMinutes: z.number().nullable(),
  /** The seat-map version the session was made with. */
  seatMapVersion: z.number().int(),
  /** Stored prices (above 0), per category, in points. */
  prices: z.array(z.object({ categoryId: z.string(), name: z.string(), colorCode: z.string(), price: z.number() })),
  /** The running order. */
  assets: z.array(sessionAssetSchema.pick({ assetId: true, title: true, type: true, displayOrder: true })),
  createdAt: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** The most days Sessions Management's list is asked for at a time. */
export const MAX_SESSION_LIST_DAYS = 366;

export const adminSessionsQuerySchema = z.object({
  /** A single day, YYYY-MM-DD. */
  date: dateKey.optional(),
  /** First day (default today, UTC) and last day (default 30 days on); at most MAX_SESSION_LIST_DAYS days. */
  from: dateKey.optional(),
  to: dateKey.optional(),
  venueId: z.string().trim().min(1).max(128).optional(),
  /** One screen's sessions (the session form's check for two shows on the screen at once). */
  screenId: z.string().trim().min(1).max(128).optional(),
  status: z.enum(SESSION_STATUSES).optional(),
  cursor: z.string().trim().min(1).max(4000).optional(),
  limit: digits(z.number().int().min(1, 'limit must be 1-100').max(100, 'limit must be 1-100')).optional(),
});

export const sessionBookingSchema = z.object({
  bookingCode: z.string(),
  userId: z.string(),
  memberName: z.string().nullable(),
  memberEmail: z.string().nullable(),
  seats: z.array(z.string()),
  status: z.enum(['confirmed', 'cancelled']),
  totalPrice: z.number(),
  createdAt: z.string(),
  checkedInAt: z.string().nullable(),
});
export type SessionBooking = z.infer<typeof sessionBookingSchema>;

export const adminSessionDetailSchema = z.object({
  session: adminSessionSchema,
  /** The venue's IANA time zone: the clock of the session's date and time, and of its check-in times on the page. */
  timeZone: z.string(),
  /** The session's own seat-map version; null when its screen has none (or was deleted). */
  seatMap: seatLayoutSchema
    .extend({
      version: z.number().int(),
      seats: z.array(seatSchema.extend({ checkedIn: z.boolean() })),
      categories: z.array(seatCategorySchema),
    })
    .nullable(),
  bookings: z.array(sessionBookingSchema),
  occupancy: z.object({
    bookedSeats: z.number().int(),
    totalSeats: z.number().int(),
    checkedInSeats: z.number().int(),
    /** booked / total, 0-100, one decimal. */
    percent: z.number(),
  }),
});
export type AdminSessionDetail = z.infer<typeof adminSessionDetailSchema>;

export const sessionCancelResultSchema = z.object({
  session: adminSessionSchema,
  /** Bookings this call refunded (a retry refunds none twice). */
  refundedBookings: z.number().int(),
  refundedPoints: z.number(),
});
export type SessionCancelResult = z.infer<typeof sessionCancelResultSchema>;

export const adminSessionsRoutes = defineRoutes({
  listAdminSessions: {
    method: 'GET',
    path: '/api/admin/sessions',
    domain: 'admin',
    auth: 'admin',
    summary: 'Sessions by date then time (today to 30 days on unless ?date= or ?from=&to=), at a venue or on a screen, with venue, screen, runtime, seats, running order and prices',
    query: adminSessionsQuerySchema,
    response: pageOf(adminSessionSchema),
  },
  createSession: {
    method: 'POST',
    path: '/api/admin/sessions',
    domain: 'admin',
    auth: 'admin',
    errors: ['VENUE_CHANGED'],
    summary: "Create a session on the screen's current seat map; members see it at once (400 VALIDATION_ERROR for a start that has passed on the venue's clock)",
    body: sessionInputSchema,
    response: adminSessionSchema,
    status: 201,
  },
  getAdminSession: {
    method: 'GET',
    path: '/api/admin/sessions/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Session Detail: its seat map (its own version) with booked and checked-in seats, its bookings and occupancy',
    params: adminIdParams,
    response: adminSessionDetailSchema,
  },
  updateSession: {
    method: 'PUT',
    path: '/api/admin/sessions/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND', 'SESSION_CANCELLED', 'SESSION_COMPLETED', 'SESSION_HAS_BOOKINGS', 'VENUE_CHANGED', 'SESSION_CHANGED'],
    summary:
      'Edit a session (the same fields as create; prices and running order replaced). A session with bookings keeps its venue and screen; a cancelled or completed one is not edited (409); a moved start must not have passed on the venue\'s clock (400 VALIDATION_ERROR), an unmoved one may (an ongoing show)',
    params: adminIdParams,
    body: sessionInputSchema,
    response: adminSessionSchema,
  },
  deleteSession: {
    method: 'DELETE',
    path: '/api/admin/sessions/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND', 'SESSION_HAS_BOOKINGS'],
    summary: 'Delete a session with its prices and running order (409 SESSION_HAS_BOOKINGS: cancel it instead)',
    params: adminIdParams,
    status: 204,
  },
  cancelSession: {
    method: 'POST',
    path: '/api/admin/sessions/{id}/cancel',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND', 'SESSION_COMPLETED', 'REFUND_RACED'],
    summary:
      'Cancel a scheduled or ongoing session: status cancelled, every confirmed booking refunded once through the ledger, seats freed (safe to retry); a completed one answers 409 SESSION_COMPLETED',
    params: adminIdParams,
    response: sessionCancelResultSchema,
  },
});
