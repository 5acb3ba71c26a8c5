import { describe, expect, it } from 'vitest';
import { readPointsByWeek } from '../../functions/data/counters';
import { changePoints, changePointsOfMany } from '../../functions/data/ledger';
import { insufficientPoints } from '../../shared/errors';
import { WELCOME_BONUS, createMember, type TestUser } from '../helpers';

/** The weekly points aggregate Reports reads: kept by the ledger's own transactions, sharded, read by key. */

const change = (member: TestUser, delta: number) => ({ userId: member.userId, delta, reason: 'Weekly aggregate test', type: 'earned' as const });

describe('readPointsByWeek', () => {
  // A week of 2031 that nothing else in the test stack writes to.
  const monday = new Date('2031-03-10T09:00:00Z'); // 2031-W11
  const nextWeek = new Date('2031-03-19T12:00:00Z'); // 2031-W12

  it('sums the positive and the negative deltas of concurrent ledger changes per ISO week, exactly', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember()));
    const onInsufficient = insufficientPoints;
    await Promise.all([
      // Each member: five credits and five debits at once, in the same week.
      ...members.flatMap((member, m) => [
        ...Array.from({ length: 5 }, (_, i) => changePoints(change(member, 10 + i + m), { onInsufficient, now: monday })),
        ...Array.from({ length: 5 }, (_, i) => changePoints(change(member, -(1 + i)), { onInsufficient, now: monday })),
      ]),
      // Two members in one transaction, one credit and one debit.
      changePointsOfMany([change(members[0], 7), change(members[1], -3)], { onInsufficient, now: monday }),
      changePoints(change(members[2], 40), { onInsufficient, now: nextWeek }),
      changePoints(change(members[3], -WELCOME_BONUS + 20), { onInsufficient, now: nextWeek }),
    ]);
    const earnedW11 = members.reduce((sum, _, m) => sum + [0, 1, 2, 3, 4].reduce((s, i) => s + 10 + i + m, 0), 0) + 7;
    const spentW11 = 4 * (1 + 2 + 3 + 4 + 5) + 3;

    expect(await readPointsByWeek('2031-03-01', '2031-03-20')).toEqual([
      { week: '2031-W09', earned: 0, spent: 0 },
      { week: '2031-W10', earned: 0, spent: 0 },
      { week: '2031-W11', earned: earnedW11, spent: spentW11 },
      { week: '2031-W12', earned: 40, spent: WELCOME_BONUS - 20 },
    ]);
    // Dates inside one week read that week alone.
    expect(await readPointsByWeek(new Date('2031-03-13'), new Date('2031-03-13'))).toEqual([{ week: '2031-W11', earned: earnedW11, spent: spentW11 }]);
  });

  it('leaves the aggregate alone when a change is refused', async () => {
    const member = await createMember();
    const when = new Date('2031-06-04T10:00:00Z'); // 2031-W23
    await expect(changePoints(change(member, -(WELCOME_BONUS + 1)), { onInsufficient: insufficientPoints, now: when })).rejects.toMatchObject({ code: 'INSUFFICIENT_POINTS' });
    expect(await readPointsByWeek(when, when)).toEqual([{ week: '2031-W23', earned: 0, spent: 0 }]);
  });

  it('refuses more than a year of weeks at once', async () => {
    await expect(readPointsByWeek('2020-01-01', '2022-01-01')).rejects.toThrow(RangeError);
  });
});
