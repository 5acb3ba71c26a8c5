import * as z from 'zod';
import {
  MAIL_PREFERENCES,
  pageQuerySchema,
  pointsAdjustmentSchema,
  pointsHistoryEntrySchema,
  profileSchema,
  profileUpdateSchema,
} from '../../schemas/profile';
import { POINTS_ACTIVITIES, TIERS, type PointsActivity, type Tier } from '../../constants';
import { bandPairingSchema } from '../../schemas/band';
import { myEarningSchema } from '../../schemas/earning-limits';
import { defineRoutes } from '../route-spec';

const memberIdParams = z.object({ id: z.string().min(1).max(128) });

export const pointsHistoryPageSchema = z.object({
  items: z.array(pointsHistoryEntrySchema),
  nextCursor: z.string().optional(),
});

export const memberStatsSchema = z.object({
  answers: z.number().int(),
  bookings: z.number().int(),
  reviews: z.number().int(),
});
export type MemberStats = z.infer<typeof memberStatsSchema>;

export const settingsSchema = z.object({
  tierThresholds: z.object(Object.fromEntries(TIERS.map((tier) => [tier, z.number().int()])) as Record<Tier, z.ZodNumber>),
  pointsValues: z.object(Object.fromEntries(POINTS_ACTIVITIES.map((activity) => [activity, z.number().int()])) as Record<PointsActivity, z.ZodNumber>),
});
export type Settings = z.infer<typeof settingsSchema>;

export const bandSchema = z.object({ bandId: z.string(), pairedAt: z.string() });

export const unsubscribeResultSchema = z.object({ preference: z.enum(MAIL_PREFERENCES) });

export const membersRoutes = defineRoutes({
  unsubscribe: {
    method: 'POST',
    path: '/api/unsubscribe',
    domain: 'members',
    auth: 'public',
    errors: ['INVALID_LINK'],
    summary:
      "One-click unsubscribe (RFC 8058), from a mail's List-Unsubscribe header or its Unsubscribe page, without signing in: turns off the preference its signed token names (any body is ignored); 400 INVALID_LINK for a token that is not ours",
    query: z.object({ token: z.string().min(1).max(512) }),
    response: unsubscribeResultSchema,
  },
  getSettings: {
    method: 'GET',
    path: '/api/settings',
    domain: 'members',
    auth: 'public',
    summary: 'The tier thresholds and the points each activity earns (the points configuration)',
    response: settingsSchema,
  },
  getMe: {
    method: 'GET',
    path: '/api/me',
    domain: 'members',
    auth: 'member',
    summary: "The caller's profile (created on first call)",
    response: profileSchema,
  },
  updateMe: {
    method: 'PATCH',
    path: '/api/me',
    domain: 'members',
    auth: 'member',
    errors: ['PHOTO_LOCKED'],
    summary: "Update the caller's name, e-mail, phone, profile photo or mail preferences (emailNotifications, sessionReminders)",
    body: profileUpdateSchema,
    response: profileSchema,
  },
  adoptMyVerifiedEmail: {
    method: 'PUT',
    path: '/api/me/email',
    domain: 'members',
    auth: 'member',
    errors: ['EMAIL_NOT_VERIFIED'],
    summary: "The profile takes the caller's e-mail address once Cognito has verified it (409 EMAIL_NOT_VERIFIED before)",
    response: profileSchema,
  },
  getMyPointsHistory: {
    method: 'GET',
    path: '/api/me/points-history',
    domain: 'members',
    auth: 'member',
    summary: "The caller's points statement, newest first",
    query: pageQuerySchema,
    response: pointsHistoryPageSchema,
  },
  getMyStats: {
    method: 'GET',
    path: '/api/me/stats',
    domain: 'members',
    auth: 'member',
    summary: "The caller's counters: questions answered, bookings and reviews",
    response: memberStatsSchema,
  },
  getMyEarnings: {
    method: 'GET',
    path: '/api/me/earnings',
    domain: 'members',
    auth: 'member',
    summary: "The caller's earnings this period of each activity with an earning limit: earned, limit, period (day or month, UTC) and when it resets",
    response: z.object({ items: z.array(myEarningSchema) }),
  },
  pairMyBand: {
    method: 'PUT',
    path: '/api/me/band',
    domain: 'members',
    auth: 'member',
    errors: ['BAND_TAKEN'],
    summary:
      "Pair the caller's wearable band (trimmed, upper-cased, like BAND-ABC123); replaces and frees their previous band; 409 BAND_TAKEN when another member wears it",
    body: bandPairingSchema,
    response: bandSchema,
  },
  adjustMemberPoints: {
    method: 'POST',
    path: '/api/admin/members/{id}/points',
    domain: 'members',
    auth: 'admin',
    errors: ['NOT_FOUND', 'INSUFFICIENT_POINTS'],
    summary: "Credit or debit a member's points, with an audit entry in the same transaction",
    params: memberIdParams,
    body: pointsAdjustmentSchema,
    response: z.object({ profile: profileSchema, entry: pointsHistoryEntrySchema }),
  },
});
