import { Entity, type EntityItem } from 'electrodb';

/**
 * One search term of a member (a name from one of its words on, or the e-mail), for the admin
 * member search by prefix without a scan: partitioned by the term's first two characters, sorted by
 * the term. Written in the same transaction as the profile's name or e-mail.
 */
export const buildMemberSearchEntryEntity = () => new Entity({
  model: { entity: 'memberSearchEntry', version: '1', service: 'cinema' },
  attributes: {
    prefix: { type: 'string', required: true, readOnly: true },
    term: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    /** Members whose term starts with a query of at least two characters: pk = its first two, sk begins with it. */
    byPrefix: {
      pk: { field: 'pk', composite: ['prefix'] },
      sk: { field: 'sk', composite: ['term', 'userId'] },
    },
  },
});
export type MemberSearchEntryEntity = ReturnType<typeof buildMemberSearchEntryEntity>;
export type MemberSearchEntryItem = EntityItem<MemberSearchEntryEntity>;
