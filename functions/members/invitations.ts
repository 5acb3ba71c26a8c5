import { randomUUID } from 'node:crypto';
import type { InvitationView } from '../../shared/api/routes/invitations';
import { AppError, badRequest, conflict } from '../../shared/errors';
import { INVITE_MESSAGES, INVITE_RESEND_INTERVAL_MS, type Invitation } from '../../shared/schemas/invitation';
import { invitationContacts, normalizeEmail } from '../data/entities/invitation';
import { outboxWrite, type QueuedMail } from '../data/outbox';
import { getProfile } from '../data/profiles';
import { db } from '../data/service';
import { ConditionFailed, transactionEntities, writeTransaction } from '../data/transactions';
import type { Caller } from '../lib/caller';
import { loadOwnProfile } from './me';
import type { InvitationItem } from '../data/entities/invitation';
import { invitationsOfInviter } from '../data/invitations';

/** Resend at most once an hour, and at most 5 times per invitation (the spec gives no limits). */
export const RESEND_INTERVAL_MS = INVITE_RESEND_INTERVAL_MS;
export const MAX_RESENDS = 5;

export function toInvitationView(item: InvitationItem): InvitationView {
  return {
    id: item.invitationId,
    friendName: item.friendName,
    friendEmail: item.friendEmail,
    friendPhone: item.friendPhone,
    note: item.note ?? null,
    status: item.status,
    sentDate: item.sentDate,
    ...(item.acceptedDate ? { acceptedDate: item.acceptedDate } : {}),
    pointsAwarded: item.pointsAwarded,
    referralCode: item.referralCode,
  };
}

/** The mail that carries an invitation to the friend, with the inviter's link (docs/mail.md). */
const invitationMail = (invitation: InvitationItem, inviterName: string): QueuedMail => ({
  kind: 'invitation',
  to: { address: invitation.friendEmail },
  payload: { inviterName, friendName: invitation.friendName, referralCode: invitation.referralCode, note: invitation.note },
});

/** Invite Friends: the caller's invitations newest first, and the stats cards (total, accepted, points earned). */
export async function listInvitations(userId: string) {
  const items = (await invitationsOfInviter(userId, 'desc')).map(toInvitationView);
  return {
    items,
    stats: {
      total: items.length,
      accepted: items.filter((i) => i.status === 'accepted').length,
      pointsEarned: items.reduce((sum, i) => sum + i.pointsAwarded, 0),
    },
  };
}

/**
 * Sends an invitation carrying the caller's referral code: the invitation, its two guards (the
 * friend's e-mail and phone, normalized, per inviter) and the mail to the friend in ONE transaction,
 * so the same friend cannot be invited twice by this member, by either contact, even by two requests
 * at once, and the mail goes exactly when the invitation is made.
 */
export async function sendInvitation(caller: Caller, input: Invitation, now = new Date()): Promise<InvitationView> {
  const inviter = await loadOwnProfile(caller);
  if (normalizeEmail(input.friendEmail) === inviter.email) throw badRequest('You cannot invite yourself.');
  const invitation = {
    invitationId: randomUUID(),
    userId: caller.userId,
    friendName: input.friendName,
    friendEmail: input.friendEmail,
    friendPhone: input.friendPhone,
    note: input.note || undefined,
    status: 'sent' as const,
    sentDate: now.toISOString(),
    resendCount: 0,
    pointsAwarded: 0,
    referralCode: inviter.referralCode,
    createdAt: now.toISOString(),
  };
  try {
    await writeTransaction([
      { role: 'invitation', item: transactionEntities.invitation.create(invitation).commit() },
      ...invitationContacts(invitation).map((contact) => ({
        role: `${contact.kind} guard` as const,
        item: transactionEntities.invitationContact.create(contact).commit(),
      })),
      outboxWrite(transactionEntities, invitationMail(invitation, inviter.name), now),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailed)) throw error;
    const by = (error as ConditionFailed<'invitation' | 'email guard' | 'phone guard'>).has('email guard') ? 'email' : 'phone';
    throw conflict('ALREADY_INVITED', INVITE_MESSAGES.alreadyInvited, { contact: by });
  }
  const { data } = await db.entities.invitation.get({ invitationId: invitation.invitationId }).go({ consistent: true });
  return toInvitationView(data!);
}

const resendLimit = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, 'RESEND_LIMIT', message, retryAfterSeconds === undefined ? undefined : { retryAfterSeconds });

/**
 * Resend: only the inviter's own invitation (anyone else's is 404, as if it did not exist), not once
 * accepted, at most once an hour and 5 times. The new sent date is written on condition that the
 * invitation is as read, in one transaction with the mail that sends it again, so two resends at
 * once count (and send) once.
 */
export async function resendInvitation(userId: string, invitationId: string, now = new Date()): Promise<InvitationView> {
  const { data: invitation } = await db.entities.invitation.get({ invitationId }).go({ consistent: true });
  if (!invitation || invitation.userId !== userId) throw new AppError(404, 'NOT_FOUND', 'Invitation not found');
  if (invitation.status === 'accepted') throw conflict('ALREADY_ACCEPTED', 'Your friend has already accepted this invitation.');
  if (invitation.resendCount >= MAX_RESENDS) throw resendLimit(`An invitation can be resent at most ${MAX_RESENDS} times.`);
  const wait = Date.parse(invitation.sentDate) + RESEND_INTERVAL_MS - now.getTime();
  if (wait > 0) throw resendLimit('You can resend an invitation once an hour.', Math.ceil(wait / 1000));
  const inviter = await getProfile(userId);
  try {
    await writeTransaction([
      {
        role: 'invitation',
        item: transactionEntities.invitation
          .patch({ invitationId })
          .set({ sentDate: now.toISOString(), resendCount: invitation.resendCount + 1 })
          .where((attr, op) => `${op.eq(attr.sentDate, invitation.sentDate)} AND ${op.eq(attr.status, invitation.status)}`)
          .commit(),
      },
      outboxWrite(transactionEntities, invitationMail(invitation, inviter?.name ?? 'A friend'), now),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed) {
      // Another resend (or the friend's acceptance) came first: answer as it left things.
      return resendInvitation(userId, invitationId, now);
    }
    throw error;
  }
  return toInvitationView({ ...invitation, sentDate: now.toISOString(), resendCount: invitation.resendCount + 1 });
}
