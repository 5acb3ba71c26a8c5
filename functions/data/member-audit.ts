import { randomUUID } from 'node:crypto';
import type { MemberAuditAction } from '../../shared/members/audit';
import { db } from './service';
import { transactionEntities, type TransactionWrite } from './transactions';

export type AuditValue = string | number | null;

export interface MemberAuditChange {
  actorId: string;
  action: MemberAuditAction;
  targetId: string;
  before: AuditValue;
  after: AuditValue;
  reason?: string;
}

/** The audit entry of an admin's change to a member, as a write of the change's own transaction (role `audit`). */
export function auditWrite(change: MemberAuditChange, at = new Date()): TransactionWrite<'audit'> {
  return {
    role: 'audit',
    item: transactionEntities.memberAudit
      .create({ ...change, auditId: randomUUID(), at: at.toISOString(), ...(change.reason === undefined ? {} : { reason: change.reason }) })
      .commit(),
  };
}

/** A member's trail, newest first, a page at a time (ElectroDB's opaque cursor). */
export function memberAuditPage(targetId: string, limit: number, cursor: string | null) {
  return db.entities.memberAudit.query.byTarget({ targetId }).go({ order: 'desc', limit, cursor });
}
