import * as z from 'zod';

/** member-app §5: at most 11 characters. */
export const BAND_ID_MAX = 11;
/** member-app §5: upper-cased, like BAND-ABC123 (BAND- and up to 6 letters or digits: 11 characters at most). */
export const BAND_ID_PATTERN = /^BAND-[A-Z0-9]{1,6}$/;
/** member-app §5: "Band ID Required". */
export const BAND_ID_REQUIRED = 'Band ID Required';

/** A band id as typed: trimmed and upper-cased, then checked (member-app §5). */
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
