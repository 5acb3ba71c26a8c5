import { describe, expect, it } from 'vitest';
import { topEarners } from './top-earners';

describe('top earners', () => {
  const days = [
    [
      { userId: 'ann', earned: 600 },
      { userId: 'bob', earned: 100 },
    ],
    [
      { userId: 'bob', earned: 600 },
      { userId: 'cid', earned: 300 },
    ],
  ];

  it('sums each member over the periods, highest first, with the share of the limit over the range', () => {
    expect(topEarners(days, { points: 600, period: 'day' }, '2026-11-25', '2026-11-26')).toEqual([
      { userId: 'bob', earned: 700, limitShare: 0.583 },
      { userId: 'ann', earned: 600, limitShare: 0.5 },
      { userId: 'cid', earned: 300, limitShare: 0.25 },
    ]);
  });

  it('has no share without a limit, breaks ties by member and keeps the top N', () => {
    const tied = [[{ userId: 'zed', earned: 50 }, { userId: 'amy', earned: 50 }, { userId: 'kim', earned: 10 }]];
    expect(topEarners(tied, null, '2026-11-26', '2026-11-26', 2)).toEqual([
      { userId: 'amy', earned: 50, limitShare: null },
      { userId: 'zed', earned: 50, limitShare: null },
    ]);
  });

  it('takes a monthly limit once per month the range touches', () => {
    expect(topEarners([[{ userId: 'ann', earned: 500 }]], { points: 500, period: 'month' }, '2026-11-20', '2026-12-05')).toEqual([
      { userId: 'ann', earned: 500, limitShare: 0.5 },
    ]);
  });
});
