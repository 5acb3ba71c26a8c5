import { Entity, type EntityItem } from 'electrodb';
import { DEFAULT_PROFILE_PHOTO, DEFAULT_ROLE, MEMBER_STATUSES, ROLES, TIERS } from '../../../shared/constants';

/**
 * A member's profile: identity mirror of Cognito plus the points balance.
 * Balance fields change only inside ledger transactions conditioned on `revision`.
 */
export const buildProfileEntity = () => new Entity({
  model: { entity: 'profile', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true, set: (v?: string) => v?.trim().toLowerCase() },
    phone: { type: 'string' },
    /**
     * The live role every staff and admin route checks (docs/access.md); Cognito's groups follow it
     * (the token's `cognito:groups` claim is not trusted once a profile exists).
     */
    role: { type: ROLES, required: true, default: DEFAULT_ROLE },
    /** Absent means active; a suspended member's tokens are refused on every route (docs/access.md). */
    status: { type: MEMBER_STATUSES },
    points: { type: 'number', required: true, default: 0 },
    lifetimePoints: { type: 'number', required: true, default: 0 },
    /** The tier shown: the higher of the earned tier and `grantedTier`. */
    tier: { type: TIERS, required: true, default: 'bronze' },
    grantedTier: { type: TIERS },
    profilePhoto: { type: 'string', required: true, default: DEFAULT_PROFILE_PHOTO },
    referralCode: { type: 'string', required: true },
    referredBy: { type: 'string' },
    bandId: { type: 'string' },
    /** Bumped by every balance change: the optimistic-concurrency guard of the ledger. */
    revision: { type: 'number', required: true, default: 0 },
    /** Points earned in the current week/month/year, as of the named bucket (leaderboard). */
    earnedPeriods: {
      type: 'map',
      properties: {
        week: { type: 'string' },
        weekPoints: { type: 'number' },
        month: { type: 'string' },
        monthPoints: { type: 'number' },
        year: { type: 'string' },
        yearPoints: { type: 'number' },
      },
    },
    /** Which mail the member wants (docs/mail.md, "Preferences"); a switch never set is on. */
    preferences: {
      type: 'map',
      properties: {
        emailNotifications: { type: 'boolean' },
        sessionReminders: { type: 'boolean' },
      },
    },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    /** YYYY-MM of createdAt: the member list's partition (see allByCreated). */
    createdMonth: {
      type: 'string',
      readOnly: true,
      watch: ['createdAt'],
      set: (_: unknown, item: { createdAt?: string }) => (item.createdAt ?? new Date().toISOString()).slice(0, 7),
    },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    /** A profile by its Cognito user id (sub). */
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
    /**
     * Every profile, newest first, one month per partition (admin member list: walk back month by
     * month). Every balance change rewrites the projected item, so one constant partition for all
     * members would be a write hot spot; a month partition holds only that month's sign-ups.
     */
    allByCreated: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['createdMonth'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'userId'] },
    },
    /** A profile by e-mail (admin add member, Google sign-in linking, invitations). */
    byEmail: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['email'] },
      sk: { field: 'gsi2sk', composite: [] },
    },
    /** A profile by its referral code (sign-up with an invite link). */
    byReferralCode: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['referralCode'] },
      sk: { field: 'gsi3sk', composite: [] },
    },
  },
});
export type ProfileEntity = ReturnType<typeof buildProfileEntity>;
export type ProfileItem = EntityItem<ProfileEntity>;
