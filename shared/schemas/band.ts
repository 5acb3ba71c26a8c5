import * as z from 'zod';

/** At most 11 characters (docs/product-rules.md, "Check-in and the wearable band"). */
export const BAND_ID_MAX = 11;
/** Upper-cased, like BAND-ABC123: BAND- and up to 6 letters or digits, 11 characters at most (docs/product-rules.md, "Check-in and the wearable band"). */
export const BAND_ID_PATTERN = /^BAND-[A-Z0-9]{1,6}$/;
/** "Band ID Required" (docs/product-rules.md, "Check-in and the wearable band"). */
export const BAND_ID_REQUIRED = 'Band ID Required';

/** A band id as typed: trimmed and upper-cased, then checked (docs/product-rules.md, "Check-in and the wearable band"). */
export const bandIdSchema = z
  .string({ error: BAND_ID_REQUIRED })
  .trim()
  .min(1, BAND_ID_REQUIRED)
  .toUpperCase()
  .max(BAND_ID_MAX, `Band ID must be at most ${BAND_ID_MAX} characters`)
  .regex(BAND_ID_PATTERN, 'Band ID must look like BAND-ABC123');

/** The band setup form and PUT /api/me/band. */
export const bandPairingSchema = z.object({ bandId: bandIdSchema });
export type BandPairingInput = z.input<typeof bandPairingSchema>;
