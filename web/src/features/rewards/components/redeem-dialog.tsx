import type { Reward } from '@shared/api/routes/rewards';
import { REDEMPTION_EXPIRY_DAYS } from '@shared/constants';
import { MESSAGES } from '@shared/errors';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { v4 as randomUuid } from 'uuid';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { apiErrorOf } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { failureText } from '../../../lib/error-messages';
import { catalogKey, myRewardsKey, redeemReward } from '../api/rewards';
import { formatNumber } from '../../../lib/format';
import { CATEGORY_LABELS } from './format';
import styles from './rewards.module.css';

/** The toast of a redemption that failed for no reason the member can act on. */
const REDEEM_FAILED = 'Failed to redeem reward.';

interface RedeemDialogProps {
  /** The reward to redeem; null while closed. */
  reward: Reward | null;
  onClose: () => void;
}

/** Confirms a redemption, then refreshes the balance, My Rewards and the catalog's stock. */
export function RedeemDialog({ reward, onClose }: RedeemDialogProps) {
  const { user, refreshProfile } = useAuth();
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const [submitting, setSubmitting] = useState(false);
  // One key per redemption attempt, made at its first confirmation: confirming again after a lost
  // response (or a double click) sends the same key and is charged once.
  const idempotencyKey = useRef<string | null>(null);
  // A second click before the first one's state has rendered sends nothing.
  const inFlight = useRef(false);
  const balance = user?.points ?? 0;

  const close = () => {
    if (submitting) return;
    idempotencyKey.current = null;
    onClose();
  };

  const refresh = () => {
    void refreshProfile();
    void mutate(myRewardsKey);
    void mutate(catalogKey);
  };

  const insufficient = (missing: number) => toast({ title: 'Insufficient Points', description: MESSAGES.insufficientPoints(missing), variant: 'error' });

  const confirm = async () => {
    if (!reward || inFlight.current) return;
    if (balance < reward.pointsCost) return insufficient(reward.pointsCost - balance);
    const key = (idempotencyKey.current ??= randomUuid());
    inFlight.current = true;
    setSubmitting(true);
    try {
      const redemption = await redeemReward(reward.id, key);
      toast({ title: 'Reward Redeemed!', description: `${redemption.rewardName}: your code is ${redemption.code}.`, variant: 'success', replaces: [REDEEM_FAILED] });
      idempotencyKey.current = null;
      refresh();
      onClose();
    } catch (error) {
      const failure = apiErrorOf(error, 'redeemReward');
      toast({ ...failureText(failure, { title: REDEEM_FAILED, description: failure?.status === 409 ? failure.message : undefined }), variant: 'error' });
      // A refusal (409) is final for this attempt: show what changed (balance, stock). Anything else may be retried with the same key.
      if (failure?.status === 409) {
        idempotencyKey.current = null;
        refresh();
        onClose();
      }
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open={reward !== null}
      onOpenChange={(open) => !open && close()}
      dismissible={!submitting}
      title="Redeem Reward"
      description={reward ? `${reward.name} · ${CATEGORY_LABELS[reward.category]}` : undefined}
      initialFocus="title"
      size="sm"
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={submitting}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={submitting}>
            Redeem for {reward ? formatNumber(reward.pointsCost) : ''} points
          </Button>
        </>
      }
    >
      {reward && (
        <>
          {reward.description && <p className={styles.muted}>{reward.description}</p>}
          <dl className={styles.redeemSummary}>
            <dt>Cost</dt>
            <dd>{formatNumber(reward.pointsCost)} points</dd>
            <dt>Your balance</dt>
            <dd>{formatNumber(balance)} points</dd>
            <dt>After redeeming</dt>
            {balance >= reward.pointsCost ? (
              <dd>{formatNumber(balance - reward.pointsCost)} points</dd>
            ) : (
              <dd className={styles.short}>{formatNumber(reward.pointsCost - balance)} more points needed</dd>
            )}
          </dl>
          <p className={styles.muted}>You will get a code to show at the cinema. It expires {REDEMPTION_EXPIRY_DAYS} days after you redeem it.</p>
        </>
      )}
    </Dialog>
  );
}
