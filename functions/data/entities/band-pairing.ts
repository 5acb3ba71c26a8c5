import { Entity, type EntityItem } from 'electrodb';

export { BAND_ID_PATTERN } from '../../../shared/schemas/band';

/**
 * Which member wears a band. Keyed by band id, so `create` (attribute_not_exists) makes a band
 * belong to one member. One band per member holds through the profile: pairing writes, in ONE
 * transaction, this item and `profile.bandId` under the condition that the profile has no band
 * (re-pairing also deletes the old band's item and conditions on the old `bandId`).
 */
export const buildBandPairingEntity = () => new Entity({
  model: { entity: 'bandPairing', version: '1', service: 'cinema' },
  attributes: {
    bandId: { type: 'string', required: true, readOnly: true, set: (v?: string) => v?.trim().toUpperCase() },
    userId: { type: 'string', required: true, readOnly: true },
    pairedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    /** The member wearing a band (check-in). */
    byBand: {
      pk: { field: 'pk', composite: ['bandId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
export type BandPairingEntity = ReturnType<typeof buildBandPairingEntity>;
export type BandPairingItem = EntityItem<BandPairingEntity>;
