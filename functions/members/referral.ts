import { AppError, conflict } from '../../shared/errors';
import { REFERRAL_WINDOW_DAYS, isWithinReferralWindow } from '../../shared/referral';
import type { ReferralResult } from '../../shared/api/routes/invitations';
import { limitOutcome } from '../../shared/earning-limits';
import { changePointsOfMany, type PointsChange } from '../data/ledger';
import { db } from '../data/service';
import { profileByReferralCode } from '../data/profiles';
import { loadSettings } from '../data/settings';
import type { TransactionWrite } from '../data/transactions';
import type { Caller } from '../lib/caller';
import { loadOwnProfile } from './me';
import type { InvitationItem } from '../data/entities/invitation';
import { invitationsOfInviter } from '../data/invitations';

const alreadyReferred = () => conflict('ALREADY_REFERRED', 'You have already used a referral code.');
const ownCode = () => new AppError(400, 'OWN_REFERRAL_CODE', 'You cannot use your own referral code.');
const windowClosed = () =>
  conflict('REFERRAL_WINDOW_CLOSED', `A referral code can only be used within ${REFERRAL_WINDOW_DAYS} days of signing up.`);
const unknownCode = () => new AppError(404, 'NOT_FOUND', 'This referral code does not exist.');

/** The invitation picked was accepted by another friend meanwhile: pick again. */
class InvitationTaken extends AppError {
  constructor() {
    super(409, 'INVITATION_TAKEN', 'The invitation was accepted meanwhile. Please try again.');
  }
}
/** Enough for a burst of friends of one inviter accepting their invitations at once. */
const MAX_PICKS = 10;

const isOpen = (invitation: InvitationItem) => invitation.status === 'sent' || invitation.status === 'pending';

/**
 * The inviter's invitation this friend's sign-up accepts (docs/product-rules.md, "Invitations and referral"): the one sent to the friend's
 * e-mail, else the oldest open one; none when the inviter has no open invitation (a code shared by hand).
 */
async function invitationFor(inviterId: string, referralCode: string, friendEmail: string): Promise<InvitationItem | null> {
  const { data: toFriend } = await db.entities.invitation.query.byReferralCode({ referralCode, friendEmail }).go({ pages: 'all' });
  const matched = toFriend.find((invitation) => invitation.userId === inviterId && isOpen(invitation));
  if (matched) return matched;
  return (await invitationsOfInviter(inviterId, 'asc')).find(isOpen) ?? null;
}

/**
 * POST /api/me/referral (docs/product-rules.md, "Invitations and referral"): a member claims the referral code kept from an invite link,
 * once, within 14 days of signing up, never their own. In ONE transaction: the friend's
 * `referral_friend` points with `referredBy` set (conditioned, like every balance change, on the
 * revision read, and refused when that profile already has `referredBy`: claims at once, or retried,
 * pay once), the inviter's `referral_inviter` points, and the inviter's invitation for the friend
 * turned accepted on condition that it was still open.
 */
export async function claimReferral(caller: Caller, code: string, now = new Date()): Promise<ReferralResult> {
  const friend = await loadOwnProfile(caller);
  if (friend.referralCode.toUpperCase() === code.toUpperCase()) throw ownCode();
  if (friend.referredBy) throw alreadyReferred();
  if (!isWithinReferralWindow(friend.createdAt, now)) throw windowClosed();

  const inviter = await profileByReferralCode(code);
  if (!inviter) throw unknownCode();
  if (inviter.userId === friend.userId) throw ownCode();

  const { points, limits } = await loadSettings();
  const friendPoints = points.referral_friend;
  const inviterPoints = points.referral_inviter;

  for (let pick = 1; ; pick++) {
    const invitation = await invitationFor(inviter.userId, inviter.referralCode, friend.email);
    const changes: PointsChange[] = [
      {
        userId: friend.userId,
        delta: friendPoints,
        reason: `Joined with ${inviter.name}'s referral code`,
        type: 'referral',
        subject: `referral#${inviter.userId}`,
        check: (profile) => {
          if (profile.referredBy) throw alreadyReferred();
        },
        alongside: { referredBy: inviter.userId },
        earning: { activity: 'referral_friend', limit: limits.referral_friend },
      },
      ...(inviterPoints > 0
        ? [
            {
              userId: inviter.userId,
              delta: inviterPoints,
              reason: `${friend.name} joined with your referral code`,
              type: 'referral' as const,
              subject: `referral#${friend.userId}`,
              // Past the inviter's limit the claim still succeeds; the inviter's points are dropped.
              earning: { activity: 'referral_inviter' as const, limit: limits.referral_inviter },
            },
          ]
        : []),
    ];
    try {
      const [paidFriend] = await changePointsOfMany(changes, {
        onInsufficient: () => new AppError(500, 'INTERNAL', 'A credit cannot overdraw'),
        now,
        extraWrites: (entities, [, paidInviter = 0]): TransactionWrite<'invitation'>[] =>
          invitation
            ? [
                {
                  role: 'invitation',
                  item: entities.invitation
                    .patch({ invitationId: invitation.invitationId })
                    .set({ status: 'accepted', acceptedDate: now.toISOString(), friendUserId: friend.userId, pointsAwarded: paidInviter })
                    .where((attr, op) => `${op.eq(attr.status, invitation.status)} AND ${op.notExists(attr.friendUserId)}`)
                    .commit(),
                },
              ]
            : [],
        onExtraConditionFailed: () => new InvitationTaken(),
      });
      return { pointsAwarded: paidFriend.awarded, ...limitOutcome(paidFriend.limitReached, limits.referral_friend, now) };
    } catch (error) {
      if (error instanceof InvitationTaken && pick < MAX_PICKS) continue;
      throw error;
    }
  }
}
