import * as z from 'zod';
import { displayText } from '../../schemas/input';
import { DEFAULT_SCREEN_POSITION, SCREEN_POSITIONS, SEAT_MAP_LIMITS } from '../../admin/seat-map';
import { phoneSchema } from '../../schemas/profile';
import { isValidTimeZone } from '../../time-zone';
import { defineRoutes } from '../route-spec';
import { adminIdParams, adminPageQuerySchema, optionalText, pageOf } from './admin-common';
import { seatPlaceSchema } from './booking';
import { formatNumber } from '../../format-number';

const SCREEN_CAPACITY_MAX = 20_000;

export const SCREEN_TYPES = ['standard', 'imax', '3d', '4dx', 'vip'] as const;
/** The product fixes no text for these ("name and location required"; docs/back-office.md, "Venues, screens and seat maps"). */
export const VENUE_MESSAGES = {
  nameAndLocation: 'Name and location are required',
  timeZone: 'Please choose a valid time zone (e.g. Europe/London)',
  screenName: 'Screen name is required',
  capacity: 'Capacity must be at least 1',
  capacityMax: `Capacity must be at most ${formatNumber(SCREEN_CAPACITY_MAX)}`,
  categoryName: 'Category name is required',
  colour: 'Colour must be a hex colour like #3b82f6',
} as const;

const timeZoneSchema = z.string().trim().min(1, VENUE_MESSAGES.timeZone).max(64).refine(isValidTimeZone, VENUE_MESSAGES.timeZone);

export const venueInputSchema = z.object({
  name: displayText({ error: VENUE_MESSAGES.nameAndLocation }).trim().min(1, VENUE_MESSAGES.nameAndLocation).max(200, 'Name must be at most 200 characters'),
  location: displayText({ error: VENUE_MESSAGES.nameAndLocation }).trim().min(1, VENUE_MESSAGES.nameAndLocation).max(200, 'Location must be at most 200 characters'),
  address: optionalText(500, 'Address must be at most 500 characters'),
  phone: z.union([z.literal(''), z.null(), phoneSchema]).optional(),
  /** IANA zone of the venue's clock (docs/product-rules.md, "Time"); 'UTC' by default. */
  timeZone: timeZoneSchema.optional(),
  isActive: z.boolean().optional(),
});
export type VenueInput = z.infer<typeof venueInputSchema>;
/** Edit: any of the fields; `{isActive}` alone is the active toggle. */
export const venueUpdateSchema = venueInputSchema.partial();
export type VenueUpdate = z.infer<typeof venueUpdateSchema>;

export const adminVenueSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  timeZone: z.string(),
  isActive: z.boolean(),
  /** A session of its screens ahead or under way has bookings: Delete would be refused (409 VENUE_HAS_BOOKINGS), so it is not offered. */
  hasBookingsAhead: z.boolean(),
  createdAt: z.string(),
});
export type AdminVenue = z.infer<typeof adminVenueSchema>;

const capacitySchema = z
  .number({ error: VENUE_MESSAGES.capacity })
  .int(VENUE_MESSAGES.capacity)
  .min(1, VENUE_MESSAGES.capacity)
  .max(SCREEN_CAPACITY_MAX, VENUE_MESSAGES.capacityMax);

export const screenInputSchema = z.object({
  name: displayText({ error: VENUE_MESSAGES.screenName }).trim().min(1, VENUE_MESSAGES.screenName).max(100, 'Screen name must be at most 100 characters'),
  /** Default 100 (docs/back-office.md, "Venues, screens and seat maps"). */
  capacity: capacitySchema.default(100),
  /** Default standard (docs/back-office.md, "Venues, screens and seat maps"). */
  screenType: z.enum(SCREEN_TYPES, { error: 'Screen type must be standard, imax, 3d, 4dx or vip' }).default('standard'),
  isActive: z.boolean().optional(),
});
export type ScreenInput = z.infer<typeof screenInputSchema>;
/** Edit: any of the fields (`{isActive}` alone is the toggle); `venueId` moves a screen that has no sessions. */
export const screenUpdateSchema = z.object({
  venueId: z.string().trim().min(1, 'Please select a venue').max(128).optional(),
  name: screenInputSchema.shape.name.optional(),
  capacity: capacitySchema.optional(),
  screenType: z.enum(SCREEN_TYPES, { error: 'Screen type must be standard, imax, 3d, 4dx or vip' }).optional(),
  isActive: z.boolean().optional(),
});
export type ScreenUpdate = z.infer<typeof screenUpdateSchema>;

export const adminScreenSchema = z.object({
  id: z.string(),
  venueId: z.string(),
  venueName: z.string().nullable(),
  name: z.string(),
  capacity: z.number().int(),
  screenType: z.enum(SCREEN_TYPES),
  isActive: z.boolean(),
  aisleColumns: z.array(z.number().int()),
  screenPosition: z.enum(SCREEN_POSITIONS),
  /** The seat map new sessions take; null before the first save. */
  seatMapVersion: z.number().int().nullable(),
  /** Seats of the current seat map (rows x columns), and those for sale. */
  seatCount: z.number().int(),
  sellableSeats: z.number().int(),
  /** A session of it ahead or under way has bookings: Delete would be refused (409 SCREEN_HAS_BOOKINGS), so it is not offered. */
  hasBookingsAhead: z.boolean(),
  createdAt: z.string(),
});
export type AdminScreen = z.infer<typeof adminScreenSchema>;

export const venueDetailSchema = z.object({
  venue: adminVenueSchema,
  totalScreens: z.number().int(),
  /** The sum of its screens' capacities. */
  totalCapacity: z.number().int(),
  screens: z.array(adminScreenSchema),
});
export type VenueDetail = z.infer<typeof venueDetailSchema>;

const rowLabel = z.string().trim().toUpperCase().regex(/^[A-Z]{1,3}$/, 'Rows are lettered A, B, ... Z, AA');
const seatLabelSchema = z.string().trim().toUpperCase().regex(/^[A-Z]{1,3}\d{1,3}$/, 'Seats are labelled like A1');

/** `PUT /api/admin/screens/{id}/seat-map`. Saving makes a new version; existing sessions keep theirs (docs/api.md, "Paths and bodies"). */
export const seatMapInputSchema = z.object({
  rows: z
    .number({ error: 'Rows must be between 1 and 100' })
    .int('Rows must be between 1 and 100')
    .min(SEAT_MAP_LIMITS.minRows, 'Rows must be between 1 and 100')
    .max(SEAT_MAP_LIMITS.maxRows, 'Rows must be between 1 and 100'),
  columns: z
    .number({ error: 'Columns must be between 1 and 200' })
    .int('Columns must be between 1 and 200')
    .min(SEAT_MAP_LIMITS.minColumns, 'Columns must be between 1 and 200')
    .max(SEAT_MAP_LIMITS.maxColumns, 'Columns must be between 1 and 200'),
  /** Seat columns after which an aisle (a gap, no seat lost) runs: 1 .. columns - 1. */
  aisleColumns: z.array(z.number().int().min(1, 'Aisles run between seat columns')).max(199).default([]),
  screenPosition: z.enum(SCREEN_POSITIONS, { error: 'Screen position must be top, bottom, left or right' }).default(DEFAULT_SCREEN_POSITION),
  /** Row label to seat category id; rows left out take the default category (Regular, else the first). */
  rowCategories: z.record(rowLabel, z.string().trim().min(1).max(128)).default({}),
  /** Seats not for sale. */
  unavailable: z.array(seatLabelSchema).max(20_000).optional(),
});
export type SeatMapInput = z.infer<typeof seatMapInputSchema>;

export const seatCategoryOutSchema = z.object({ id: z.string(), name: z.string(), colorCode: z.string(), isActive: z.boolean() });
export type AdminSeatCategory = z.infer<typeof seatCategoryOutSchema>;

export const screenSeatMapSchema = z.object({
  screenId: z.string(),
  /** null: no seat map saved yet; the layout below is then the spec's default for the capacity. */
  version: z.number().int().nullable(),
  capacity: z.number().int(),
  rows: z.number().int(),
  columns: z.number().int(),
  aisleColumns: z.array(z.number().int()),
  screenPosition: z.enum(SCREEN_POSITIONS),
  rowCategories: z.record(z.string(), z.string()),
  unavailable: z.array(z.string()),
  seatCount: z.number().int(),
  sellableSeats: z.number().int(),
  defaultCategoryId: z.string().nullable(),
  seats: z.array(seatPlaceSchema),
  categories: z.array(seatCategoryOutSchema),
});
export type ScreenSeatMap = z.infer<typeof screenSeatMapSchema>;

export const seatCategoryInputSchema = z.object({
  name: displayText({ error: VENUE_MESSAGES.categoryName }).trim().min(1, VENUE_MESSAGES.categoryName).max(50, 'Category name must be at most 50 characters'),
  colorCode: z.string({ error: VENUE_MESSAGES.colour }).trim().regex(/^#[0-9a-fA-F]{6}$/, VENUE_MESSAGES.colour),
});
export type SeatCategoryInput = z.infer<typeof seatCategoryInputSchema>;

const venueIdParams = adminIdParams;

export const adminVenuesRoutes = defineRoutes({
  listAdminVenues: {
    method: 'GET',
    path: '/api/admin/venues',
    domain: 'admin',
    auth: 'admin',
    summary: 'Venues by name, a page at a time; each says whether a session ahead has bookings (its Delete would be refused)',
    query: adminPageQuerySchema,
    response: pageOf(adminVenueSchema),
  },
  createVenue: {
    method: 'POST',
    path: '/api/admin/venues',
    domain: 'admin',
    auth: 'admin',
    summary: 'Add a venue (name and location required; time zone UTC by default)',
    body: venueInputSchema,
    response: adminVenueSchema,
    status: 201,
  },
  getAdminVenue: {
    method: 'GET',
    path: '/api/admin/venues/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: "A venue's side panel: the venue, Total Screens, Total Capacity and its screens",
    params: venueIdParams,
    response: venueDetailSchema,
  },
  updateVenue: {
    method: 'PATCH',
    path: '/api/admin/venues/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Edit a venue or toggle it active ({isActive}); a new name or location reaches its sessions at once',
    params: venueIdParams,
    body: venueUpdateSchema,
    response: adminVenueSchema,
  },
  deleteVenue: {
    method: 'DELETE',
    path: '/api/admin/venues/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND', 'VENUE_HAS_BOOKINGS'],
    summary: 'Delete a venue with its screens and their unbooked upcoming sessions (409 VENUE_HAS_BOOKINGS when a session ahead has confirmed bookings)',
    params: venueIdParams,
    status: 204,
  },
  listAdminScreens: {
    method: 'GET',
    path: '/api/admin/screens',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: "The Screens tab: every screen by venue then name, or one venue's (?venueId=); each says whether a session ahead has bookings",
    query: z.object({ venueId: z.string().trim().min(1).max(128).optional() }),
    response: z.object({ items: z.array(adminScreenSchema) }),
  },
  createScreen: {
    method: 'POST',
    path: '/api/admin/venues/{id}/screens',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Add a screen to a venue (capacity 100 and type standard by default)',
    params: venueIdParams,
    body: screenInputSchema,
    response: adminScreenSchema,
    status: 201,
  },
  getAdminScreen: {
    method: 'GET',
    path: '/api/admin/screens/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'One screen',
    params: adminIdParams,
    response: adminScreenSchema,
  },
  updateScreen: {
    method: 'PATCH',
    path: '/api/admin/screens/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND', 'SCREEN_HAS_SESSIONS'],
    summary: 'Edit a screen or toggle it active ({isActive}); a new name reaches its sessions at once',
    params: adminIdParams,
    body: screenUpdateSchema,
    response: adminScreenSchema,
  },
  deleteScreen: {
    method: 'DELETE',
    path: '/api/admin/screens/{id}',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND', 'SCREEN_HAS_BOOKINGS'],
    summary: 'Delete a screen with its seat maps and unbooked upcoming sessions (409 SCREEN_HAS_BOOKINGS when a session ahead has confirmed bookings)',
    params: adminIdParams,
    status: 204,
  },
  getScreenSeatMap: {
    method: 'GET',
    path: '/api/admin/screens/{id}/seat-map',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: "The seat-map editor's data: the screen's current seat map (or the default layout for its capacity) and the seat categories",
    params: adminIdParams,
    response: screenSeatMapSchema,
  },
  saveSeatMap: {
    method: 'PUT',
    path: '/api/admin/screens/{id}/seat-map',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND', 'SEAT_COUNT_EXCEEDS_CAPACITY'],
    summary: "Save a screen's seat map as a new version: sessions made from now on take it, existing sessions keep theirs",
    params: adminIdParams,
    body: seatMapInputSchema,
    response: screenSeatMapSchema,
  },
  listSeatCategories: {
    method: 'GET',
    path: '/api/admin/seat-categories',
    domain: 'admin',
    auth: 'admin',
    summary: 'Seat categories by name',
    response: z.object({ items: z.array(seatCategoryOutSchema) }),
  },
  createSeatCategory: {
    method: 'POST',
    path: '/api/admin/seat-categories',
    domain: 'admin',
    auth: 'admin',
    errors: ['SEAT_CATEGORY_EXISTS'],
    summary: 'Add a seat category (name and colour; 409 SEAT_CATEGORY_EXISTS for a name in use)',
    body: seatCategoryInputSchema,
    response: seatCategoryOutSchema,
    status: 201,
  },
});
