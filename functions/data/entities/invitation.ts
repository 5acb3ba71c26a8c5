import { Entity, type EntityItem } from 'electrodb';

export const INVITATION_STATUSES = ['sent', 'pending', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * An invitation a member sent to a friend. It carries the inviter's referral code; when the friend
 * signs up with it, the invitation turns accepted (condition: status is not accepted yet) in the
 * same points transaction that pays both, so the bonus is paid once.
 */
export const buildInvitationEntity = () => new Entity({
  model: { entity: 'invitation', version: '1', service: 'cinema' },
  attributes: {
    invitationId: { type: 'string', required: true, readOnly: true },
    /** The inviter. */
    userId: { type: 'string', required: true, readOnly: true },
    friendName: { type: 'string', required: true },
    friendEmail: { type: 'string', required: true, readOnly: true, set: (v?: string) => v && normalizeEmail(v) },
    friendPhone: { type: 'string', required: true, readOnly: true },
    /** At most INVITE_NOTE_MAX (200) characters, checked by the API. */
    note: { type: 'string' },
    /** Created as sent (docs/product-rules.md, "Invitations and referral"). */
    status: { type: INVITATION_STATUSES, required: true, default: 'sent' },
    /** Set at creation and again by Resend. */
    sentDate: { type: 'string', required: true, default: () => new Date().toISOString() },
    /** How many times Resend sent it again (the API limits it). */
    resendCount: { type: 'number', required: true, default: 0 },
    acceptedDate: { type: 'string' },
    /** The friend's user id once they signed up. */
    friendUserId: { type: 'string' },
    /** Points the inviter earned for this invitation. */
    pointsAwarded: { type: 'number', required: true, default: 0 },
    referralCode: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byId: {
      pk: { field: 'pk', composite: ['invitationId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** A member's invitations, newest first with `order: 'desc'` (Invite Friends table and stats). */
    byInviter: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'invitationId'] },
    },
    /** The invitation behind a referral code for a friend's e-mail (sign-up with an invite link). */
    byReferralCode: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['referralCode'] },
      sk: { field: 'gsi2sk', composite: ['friendEmail', 'createdAt'] },
    },
    /** Every invitation sent to an e-mail address, newest first (sign-up acceptance without a code). */
    byFriendEmail: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['friendEmail'] },
      sk: { field: 'gsi3sk', composite: ['createdAt', 'invitationId'] },
    },
  },
});
export type InvitationEntity = ReturnType<typeof buildInvitationEntity>;
export type InvitationItem = EntityItem<InvitationEntity>;

export const INVITATION_CONTACT_KINDS = ['email', 'phone'] as const;
export type InvitationContactKind = (typeof INVITATION_CONTACT_KINDS)[number];

/**
 * Uniqueness guard: one item per (inviter, friend e-mail) and one per (inviter, friend phone).
 * Sending an invitation creates the invitation and both guards in ONE transaction; `create`
 * (attribute_not_exists) fails on an existing guard, which the API reports as "User Already Invited".
 * Two guards rather than a key on the invitation itself because the rule holds for EITHER contact,
 * and one item has only one primary key. Values are normalized so formatting cannot dodge the rule.
 */
export const buildInvitationContactEntity = () => new Entity({
  model: { entity: 'invitationContact', version: '1', service: 'cinema' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    kind: { type: INVITATION_CONTACT_KINDS, required: true, readOnly: true },
    /** normalizeEmail / normalizePhone of the friend's contact. */
    value: { type: 'string', required: true, readOnly: true },
    invitationId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byInviterContact: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['kind', 'value'] },
    },
  },
});
export type InvitationContactEntity = ReturnType<typeof buildInvitationContactEntity>;
export type InvitationContactItem = EntityItem<InvitationContactEntity>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Digits only: "+1 (555) 010-2030" and "15550102030" are one phone. */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** The two guard items of an invitation, normalized. */
export function invitationContacts(invitation: { userId: string; invitationId: string; friendEmail: string; friendPhone: string }) {
  const { userId, invitationId } = invitation;
  return [
    { userId, invitationId, kind: 'email' as const, value: normalizeEmail(invitation.friendEmail) },
    { userId, invitationId, kind: 'phone' as const, value: normalizePhone(invitation.friendPhone) },
  ];
}
