import { describe, expect, it } from 'vitest';
import { buildAssetEntity } from './entities/asset';
import { buildFeedbackEntity } from './entities/feedback';
import { buildRewardEntity, isRewardAvailable } from './entities/reward';
import { buildSessionQuestionEntity } from './entities/session-question';

/**
 * The rules the entities enforce before anything is sent: building the request throws, so no
 * table is needed. What the keys and conditions do with real writes (one answer per member and
 * question, invitation guards, stock above zero...) is checked against DynamoDB Local in
 * tests/integration/data-entities.test.ts.
 */
const table = { table: 'cinema-test' };
const AssetEntity = buildAssetEntity();
const FeedbackEntity = buildFeedbackEntity();
const RewardEntity = buildRewardEntity();
const SessionQuestionEntity = buildSessionQuestionEntity();

describe('rewards', () => {
  it('treats a reward without stock as unlimited and one at zero stock as unavailable', () => {
    expect(isRewardAvailable({ available: true })).toBe(true);
    expect(isRewardAvailable({ available: true, stock: 0 })).toBe(false);
    expect(isRewardAvailable({ available: false, stock: 5 })).toBe(false);
  });

  it('refuses a negative stock', () => {
    const reward = (stock: number) => () => RewardEntity.create({ rewardId: 'r', name: 'Popcorn', category: 'concession', pointsCost: 50, stock }).params(table);
    expect(reward(-1)).toThrow();
    expect(reward(0)).not.toThrow();
  });
});

describe('assets', () => {
  it('refuses a toggle that does not name the type, so the type+active index cannot go stale', () => {
    expect(() => AssetEntity.patch({ assetId: 'asset-1' }).set({ isActive: false }).params(table)).toThrow(/composite/i);
    expect(() => AssetEntity.patch({ assetId: 'asset-1' }).set({ isActive: false }).composite({ type: 'movie' }).params(table)).not.toThrow();
  });
});

describe('session questions', () => {
  it('keeps the timing phase fixed once created', () => {
    expect(() => SessionQuestionEntity.patch({ questionId: 'q-1' }).set({ timingPhase: 'post-show' } as never).params(table)).toThrow();
  });
});

describe('feedback', () => {
  const feedback = (fields: Partial<Parameters<typeof FeedbackEntity.create>[0]>) => () =>
    FeedbackEntity.create({ feedbackId: 'fb-1', userId: 'member-1', subject: 'day#2026-01-01', rating: 4, recommendLikelihood: 9, ...fields }).params(table);

  it('refuses ratings outside 1-5 and recommendations outside 1-10', () => {
    expect(feedback({ rating: 6 })).toThrow();
    expect(feedback({ rating: 0 })).toThrow();
    expect(feedback({ recommendLikelihood: 0 })).toThrow();
    expect(feedback({ recommendLikelihood: 11 })).toThrow();
    expect(feedback({ rating: 5, recommendLikelihood: 10 })).not.toThrow();
  });

  it('accepts only the listed highlights', () => {
    expect(feedback({ highlights: ['Free popcorn' as never] })).toThrow();
    expect(feedback({ highlights: ['Great story'] })).not.toThrow();
  });
});
