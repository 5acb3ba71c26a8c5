import * as z from 'zod';
import { calendarDate, digits, positiveId } from '../../schemas/input';
import { DATE_STRIP_DAYS, MAX_SEATS_PER_BOOKING, MOVIE_SHOWTIMES } from '../../constants';
import { MESSAGES } from '../../errors';
import { checkInRequestSchema } from '../../schemas/check-in';
import { defineRoutes } from '../route-spec';

const dateKey = calendarDate();
const sessionIdParams = z.object({ id: z.string().min(1).max(128) });

export const sessionsQuerySchema = z.object({
  /** First calendar day (YYYY-MM-DD); today by default. */
  from: dateKey.optional(),
  days: digits(z.number().int().min(1).max(31)).default(DATE_STRIP_DAYS),
  /** A movie title (case-insensitive) or movie id. */
  movie: z.string().trim().max(200).optional(),
  /** A venue id or name. */
  venue: z.string().trim().max(200).optional(),
  location: z.string().trim().max(200).optional(),
});

/** A seat map's layout: where the screen is, the aisles (after these columns), the rows and columns. */
export const seatLayoutSchema = z.object({
  /** shared/admin's SCREEN_POSITIONS, spelled out: member code must not import the admin chunk (web/vite.config.ts). */
  screenPosition: z.enum(['top', 'bottom', 'left', 'right']),
  aisleColumns: z.array(z.number().int()),
  rows: z.number().int(),
  columns: z.number().int(),
});
export type SeatLayout = z.infer<typeof seatLayoutSchema>;

/** What the members' and the admins' session listings both say of a session; each extends it with its own fields. */
export const sessionBaseSchema = z.object({
  id: z.string(),
  movieId: z.string().nullable(),
  movieTitle: z.string(),
  posterUrl: z.string().nullable(),
  venueId: z.string(),
  location: z.string(),
  screenId: z.string(),
  date: z.string(),
  time: z.string(),
  basePrice: z.number(),
  totalSeats: z.number().int(),
  bookedSeats: z.number().int(),
});

export const sessionSchema = sessionBaseSchema.extend({
  genre: z.string().nullable(),
  durationMinutes: z.number().nullable(),
  venue: z.string(),
  screen: z.string().nullable(),
  /** The start as an instant (ISO), from the date and time on the venue's clock: booking closes then. */
  startsAt: z.string(),
  seatsLeft: z.number().int(),
  status: z.string(),
  sessionState: z.string(),
  /**
   * The layout of the seat map the session uses and how many seat categories its legend lists (the
   * booking dialog keeps its room while it loads); null on older sessions.
   */
  seatRows: z.number().int().nullable(),
  seatColumns: z.number().int().nullable(),
  seatScreenPosition: seatLayoutSchema.shape.screenPosition.nullable(),
  seatAisleColumns: seatLayoutSchema.shape.aisleColumns.nullable(),
  seatCategoryCount: z.number().int().nullable(),
});
export type SessionSummary = z.infer<typeof sessionSchema>;

const index = z.number().int();

/**
 * The shows of a range of days as the Shows page's date strip and filter chips need them, without the
 * cards (docs/api.md, "The Shows page's week"): the movies, venues and locations listed, and for each day
 * its shows grouped by movie, venue and location, as `[movie, venue, location, shows, lastStartsAt]`
 * (indexes into the three lists, how many shows, the latest start as an instant).
 */
export const sessionsSummarySchema = z.object({
  movies: z.array(z.string()),
  venues: z.array(z.string()),
  locations: z.array(z.string()),
  days: z.array(z.object({ date: z.string(), groups: z.array(z.tuple([index, index, index, index, z.string()])) })),
});
export type SessionsSummary = z.infer<typeof sessionsSummarySchema>;

export const seatCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  colorCode: z.string(),
  /** Points per seat in this session. */
  price: z.number(),
});
export type SeatCategory = z.infer<typeof seatCategorySchema>;

/** A seat where a seat map places it: its label, row and number, category, and whether it is for sale. */
export const seatPlaceSchema = z.object({
  label: z.string(),
  row: z.number().int(),
  rowLabel: z.string(),
  number: z.number().int(),
  categoryId: z.string(),
  /** False when the seat map marks the seat as not for sale. */
  available: z.boolean(),
});

export const seatSchema = seatPlaceSchema.extend({ booked: z.boolean() });
export type Seat = z.infer<typeof seatSchema>;

export const seatMapSchema = z.object({
  sessionId: z.string(),
  /** Null when the session's screen has no seat map ("No screen configured..."). */
  screen: z.object({ id: z.string(), name: z.string(), ...seatLayoutSchema.shape }).nullable(),
  categories: z.array(seatCategorySchema),
  seats: z.array(seatSchema),
});
export type SeatMap = z.infer<typeof seatMapSchema>;

export const sessionAssetSchema = z.object({
  assetId: z.string(),
  displayOrder: z.number().int(),
  title: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  brand: z.string().nullable(),
  fileUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  durationSeconds: z.number().nullable(),
});
export type SessionAsset = z.infer<typeof sessionAssetSchema>;

export const bookingRequestSchema = z.object({
  sessionId: z.string({ error: 'Please choose a session.' }).min(1, 'Please choose a session.').max(128),
  seats: z
    .array(z.string().trim().min(1).max(16), { error: MESSAGES.noSeatsSelected })
    .min(1, MESSAGES.noSeatsSelected)
    .max(MAX_SEATS_PER_BOOKING, MESSAGES.maxSeats(MAX_SEATS_PER_BOOKING)),
  /** A retry with the same key returns the first result and charges once. */
  idempotencyKey: z.string().trim().min(1).max(128).optional(),
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export const bookingResultSchema = z.object({
  bookingCode: z.string(),
  sessionId: z.string(),
  seats: z.array(z.string()),
  totalPrice: z.number(),
  createdAt: z.string(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

export const ticketSchema = z.object({
  id: z.string(),
  bookingCode: z.string(),
  seat: z.string(),
  price: z.number(),
  status: z.string(),
  createdAt: z.string(),
  /** When the booking was checked in at the door (a used ticket), null before. */
  checkedInAt: z.string().nullable(),
  session: z.object({
    id: z.string(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    movieTitle: z.string().nullable(),
    posterUrl: z.string().nullable(),
    venue: z.string().nullable(),
    location: z.string().nullable(),
    /** The start as an instant (ISO), on the venue's clock; null when the session is gone. */
    startsAt: z.string().nullable(),
    durationMinutes: z.number().nullable(),
    /** The venue's IANA time zone, whose clock the ticket's check-in time is written on; null when the session is gone. */
    timeZone: z.string().nullable(),
  }),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const cancelBookingParams = z.object({ bookingCode: z.string().trim().min(1).max(128) });

export const cancelBookingResultSchema = z.object({
  bookingCode: z.string(),
  seats: z.array(z.string()),
  /** Points given back through the ledger. */
  refunded: z.number().int(),
});
export type CancelBookingResult = z.infer<typeof cancelBookingResultSchema>;

export const CHECK_IN_OUTCOMES = [
  'CHECKED_IN',
  'ALREADY_CHECKED_IN',
  'TOO_EARLY',
  'ENDED',
  'WRONG_DAY',
  'CANCELLED',
  'UNKNOWN_CODE',
  'NO_BOOKING_TODAY',
  'BAND_NOT_PAIRED',
] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** The wearable/door check-in result (docs/product-rules.md, "Check-in and the wearable band"): success, message, the booking checked in. */
export const checkInResultSchema = z.object({
  success: z.boolean(),
  /** Which outcome, for a door screen to act on (the message is for people). */
  outcome: z.enum(CHECK_IN_OUTCOMES),
  message: z.string(),
  booking: z
    .object({
      /** The booking code (one booking, however many seats). */
      id: z.string(),
      sessionId: z.string(),
      movieTitle: z.string(),
      date: z.string(),
      time: z.string(),
      seats: z.array(z.string()),
      checkedInAt: z.string().nullable(),
    })
    .optional(),
  /** A refusal's what went wrong and what to do (shared/check-in.ts, checkInTroubleshooting). */
  troubleshooting: z.object({ issue: z.string(), steps: z.array(z.string()) }).optional(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

export const bookingRoutes = defineRoutes({
  listSessions: {
    method: 'GET',
    path: '/api/sessions',
    domain: 'booking',
    auth: 'public',
    summary: 'Shows from a day (today by default) for 7 days, by date then time; filters movie, venue, location',
    query: sessionsQuerySchema,
    response: z.object({ items: z.array(sessionSchema) }),
  },
  summarizeSessions: {
    method: 'GET',
    path: '/api/sessions/summary',
    domain: 'booking',
    auth: 'public',
    summary: "The Shows page's date strip and filters: a range of days' shows (today by default, 7 days) counted by day, movie, venue and location, without the cards",
    query: sessionsQuerySchema.pick({ from: true, days: true }),
    response: sessionsSummarySchema,
  },
  listMovieSessions: {
    method: 'GET',
    path: '/api/movies/{id}/sessions',
    domain: 'booking',
    auth: 'public',
    summary: `The movie page's showtimes: the movie's next ${MOVIE_SHOWTIMES} sessions from a day (today by default), by date then time`,
    params: z.object({ id: positiveId('Not found') }),
    query: z.object({ from: dateKey.optional() }),
    response: z.object({ items: z.array(sessionSchema) }),
  },
  getSession: {
    method: 'GET',
    path: '/api/sessions/{id}',
    domain: 'booking',
    auth: 'public',
    errors: ['NOT_FOUND'],
    summary: 'One show',
    params: sessionIdParams,
    response: sessionSchema,
  },
  getSessionSeats: {
    method: 'GET',
    path: '/api/sessions/{id}/seats',
    domain: 'booking',
    auth: 'public',
    errors: ['NOT_FOUND'],
    summary: "A show's seat map: rows, aisles, categories with point prices, booked and unavailable seats",
    params: sessionIdParams,
    response: seatMapSchema,
  },
  getSessionAssets: {
    method: 'GET',
    path: '/api/sessions/{id}/assets',
    domain: 'booking',
    auth: 'member',
    errors: ['NOT_FOUND'],
    summary: "A show's pre-show assets in display order",
    params: sessionIdParams,
    response: z.object({ items: z.array(sessionAssetSchema) }),
  },
  createBooking: {
    method: 'POST',
    path: '/api/bookings',
    domain: 'booking',
    auth: 'member',
    errors: ['NOT_FOUND', 'SHOW_STARTED', 'SHOW_CLOSED', 'SEAT_UNAVAILABLE', 'SOLD_OUT', 'INSUFFICIENT_POINTS', 'IDEMPOTENCY_KEY_REUSED', 'BOOKING_CONFLICT'],
    summary: 'Book 1-4 seats with points, all or nothing',
    body: bookingRequestSchema,
    response: bookingResultSchema,
    status: 201,
  },
  cancelBooking: {
    method: 'DELETE',
    path: '/api/bookings/{bookingCode}',
    domain: 'booking',
    auth: 'member',
    errors: ['NOT_FOUND', 'ALREADY_CANCELLED', 'CANCELLATION_CLOSED', 'REFUND_RACED'],
    summary:
      "Cancel one's own confirmed booking until 2 hours before the start: its seats freed and its points refunded through the ledger, once. Another member's or an unknown code 404; again 409 ALREADY_CANCELLED; too late 409 CANCELLATION_CLOSED",
    params: cancelBookingParams,
    response: cancelBookingResultSchema,
  },
  checkIn: {
    method: 'POST',
    path: '/api/check-ins',
    domain: 'booking',
    auth: 'member',
    errors: ['FORBIDDEN'],
    summary:
      "Check in a confirmed booking once, on the show's day, from 60 minutes before the start until its end: {bandId} (a member's own paired band) or {bookingCode} (staff and admins, else 403). Always 200 with {success, outcome, message, booking?}: a refusal (too early, ended, wrong day, already checked in at HH:MM, cancelled, unknown code, no booking today) is success false; bad input is 400",
    body: checkInRequestSchema,
    response: checkInResultSchema,
  },
  listMyTickets: {
    method: 'GET',
    path: '/api/me/tickets',
    domain: 'booking',
    auth: 'member',
    summary: "The caller's confirmed tickets (one per seat), newest first",
    response: z.object({ items: z.array(ticketSchema) }),
  },
});
