import { lazySlot } from '../components/lazy-slot';
import { useAuth } from '../lib/auth';
import { storedReferralCode } from '../lib/referral';

// The claim (its request and messages) loads only for a signed-in member with a code to claim.
const ReferralClaim = lazySlot(() => import('./referral-claim'));

/**
 * Claims the referral code kept from a friend's invite link once a member is signed in (after the
 * friend's sign-up, confirmation and first sign-in); a visitor's first page carries none of it.
 */
export function ReferralClaimSlot() {
  const { user } = useAuth();
  if (!user || !storedReferralCode()) return null;
  return <ReferralClaim userId={user.id} />;
}
