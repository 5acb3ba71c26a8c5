import * as z from 'zod';
import { calendarDate } from '../../schemas/input';
import { MAX_REPORT_DAYS } from '../../reports/reports';
import { defineRoutes } from '../route';

export const reportQuerySchema = z
  .object({ from: calendarDate('from must be a date (YYYY-MM-DD)'), to: calendarDate('to must be a date (YYYY-MM-DD)') })
  .refine((q) => q.from <= q.to, { message: 'The last day must not be before the first day.', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_REPORT_DAYS, { message: `At most ${MAX_REPORT_DAYS} days at a time.`, path: ['to'] });

export const adminReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The sessions in the range (not cancelled), by date then time. */
  sessions: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      time: z.string(),
      movieTitle: z.string(),
      venueId: z.string(),
      venueName: z.string(),
      screenName: z.string(),
      totalSeats: z.number().int(),
      bookedSeats: z.number().int(),
      checkedIn: z.number().int(),
      occupancy: z.number(),
    }),
  ),
  venues: z.array(
    z.object({
      venueId: z.string(),
      venueName: z.string(),
      sessions: z.number().int(),
      totalSeats: z.number().int(),
      bookedSeats: z.number().int(),
      checkedIn: z.number().int(),
      occupancy: z.number(),
    }),
  ),
  /** The most answered questions in the range; `correctRate` null for a survey question. */
  questions: z.array(
    z.object({ id: z.string(), text: z.string(), topic: z.string().nullable(), answers: z.number().int(), correct: z.number().int(), correctRate: z.number().nullable() }),
  ),
  /** ISO weeks the range touches, oldest first. */
  pointsByWeek: z.array(z.object({ week: z.string(), earned: z.number().int(), spent: z.number().int() })),
  /** The most redeemed rewards of the range. */
  topRewards: z.array(z.object({ id: z.string(), name: z.string(), category: z.string(), pointsCost: z.number().int(), redeemed: z.number().int() })),
});
export type AdminReport = z.infer<typeof adminReportSchema>;

export const adminReportsRoutes = defineRoutes({
  getAdminReport: {
    method: 'GET',
    path: '/api/admin/reports',
    domain: 'admin',
    auth: 'admin',
    summary: `Reports & Analytics for a date range (at most ${MAX_REPORT_DAYS} days): occupancy per session and venue, check-ins, Q&A per question, points per week, top rewards`,
    query: reportQuerySchema,
    response: adminReportSchema,
  },
});
