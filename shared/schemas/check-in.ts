import * as z from 'zod';
import { bandIdSchema } from './band';

export const CHECK_IN_NEEDS_ONE = 'Please give a band ID or a booking code.';

/** POST /api/check-ins: a band id (the member's own band) or a booking code (staff at the door), not both. */
export const checkInRequestSchema = z
  .object({
    bandId: bandIdSchema.optional(),
    bookingCode: z.string().trim().min(1, CHECK_IN_NEEDS_ONE).max(128, 'A booking code is at most 128 characters').optional(),
  })
  .refine((input) => (input.bandId === undefined) !== (input.bookingCode === undefined), CHECK_IN_NEEDS_ONE);
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;
