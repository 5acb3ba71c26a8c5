import * as z from 'zod';
import { digits, displayText } from './input';
import { POINTS_ADJUSTMENT_LIMIT, ROLES, TIERS } from '../constants';
import { isDisplaySafe } from '../text';
import { formatNumber } from '../format-number';

/** Phone: trimmed, optional plus, first digit 1-9, up to 15 digits. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[1-9]\d{0,14}$/, 'Invalid phone number format');

/** An e-mail address, trimmed and lower-cased: Ada@Example.com and ada@example.com are one member. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(255, 'Email must be at most 255 characters')
  .pipe(z.email('Invalid email address'));

export const nameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters')
  .refine(isDisplaySafe, 'Name contains characters that are not allowed');

export const profilePhotoSchema = z.string().trim().min(1).max(255, 'Profile photo must be at most 255 characters');

/** Said to a PATCH that carries an e-mail: an address changes only through Cognito's verification code. */
export const EMAIL_CHANGE_NEEDS_CODE = 'To change your email, confirm the code sent to the new address.';

/** The mail a member can turn off, in My Account or from a link in such a mail (docs/mail.md, "Preferences"). */
export const MAIL_PREFERENCES = ['emailNotifications', 'sessionReminders'] as const;
export type MailPreference = (typeof MAIL_PREFERENCES)[number];

/** Which mail the member wants; both on until switched off. */
export const mailPreferencesSchema = z.object({
  emailNotifications: z.boolean(),
  sessionReminders: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;

/**
 * PATCH /api/me: name 1..100, phone, profile photo, mail preferences (either switch alone), all optional. An empty phone clears it. The
 * e-mail is not set here (see PUT /api/me/email).
 */
export const profileUpdateSchema = z
  .object({
    name: nameSchema.optional(),
    email: z.undefined({ error: EMAIL_CHANGE_NEEDS_CODE }).optional(),
    phone: z.union([z.literal(''), phoneSchema]).nullable().optional(),
    profilePhoto: profilePhotoSchema.optional(),
    preferences: mailPreferencesSchema.partial().strict().optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  points: z.number().int(),
  lifetimePoints: z.number().int(),
  tier: z.enum(TIERS),
  profilePhoto: z.string(),
  phone: z.string().nullable(),
  referralCode: z.string(),
  /** The paired wearable band (PUT /api/me/band), null when none. */
  bandId: z.string().nullable(),
  preferences: mailPreferencesSchema,
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Points adjustment: delta integer -10000..10000, non-zero; reason 3..500. */
export const pointsAdjustmentSchema = z.object({
  delta: z
    .number({ error: 'Please enter a non-zero amount' })
    .int('Amount must be a whole number')
    .min(-POINTS_ADJUSTMENT_LIMIT, `Amount must be at least ${formatNumber(-POINTS_ADJUSTMENT_LIMIT)}`)
    .max(POINTS_ADJUSTMENT_LIMIT, `Amount must be at most ${formatNumber(POINTS_ADJUSTMENT_LIMIT)}`)
    .refine((n) => n !== 0, 'Please enter a non-zero amount'),
  reason: displayText({ error: 'Please provide a reason for the points adjustment' })
    .trim()
    .min(1, 'Please provide a reason for the points adjustment')
    .min(3, 'Reason must be at least 3 characters')
    .max(500, 'Reason must be at most 500 characters'),
});
export type PointsAdjustment = z.infer<typeof pointsAdjustmentSchema>;

export const pointsHistoryEntrySchema = z.object({
  id: z.string(),
  /** The balance's revision after this entry: the statement is sorted by it (commit order). */
  revision: z.number().int(),
  delta: z.number().int(),
  oldBalance: z.number().int(),
  newBalance: z.number().int(),
  reason: z.string(),
  type: z.string(),
  createdAt: z.string(),
});
export type PointsHistoryEntry = z.infer<typeof pointsHistoryEntrySchema>;

export const pageQuerySchema = z.object({
  cursor: z.string().max(2000).optional(),
  limit: digits(z.number().int().min(1).max(100)).optional(),
});
