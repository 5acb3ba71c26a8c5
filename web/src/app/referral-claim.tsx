import { useEffect } from 'react';
import { useToast } from '../components/ui/toast';
import { useAuth } from '../lib/auth';
import { api, apiErrorOf, type ApiErrorCode } from '../lib/api-client';
import { clearReferralCode, storedReferralCode } from '../lib/referral';
import { formatNumber } from '../lib/format';

type ReferralClaimOutcome =
  | { claimed: true; pointsAwarded: number }
  /** `message` is null when there is nothing worth telling (the code was not for this member anyway). */
  | { claimed: false; message: string | null };

/**
 * Refusals that say the code simply does not apply to this member: one referral per member, never
 * their own code, only within 14 days of signing up (an older member who opens a friend's link).
 */
const NOT_FOR_THIS_MEMBER = new Set<ApiErrorCode<'claimReferral'>>(['ALREADY_REFERRED', 'OWN_REFERRAL_CODE', 'REFERRAL_WINDOW_CLOSED']);

let claiming = false;

/**
 * Claims the code kept from an invite link (`POST /api/me/referral`) for the signed-in member, once:
 * the code is dropped once the API has answered it, claimed or refused. A failure that may pass
 * (offline, a server error, a busy inviter) keeps it for the next sign-in. Null when there is no code,
 * or a claim is already under way.
 */
async function claimStoredReferral(): Promise<ReferralClaimOutcome | null> {
  const code = storedReferralCode();
  if (!code || claiming) return null;
  claiming = true;
  try {
    const { pointsAwarded } = await api('claimReferral', { body: { code } });
    clearReferralCode();
    return { claimed: true, pointsAwarded };
  } catch (error) {
    const refusal = apiErrorOf(error, 'claimReferral');
    const mayPass = !refusal || refusal.status >= 500 || refusal.status === 401 || refusal.code === 'INVITATION_TAKEN';
    if (mayPass) {
      console.error('Referral claim failed; it is tried again at the next sign-in', error);
      return null;
    }
    clearReferralCode();
    return { claimed: false, message: NOT_FOR_THIS_MEMBER.has(refusal.code) ? null : refusal.message };
  } finally {
    claiming = false;
  }
}

/** Claims the stored referral code for this member and says what came of it (app/referral-claim-slot). */
export default function ReferralClaim({ userId }: { userId: string }) {
  const { refreshProfile } = useAuth();
  const { toast } = useToast();

  // Once per member signed in here (the code is gone once the API has answered it).
  useEffect(() => {
    void claimStoredReferral().then(async (outcome) => {
      if (!outcome) return;
      if (outcome.claimed) {
        toast({ title: 'Referral Bonus!', description: `You earned ${formatNumber(outcome.pointsAwarded)} points for joining with a friend's invite.`, variant: 'success' });
        await refreshProfile();
      } else if (outcome.message) {
        toast({ title: 'Referral code not applied', description: outcome.message, variant: 'error' });
      }
    });
  }, [userId, toast, refreshProfile]);

  return null;
}
