import { Entity, type EntityItem } from 'electrodb';

/** The Q&A topics a member took part in (an asset's title or "Trailer Q&A"); one item per member and topic. */
export const buildUserQaEntity = () => new Entity({
  model: { entity: 'userQa', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    qaTopic: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    /** A member's Q&A topics; `put` of an existing topic is a harmless overwrite. */
    byMember: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['qaTopic'] },
    },
  },
});
export type UserQaEntity = ReturnType<typeof buildUserQaEntity>;
export type UserQaItem = EntityItem<UserQaEntity>;
