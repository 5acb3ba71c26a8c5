import { Entity, type EntityItem } from 'electrodb';

/** Every kind of mail the product sends (docs/mail.md says what each carries and when it goes). */
export const MAIL_KINDS = ['invitation', 'bookingConfirmation', 'showReminder', 'sessionCancelled', 'liveGameStarting'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * pending: waiting for the worker (or for its next try); sent; skipped: not sent on purpose (the
 * member turned that kind of mail off, or has no address); failed: every try failed, shown to admins.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'skipped', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * A mail to send, written in the same transaction as what causes it (a booking, an invitation, a
 * cancel), so a mail is queued exactly when its cause commits. The worker claims it by raising
 * `attempts` on condition, sends it and marks it sent (docs/mail.md, "Nothing lost, nothing doubled").
 */
export const buildOutboxMailEntity = () => new Entity({
  model: { entity: 'outboxMail', version: '1', service: 'cinema' },
  attributes: {
    /** Random, or derived from what it is about where a mail must go once (`reminder#<bookingCode>`). */
    mailId: { type: 'string', required: true, readOnly: true },
    kind: { type: MAIL_KINDS, required: true, readOnly: true },
    /** The member it is for: the worker reads their address and preferences when it sends. */
    memberId: { type: 'string', readOnly: true },
    /** An address that is no member's yet (an invited friend). */
    toAddress: { type: 'string', readOnly: true },
    /** The template's data as JSON (the payload of `kind`, functions/data/outbox.ts). */
    payload: { type: 'string', required: true, readOnly: true },
    status: { type: OUTBOX_STATUSES, required: true, default: 'pending' },
    /** Tries so far; raised on condition when the worker claims the mail, so two workers never both send it. */
    attempts: { type: 'number', required: true, default: 0 },
    /** When the worker may (next) try it: the claim moves it a lease ahead, a failure by the back-off. */
    nextAttemptAt: { type: 'string', required: true },
    lastError: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true },
    sentAt: { type: 'string' },
    /** Epoch seconds: a sent or skipped mail is forgotten after 30 days (the table's TTL attribute). */
    ttl: { type: 'number', field: 'ttl' },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['mailId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Mails of one status by when they are due: the worker's pending mail due now, the admins' failed list. */
    byStatus: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['status'] },
      sk: { field: 'gsi1sk', composite: ['nextAttemptAt', 'mailId'] },
    },
  },
});
export type OutboxMailEntity = ReturnType<typeof buildOutboxMailEntity>;
export type OutboxMailItem = EntityItem<OutboxMailEntity>;
