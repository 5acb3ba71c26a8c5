import { TIER_COLOURS, TIER_LABELS } from '@shared/constants';
import { asTier } from '@shared/tiers';
import { Badge } from './ui/badge';

/**
 * The member's tier in its colour (platinum purple, gold yellow, silver slate, bronze orange). Its name
 * is marked (`data-tier-name`) for a place too narrow for it to hide it from sight only (the header
 * below 390 px): the star keeps the colour, the title and screen readers the name.
 */
export function TierBadge({ tier, className }: { tier: string | null | undefined; className?: string }) {
  const known = asTier(tier);
  return (
    <Badge color={TIER_COLOURS[known]} className={className} title={`${TIER_LABELS[known]} tier`}>
      <span aria-hidden="true">★</span> <span data-tier-name>{TIER_LABELS[known]}</span>
    </Badge>
  );
}
