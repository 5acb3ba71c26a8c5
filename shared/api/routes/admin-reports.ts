import * as z from 'zod';
import { calendarDate, digits } from '../../schemas/input';
import { POINTS_ACTIVITIES } from '../../constants';
import { dateRangeProblem } from '../../admin/date-range';
import { MAX_REPORT_DAYS } from '../../reports/reports';
import { earningLimitSchema } from '../../schemas/earning-limits';
import { defineRoutes } from '../route-spec';
import { adminPageQuerySchema, pageOf } from './admin-common';

const rangeFields = { from: calendarDate('from must be a date (YYYY-MM-DD)'), to: calendarDate('to must be a date (YYYY-MM-DD)') };

/** A report's range checks: `to` not before `from`, at most MAX_REPORT_DAYS days (dateRangeProblem, as the Reports page checks it). */
const withRangeChecks = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema.superRefine((q, ctx) => {
    const problem = dateRangeProblem(q.from, q.to, MAX_REPORT_DAYS);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['to'] });
  });

export const reportQuerySchema = withRangeChecks(z.object(rangeFields));

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

export const topEarnersQuerySchema = withRangeChecks(z.object({ ...rangeFields, activity: z.enum(POINTS_ACTIVITIES, { error: 'Unknown activity' }) }));

export const topEarnersSchema = z.object({
  from: z.string(),
  to: z.string(),
  activity: z.enum(POINTS_ACTIVITIES),
  /** The activity's limit now; the shares are of it, over every day or month the range touches. */
  limit: earningLimitSchema.nullable(),
  items: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      earned: z.number().int(),
      /** Share of the limit used over the range (0.5 = half); null when the activity has no limit. */
      limitShare: z.number().nullable(),
    }),
  ),
});
export type TopEarnersReport = z.infer<typeof topEarnersSchema>;

/** The most failed mails one page holds, and how many it holds unless `limit` asks for fewer. */
export const FAILED_MAIL_PAGE_SIZE = 50;

/** `?cursor=` (the previous page's `nextCursor`) and `?limit=` (1-50, default 50). */
export const failedMailQuerySchema = adminPageQuerySchema.extend({
  limit: digits(
    z.number().int().min(1, `limit must be 1-${FAILED_MAIL_PAGE_SIZE}`).max(FAILED_MAIL_PAGE_SIZE, `limit must be 1-${FAILED_MAIL_PAGE_SIZE}`),
  ).optional(),
});

/** Mail that failed every try (docs/mail.md, "Failed mail"), newest first, a page at a time. */
export const failedMailListSchema = pageOf(
  z.object({
    id: z.string(),
    /** invitation, bookingConfirmation, showReminder, sessionCancelled, liveGameStarting. */
    kind: z.string(),
    /** The address it went to: the invited friend's, or the member's current one (null: the member is gone). */
    recipient: z.string().nullable(),
    lastError: z.string().nullable(),
    attempts: z.number().int(),
    /** When the last try failed. */
    failedAt: z.string(),
    createdAt: z.string(),
  }),
);
export type FailedMailList = z.infer<typeof failedMailListSchema>;
export type FailedMail = FailedMailList['items'][number];

export const failedMailParams = z.object({ mailId: z.string().trim().min(1).max(200) });

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
  getTopEarners: {
    method: 'GET',
    path: '/api/admin/reports/top-earners',
    domain: 'admin',
    auth: 'admin',
    summary: `Top earners of an activity for a date range (at most ${MAX_REPORT_DAYS} days): the members who earned most from it, with the share of its earning limit each used; one index query per day or month, no scan`,
    query: topEarnersQuerySchema,
    response: topEarnersSchema,
  },
  listFailedMail: {
    method: 'GET',
    path: '/api/admin/mail/failed',
    domain: 'admin',
    auth: 'admin',
    summary: `Mail that failed every try, newest first, a page at a time (\`limit\` 1-${FAILED_MAIL_PAGE_SIZE}, default ${FAILED_MAIL_PAGE_SIZE}; \`nextCursor\` for the next): kind, recipient, last error, tries; read through the outbox status index, no scan`,
    query: failedMailQuerySchema,
    response: failedMailListSchema,
  },
  resendFailedMail: {
    method: 'POST',
    path: '/api/admin/mail/{mailId}/resend',
    domain: 'admin',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: 'Queue a failed mail again with a fresh set of tries (the worker sends it within a minute); a mail that is not failed (unknown, or queued again already) 404',
    params: failedMailParams,
    response: z.object({ id: z.string(), status: z.literal('pending') }),
  },
});
