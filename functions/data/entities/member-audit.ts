import { Entity, type EntityItem } from 'electrodb';
import { MEMBER_AUDIT_ACTIONS } from '../../../shared/members/audit';

/**
 * One admin write that touched a member (docs/access.md, "Audit"): who did what to whom, the value
 * before and after, the reason when the change has one. Written in the same transaction as the
 * change itself, never changed afterwards.
 */
export const buildMemberAuditEntity = () => new Entity({
  model: { entity: 'memberAudit', version: '1', service: 'cinema' },
  attributes: {
    targetId: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    actorId: { type: 'string', required: true, readOnly: true },
    action: { type: MEMBER_AUDIT_ACTIONS, required: true, readOnly: true },
    /** The points balance, the granted tier (null: none), the role or the status. */
    before: { type: 'any', readOnly: true },
    after: { type: 'any', readOnly: true },
    reason: { type: 'string', readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    /** A member's trail, newest first (`at`, then the id for two entries of one millisecond). */
    byTarget: {
      pk: { field: 'pk', composite: ['targetId'] },
      sk: { field: 'sk', composite: ['at', 'auditId'] },
    },
  },
});
export type MemberAuditEntity = ReturnType<typeof buildMemberAuditEntity>;
export type MemberAuditItem = EntityItem<MemberAuditEntity>;
