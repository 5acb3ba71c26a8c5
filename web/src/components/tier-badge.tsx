import { TIER_COLOURS, TIER_LABELS } from '@shared/constants';
import { asTier } from '@shared/tiers';
import { Badge } from './ui/badge';

/** The member's tier in its colour (platinum purple, gold yellow, silver slate, bronze orange). */
export function TierBadge({ tier, className }: { tier: string | null | undefined; className?: string }) {
  const known = asTier(tier);
  return (
    <Badge color={TIER_COLOURS[known]} className={className} title={`${TIER_LABELS[known]} tier`}>
      <span aria-hidden="true">★</span> {TIER_LABELS[known]}
    </Badge>
  );
}
