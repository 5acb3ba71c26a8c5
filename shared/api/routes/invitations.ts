import * as z from 'zod';
import { limitOutcomeSchema } from '../../schemas/earning-limits';
import { invitationInputSchema, referralClaimSchema } from '../../schemas/invitation';
import { defineRoutes } from '../route-spec';

const INVITATION_STATUSES = ['sent', 'pending', 'accepted', 'declined'] as const;

export const invitationSchema = z.object({
  id: z.string(),
  friendName: z.string(),
  friendEmail: z.string(),
  friendPhone: z.string(),
  note: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  sentDate: z.string(),
  acceptedDate: z.string().optional(),
  /** Points the inviter earned for this invitation (referral_inviter once accepted). */
  pointsAwarded: z.number().int(),
  /** The inviter's referral code, which the invite link carries (?ref=). */
  referralCode: z.string(),
});
export type InvitationView = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({
  items: z.array(invitationSchema),
  stats: z.object({ total: z.number().int(), accepted: z.number().int(), pointsEarned: z.number().int() }),
});

export const referralResultSchema = z.object({
  /** What the caller (the friend) was credited. */
  pointsAwarded: z.number().int(),
  ...limitOutcomeSchema.shape,
});
export type ReferralResult = z.infer<typeof referralResultSchema>;

/** Invite Friends and referrals (docs/product-rules.md, "Invitations and referral"), served by the members function. */
export const invitationsRoutes = defineRoutes({
  listMyInvitations: {
    method: 'GET',
    path: '/api/me/invitations',
    domain: 'members',
    auth: 'member',
    summary: "The caller's invitations newest first, with the stats cards' figures (total, accepted, points earned)",
    response: invitationListSchema,
  },
  sendInvitation: {
    method: 'POST',
    path: '/api/invitations',
    domain: 'members',
    auth: 'member',
    errors: ['ALREADY_INVITED'],
    summary: 'Invite a friend (carries the caller\'s referral code); 409 ALREADY_INVITED ("User Already Invited") for a friend invited before by e-mail or phone',
    body: invitationInputSchema,
    response: invitationSchema,
    status: 201,
  },
  resendInvitation: {
    method: 'POST',
    path: '/api/invitations/{id}/resend',
    domain: 'members',
    auth: 'member',
    errors: ['NOT_FOUND', 'ALREADY_ACCEPTED', 'RESEND_LIMIT'],
    summary:
      "Send one of the caller's invitations again (404 for anyone else's); 409 ALREADY_ACCEPTED once accepted; 429 RESEND_LIMIT within an hour of the last send or after 5 resends",
    params: z.object({ id: z.string().trim().min(1).max(128) }),
    response: invitationSchema,
  },
  claimReferral: {
    method: 'POST',
    path: '/api/me/referral',
    domain: 'members',
    auth: 'member',
    errors: ['OWN_REFERRAL_CODE', 'ALREADY_REFERRED', 'REFERRAL_WINDOW_CLOSED', 'NOT_FOUND', 'INVITATION_TAKEN'],
    summary:
      'Claim a referral code once, within 14 days of sign-up: the caller gets referral_friend points, the inviter referral_inviter, the invitation turns accepted, in one transaction. 409 ALREADY_REFERRED, 409 REFERRAL_WINDOW_CLOSED, 400 OWN_REFERRAL_CODE, 404 unknown code',
    body: referralClaimSchema,
    response: referralResultSchema,
  },
});
