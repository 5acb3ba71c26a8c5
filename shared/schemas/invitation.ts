import * as z from 'zod';
import { INVITE_NOTE_MAX } from '../constants';
import { isDisplaySafe } from '../text';

/** The invite form's messages, word for word (docs/product-rules.md, "Invitations and referral"). */
export const INVITE_MESSAGES = {
  required: 'Please fill in all required fields',
  email: 'Invalid Email',
  phone: 'Invalid Phone Number',
  nameRequired: 'Name Required',
  alreadyInvited: 'User Already Invited',
} as const;

const required = (max: number, tooLong: string) =>
  z.string({ error: INVITE_MESSAGES.required }).trim().min(1, INVITE_MESSAGES.required).max(max, tooLong);

/** A simple address pattern, something@something.something without spaces (docs/product-rules.md, "Invitations and referral"). */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Only digits, spaces, dashes, parentheses and an optional leading plus (docs/product-rules.md, "Invitations and referral"). */
const PHONE_CHARACTERS = /^\+?[\d\s\-()]+$/;
/** At most 15 digits (the international limit) and at least 4, whatever the formatting. */
const digitCount = (phone: string) => phone.replace(/\D/g, '').length;

/** The invite form and POST /api/invitations: name, e-mail and phone required, an optional note. */
export const invitationInputSchema = z.object({
  friendName: required(100, 'Name must be at most 100 characters').refine(isDisplaySafe, 'Name contains characters that are not allowed'),
  friendEmail: required(255, 'Email must be at most 255 characters').toLowerCase().regex(SIMPLE_EMAIL, INVITE_MESSAGES.email),
  friendPhone: required(30, INVITE_MESSAGES.phone)
    .regex(PHONE_CHARACTERS, INVITE_MESSAGES.phone)
    .refine((phone) => digitCount(phone) >= 4 && digitCount(phone) <= 15, INVITE_MESSAGES.phone),
  note: z
    .string()
    .trim()
    .max(INVITE_NOTE_MAX, `Note must be at most ${INVITE_NOTE_MAX} characters`)
    .refine(isDisplaySafe, 'Note contains characters that are not allowed')
    .optional(),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;
export type Invitation = z.output<typeof invitationInputSchema>;

/** POST /api/me/referral: the code kept from an invite link (?ref=CINEMA-3F2A9C). */
export const referralClaimSchema = z.object({
  code: z
    .string({ error: 'Please enter a referral code' })
    .trim()
    .min(1, 'Please enter a referral code')
    .max(64, 'Referral code must be at most 64 characters')
    .toUpperCase(),
});
export type ReferralClaim = z.infer<typeof referralClaimSchema>;

/** An invitation can be resent once this long after it was last sent (the API refuses sooner; the Invite page says when). */
export const INVITE_RESEND_INTERVAL_MS = 60 * 60 * 1000;
