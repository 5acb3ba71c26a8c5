/**
 * `npm run bench:rewards`: the redemption API on the local stack against its floor.
 *
 * Latency: POST /api/rewards/{id}/redemptions (with an idempotency key) one after another, p50/p99,
 * beside the floor: a raw DynamoDB TransactWriteItems of the same items (profile balance, ledger
 * entry, redeemed reward, stock decrement, idempotency record, and whatever a redemption writes
 * besides), built by the same builders the API uses and sent without the API. Both paths run in the same process run, in alternating blocks, so both see the
 * same machine load.
 *
 * A benchmark, not a test: it prints a table and exits non-zero only if an invariant breaks.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { redemptionCode, redemptionExpiry } from '../../shared/rewards';
import { startBenchStack } from './bench-stack';
import { benchMembers } from './members';
import { ms, percentile } from './stats';

const LATENCY_RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP_RUNS = 20;
const TARGET_RATIO = 1.5;
const COST = 10;
const START_POINTS = 100_000;

const stack = await startBenchStack({ verbose: true, exportEnv: true });

try {
  // Imported after the stack's environment is set: the data layer reads it once.
  const { db } = await import('../../functions/data/service');
  const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const { createDocumentClient } = await import('../../functions/data/client');
  const { planPointsChange } = await import('../../functions/data/ledger');
  const { ledgerCounterWrites } = await import('../../functions/data/counters');
  const { loadSettings } = await import('../../functions/data/settings');
  const { transactionEntities } = await import('../../functions/data/transactions');
  const { loadReward } = await import('../../functions/rewards/catalog');
  const { createReward: createRewardWithStock, readStockLeft } = await import('../../functions/data/reward-stock');
  const { redeemReward, redemptionWrites } = await import('../../functions/rewards/redeem');

  async function createReward() {
    const rewardId = `bench-reward-${randomUUID().slice(0, 8)}`;
    await createRewardWithStock({ rewardId, name: 'Bench Popcorn', category: 'concession', pointsCost: COST, stock: 1_000_000 });
    return rewardId;
  }

  const members = benchMembers(stack);
  const member = () => members.member(START_POINTS);

  console.log('\nLatency: one member redeeming a stocked reward at a time');
  const [apiReward, directReward, floorReward] = [await createReward(), await createReward(), await createReward()];
  const [apiMember, directMember, floorMember] = [await member(), await member(), await member()];

  const raw = createDocumentClient();
  let floorProfile = (await db.entities.profile.get({ userId: floorMember.userId }).go({ consistent: true })).data!;
  const { reward: floorRewardItem, shards: floorShards } = await loadReward(floorReward, { fresh: true });
  const { thresholds } = await loadSettings();
  /**
   * The floor: the transaction the API writes for one redemption, sent straight to DynamoDB. Its items
   * come from the builders the API uses (the ledger's plan, the redemption's own writes), so an item
   * added to a redemption is in the floor too.
   */
  const floorTransaction = async () => {
    const redeemedAt = new Date();
    const result = {
      code: redemptionCode('concession'),
      rewardId: floorReward,
      rewardName: floorRewardItem.name,
      category: floorRewardItem.category,
      pointsCost: COST,
      redeemedAt: redeemedAt.toISOString(),
      expiresAt: redemptionExpiry(redeemedAt).toISOString(),
    };
    const change = { userId: floorMember.userId, delta: -COST, reason: `Redeemed ${floorRewardItem.name}`, type: 'redemption' as const, subject: `reward#${floorReward}` };
    const plan = planPointsChange(change, floorProfile, thresholds, redeemedAt);
    const writes = [...plan.writes, ...ledgerCounterWrites([change.delta], redeemedAt), ...redemptionWrites(transactionEntities, { userId: floorMember.userId, reward: floorRewardItem, shards: floorShards, result, idempotencyKey: randomUUID() })];
    const params = db.transaction.write(() => writes.map((write) => write.item)).params() as TransactWriteCommandInput;
    const started = performance.now();
    await raw.send(new TransactWriteCommand(params));
    const elapsed = performance.now() - started;
    floorProfile = { ...floorProfile, ...plan.balance };
    return elapsed;
  };

  const BLOCK = 10;
  const paths = {
    /** A redemption through the API: HTTP, token check, the Lambda handler, the profile read, the transaction. */
    api: async () => {
      const started = performance.now();
      const response = await apiMember.call('POST', `/api/rewards/${apiReward}/redemptions`, { idempotencyKey: randomUUID() });
      if (response.status !== 201) throw new Error(`Redemption answered ${response.status}: ${response.body}`);
      return performance.now() - started;
    },
    /** The redemption code called in this process: the data work without the hop to the API process. */
    direct: async () => {
      const started = performance.now();
      await redeemReward(directMember.userId, directReward, { idempotencyKey: randomUUID() });
      return performance.now() - started;
    },
    floor: floorTransaction,
  };
  const samples = { api: [] as number[], direct: [] as number[], floor: [] as number[] };
  for (let round = 0; round * BLOCK < WARMUP_RUNS + LATENCY_RUNS; round++) {
    for (const [name, run] of Object.entries(paths) as [keyof typeof paths, () => Promise<number>][]) {
      for (let i = round * BLOCK; i < (round + 1) * BLOCK; i++) {
        const elapsed = await run();
        if (i >= WARMUP_RUNS) samples[name].push(elapsed);
      }
    }
  }

  const runs = WARMUP_RUNS + Math.ceil(LATENCY_RUNS / BLOCK) * BLOCK;
  const charged = await Promise.all(
    [apiMember, directMember].map((m) => db.entities.profile.get({ userId: m.userId }).go({ consistent: true }).then((p) => m.start - p.data!.points)),
  );
  const stocks = await Promise.all([apiReward, directReward].map(readStockLeft));
  const invariants = {
    'each redemption charged once': charged.every((points) => points === runs * COST),
    'stock down by one per redemption': stocks.every((stock) => stock === 1_000_000 - runs),
  };

  const api = { p50: percentile(samples.api, 50), p99: percentile(samples.api, 99) };
  const floor = { p50: percentile(samples.floor, 50), p99: percentile(samples.floor, 99) };
  const direct = { p50: percentile(samples.direct, 50), p99: percentile(samples.direct, 99) };
  console.log('\nRedemption benchmark (local stack: DynamoDB Local, API server over HTTP)');
  console.table({
    'POST /api/rewards/{id}/redemptions': { p50: ms(api.p50), p99: ms(api.p99), samples: samples.api.length },
    'raw TransactWriteItems (floor)': { p50: ms(floor.p50), p99: ms(floor.p99), samples: samples.floor.length },
    'redeemReward() in this process': { p50: ms(direct.p50), p99: ms(direct.p99), samples: samples.direct.length },
    'ratio API / floor': { p50: `${(api.p50 / floor.p50).toFixed(2)}x`, p99: `${(api.p99 / floor.p99).toFixed(2)}x`, samples: `target <= ${TARGET_RATIO}x` },
    'ratio redeemReward() / floor': { p50: `${(direct.p50 / floor.p50).toFixed(2)}x`, p99: `${(direct.p99 / floor.p99).toFixed(2)}x`, samples: '' },
  });
  console.table(Object.fromEntries(Object.entries(invariants).map(([name, ok]) => [name, { holds: ok }])));
  members.close();
  if (Object.values(invariants).some((ok) => !ok)) process.exitCode = 1;
} finally {
  await stack.close();
}
