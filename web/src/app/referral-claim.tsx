import { useEffect } from 'react';
import { useToast } from '../components/ui/toast';
import { useAuth } from '../lib/auth';
import { storedReferralCode } from '../lib/referral';

/**
 * Claims the referral code kept from a friend's invite link once a member is signed in (after the
 * friend's sign-up, confirmation and first sign-in). The claim's code loads only when there is a code
 * to claim, so a visitor's first page carries none of it.
 */
export function ReferralClaim() {
  const { user, refreshProfile } = useAuth();
  const { toast } = useToast();
  const userId = user?.id;

  useEffect(() => {
    if (!userId || !storedReferralCode()) return;
    void import('../lib/referral-claim')
      .then(({ claimStoredReferral }) => claimStoredReferral())
      .then(async (outcome) => {
        if (!outcome) return;
        if (outcome.claimed) {
          toast({ title: 'Referral Bonus!', description: `You earned ${outcome.pointsAwarded} points for joining with a friend's invite.`, variant: 'success' });
          await refreshProfile();
        } else if (outcome.message) {
          toast({ title: 'Referral code not applied', description: outcome.message, variant: 'error' });
        }
      });
  }, [userId, toast, refreshProfile]);

  return null;
}
