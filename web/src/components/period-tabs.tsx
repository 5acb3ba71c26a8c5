import { LEADERBOARD_PERIODS, type LeaderboardPeriod } from '@shared/constants';
import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

/** The spec's tab names for the leaderboard periods. */
export const PERIOD_LABELS: Record<LeaderboardPeriod, string> = { week: 'Weekly', month: 'Monthly', year: 'Year', lifetime: 'Lifetime' };

/** Weekly / Monthly / Year / Lifetime tabs; only the chosen period's panel is rendered (and fetched). */
export function PeriodTabs({
  period,
  onPeriodChange,
  children,
}: {
  period: LeaderboardPeriod;
  onPeriodChange: (period: LeaderboardPeriod) => void;
  children: (period: LeaderboardPeriod) => ReactNode;
}) {
  return (
    <Tabs value={period} onValueChange={(value) => onPeriodChange(value as LeaderboardPeriod)}>
      <TabsList aria-label="Period">
        {LEADERBOARD_PERIODS.map((p) => (
          <TabsTrigger key={p} value={p}>
            {PERIOD_LABELS[p]}
          </TabsTrigger>
        ))}
      </TabsList>
      {LEADERBOARD_PERIODS.map((p) => (
        <TabsContent key={p} value={p}>
          {p === period && children(p)}
        </TabsContent>
      ))}
    </Tabs>
  );
}
