import { describe, expect, it } from 'vitest';
import { AssetEntity } from './entities/asset';
import { BandPairingEntity } from './entities/band-pairing';
import { FeaturedScreeningEntity } from './entities/featured-screening';
import { FeedbackEntity } from './entities/feedback';
import { InvitationContactEntity, InvitationEntity, invitationContacts } from './entities/invitation';
import { RedeemedRewardEntity } from './entities/redeemed-reward';
import { RewardEntity, isRewardAvailable } from './entities/reward';
import { SessionAnswerEntity } from './entities/session-answer';
import { SessionQuestionEntity } from './entities/session-question';
import { UserQaEntity } from './entities/user-qa';
import { db } from './service';

/**
 * ElectroDB builds the DynamoDB request without a client: these tests read the requests to check
 * the keys and conditions that make the data layer's rules hold.
 */
const table = { table: 'cinema-test' };
const ONLY_IF_ABSENT = 'attribute_not_exists(#pk) AND attribute_not_exists(#sk)';

interface PutParams {
  Item: Record<string, unknown>;
  ConditionExpression?: string;
}
interface UpdateParams {
  Key: Record<string, string>;
  UpdateExpression: string;
  ConditionExpression: string;
  ExpressionAttributeValues: Record<string, unknown>;
}
interface QueryParams {
  IndexName?: string;
  KeyConditionExpression: string;
  ExpressionAttributeValues: Record<string, unknown>;
  ScanIndexForward?: boolean;
}

const primaryKey = (item: Record<string, unknown>) => ({ pk: item.pk, sk: item.sk });

describe('session answers: one per member and question', () => {
  const answer = (answerId: string, questionId = 'q-1') =>
    SessionAnswerEntity.create({ userId: 'member-1', questionId, answerId, selectedOptionId: 'b' }).params<PutParams>(table);

  it('gives two answers by the same member to the same question the same key, written only if absent', () => {
    const first = answer('answer-1');
    const second = answer('answer-2');
    expect(primaryKey(second.Item)).toEqual(primaryKey(first.Item));
    expect(second.ConditionExpression).toBe(ONLY_IF_ABSENT);
  });

  it('keeps answers to different questions apart', () => {
    expect(answer('answer-1', 'q-1').Item.sk).not.toBe(answer('answer-2', 'q-2').Item.sk);
  });

  it('starts an answer with no points awarded', () => {
    expect(answer('answer-1').Item.pointsAwarded).toBe(0);
  });
});

describe('invitation guards: one invitation per inviter and friend e-mail, and per inviter and friend phone', () => {
  const guardKeys = (userId: string, friendEmail: string, friendPhone: string) =>
    invitationContacts({ userId, invitationId: `inv-${friendEmail}`, friendEmail, friendPhone }).map((contact) => {
      const params = InvitationContactEntity.create(contact).params<PutParams>(table);
      expect(params.ConditionExpression).toBe(ONLY_IF_ABSENT);
      return primaryKey(params.Item);
    });

  it('collides on the same e-mail whatever its case and spacing', () => {
    const [first] = guardKeys('inviter-1', 'Friend@Example.com', '555 0101');
    const [second] = guardKeys('inviter-1', '  friend@example.COM ', '555 0202');
    expect(second).toEqual(first);
  });

  it('collides on the same phone whatever its formatting', () => {
    const [, first] = guardKeys('inviter-1', 'a@example.com', '+1 (555) 010-2030');
    const [, second] = guardKeys('inviter-1', 'b@example.com', '15550102030');
    expect(second).toEqual(first);
  });

  it('lets another member invite the same friend', () => {
    expect(guardKeys('inviter-2', 'friend@example.com', '5550101')).not.toEqual(guardKeys('inviter-1', 'friend@example.com', '5550101'));
  });

  it('writes the invitation and both guards in ONE transaction, each only if absent', () => {
    const invitation = {
      invitationId: 'inv-1',
      userId: 'inviter-1',
      friendName: 'Sam',
      friendEmail: 'sam@example.com',
      friendPhone: '555-0101',
      referralCode: 'CINEMA-ABC123',
    };
    const { TransactItems } = db.transaction
      .write((entities) => [
        entities.invitation.create(invitation).commit(),
        ...invitationContacts(invitation).map((contact) => entities.invitationContact.create(contact).commit()),
      ])
      .params() as { TransactItems: { Put: PutParams }[] };
    expect(TransactItems.map(({ Put }) => [Put.Item.__edb_e__, Put.ConditionExpression])).toEqual([
      ['invitation', ONLY_IF_ABSENT],
      ['invitationContact', ONLY_IF_ABSENT],
      ['invitationContact', ONLY_IF_ABSENT],
    ]);
  });

  it('creates an invitation as sent, carrying the referral code', () => {
    const { Item } = InvitationEntity.create({
      invitationId: 'inv-1',
      userId: 'inviter-1',
      friendName: 'Sam',
      friendEmail: 'Sam@Example.com',
      friendPhone: '555-0101',
      referralCode: 'CINEMA-ABC123',
    }).params<PutParams>(table);
    expect(Item).toMatchObject({ status: 'sent', pointsAwarded: 0, friendEmail: 'sam@example.com', referralCode: 'CINEMA-ABC123' });
  });

  it('finds the invitation of a referral code for the friend signing up', () => {
    const query = InvitationEntity.query
      .byReferralCode({ referralCode: 'CINEMA-ABC123', friendEmail: 'sam@example.com' })
      .params<QueryParams>(table);
    expect(query.IndexName).toBe('gsi2');
    expect(Object.values(query.ExpressionAttributeValues)).toEqual(
      expect.arrayContaining([expect.stringContaining('cinema-abc123'), expect.stringContaining('friendemail_sam@example.com#')]),
    );
  });
});

describe('band pairing: a band belongs to one member', () => {
  it('keys the pairing by the upper-cased band id, written only if absent', () => {
    const lower = BandPairingEntity.create({ bandId: ' band-abc123 ', userId: 'member-1' }).params<PutParams>(table);
    const upper = BandPairingEntity.create({ bandId: 'BAND-ABC123', userId: 'member-2' }).params<PutParams>(table);
    expect(lower.Item.bandId).toBe('BAND-ABC123');
    expect(primaryKey(lower.Item)).toEqual(primaryKey(upper.Item));
    expect(upper.ConditionExpression).toBe(ONLY_IF_ABSENT);
  });
});

describe('rewards and redemptions', () => {
  it('decrements stock only while it is above zero', () => {
    const params = RewardEntity.patch({ rewardId: 'reward-1' })
      .subtract({ stock: 1 })
      .where((attr, op) => op.gt(attr.stock, 0))
      .params<UpdateParams>(table);
    expect(params.UpdateExpression).toContain('#stock = (if_not_exists(#stock, :stock_default_value_u0) - :stock_u0)');
    expect(params.ConditionExpression).toContain('#stock > :stock0');
    expect(params.ExpressionAttributeValues[':stock0']).toBe(0);
  });

  it('treats a reward without stock as unlimited and one at zero stock as unavailable', () => {
    expect(isRewardAvailable({ available: true })).toBe(true);
    expect(isRewardAvailable({ available: true, stock: 0 })).toBe(false);
    expect(isRewardAvailable({ available: false, stock: 5 })).toBe(false);
  });

  it('refuses a negative stock', () => {
    expect(() =>
      RewardEntity.create({ rewardId: 'r', name: 'Popcorn', category: 'concession', pointsCost: 50, stock: -1 }).params(table),
    ).toThrow();
  });

  it('keys a redemption by its code, so a code is never issued twice, and starts it active', () => {
    const params = RedeemedRewardEntity.create({
      code: 'CONCESSIONX7K2P9',
      userId: 'member-1',
      rewardId: 'reward-1',
      rewardName: 'Popcorn',
      pointsCost: 50,
      expiresAt: '2026-12-22T00:00:00.000Z',
    }).params<PutParams>(table);
    expect(params.Item.pk).toContain('concessionx7k2p9');
    expect(params.ConditionExpression).toBe(ONLY_IF_ABSENT);
    expect(params.Item.status).toBe('active');
  });

  it("lists a member's redemptions newest first", () => {
    const query = RedeemedRewardEntity.query.byMember({ userId: 'member-1' }).params<QueryParams>({ ...table, order: 'desc' });
    expect(query).toMatchObject({ IndexName: 'gsi1', ScanIndexForward: false });
  });
});

describe('assets', () => {
  const create = () =>
    AssetEntity.create({ assetId: 'asset-1', type: 'movie', title: 'Dune', fileUrl: 'https://cdn.example/dune.mp4' }).params<PutParams>(table);

  it('creates an asset active, 30 seconds long, in the active partition of its type', () => {
    const { Item } = create();
    expect(Item).toMatchObject({ isActive: true, durationSeconds: 30 });
    expect(Item.gsi2pk).toBe('$cinema#type_movie#isactive_true');
  });

  it('refuses a toggle that does not name the type, so the type+active index cannot go stale', () => {
    expect(() => AssetEntity.patch({ assetId: 'asset-1' }).set({ isActive: false }).params(table)).toThrow(/composite/i);
    const toggle = AssetEntity.patch({ assetId: 'asset-1' }).set({ isActive: false }).composite({ type: 'movie' }).params<UpdateParams>(table);
    expect(toggle.ExpressionAttributeValues).toMatchObject({ ':gsi2pk_u0': '$cinema#type_movie#isactive_false', ':type0': 'movie' });
    expect(toggle.ConditionExpression).toContain('#type = :type0');
  });

  it('answers "active movie assets, newest first" with one index query', () => {
    const query = AssetEntity.query.byTypeActive({ type: 'movie', isActive: true }).params<QueryParams>({ ...table, order: 'desc' });
    expect(query).toMatchObject({ IndexName: 'gsi2', ScanIndexForward: false });
    expect(query.ExpressionAttributeValues[':pk']).toBe('$cinema#type_movie#isactive_true');
  });

  it("answers a movie's trailers by movie id and type", () => {
    const query = AssetEntity.query.byMovie({ movieId: 1001, type: 'trailer' }).params<QueryParams>(table);
    expect(query.IndexName).toBe('gsi3');
    expect(query.ExpressionAttributeValues).toMatchObject({ ':pk': '$cinema#movieid_1001', ':sk1': '$asset_1#type_trailer#createdat_' });
  });
});

describe('session questions', () => {
  const question = (timingPhase?: 'pre-show' | 'post-show') =>
    SessionQuestionEntity.create({
      questionId: 'q-1',
      assetId: 'asset-1',
      timingPhase,
      questionText: 'Who directed it?',
      options: [
        { id: 'a', text: 'Denis Villeneuve' },
        { id: 'b', text: 'Ridley Scott' },
      ],
    }).params<PutParams>(table);

  it('files a question without a timing phase under the trailer Q&A of its asset', () => {
    const { Item } = question();
    const trailerQa = SessionQuestionEntity.query.byAsset({ assetId: 'asset-1', phaseKey: 'trailer' }).params<QueryParams>(table);
    expect(Item.gsi1pk).toBe(trailerQa.ExpressionAttributeValues[':pk']);
    expect(String(Item.gsi1sk).startsWith(String(trailerQa.ExpressionAttributeValues[':sk1']))).toBe(true);
    expect(Item.timingPhase).toBeUndefined();
    expect(Item.correctAnswer).toBeUndefined();
  });

  it('files a pre-show question apart from the trailer Q&A', () => {
    expect(question('pre-show').Item.gsi1sk).toMatch(/#phasekey_pre-show#/);
  });

  it('keeps the timing phase fixed once created', () => {
    expect(() => SessionQuestionEntity.patch({ questionId: 'q-1' }).set({ timingPhase: 'post-show' } as never).params(table)).toThrow();
  });
});

describe('featured screenings', () => {
  it('fills the back-office defaults', () => {
    const { Item } = FeaturedScreeningEntity.create({ featuredScreeningId: 'f-1', assetId: 'asset-1', title: 'Dune' }).params<PutParams>(table);
    expect(Item).toMatchObject({ genre: 'Movie', time: '19:00', location: 'TBA', isActive: true, date: new Date().toISOString().slice(0, 10) });
  });

  it('moves between the active and inactive partitions when toggled', () => {
    const toggle = FeaturedScreeningEntity.patch({ featuredScreeningId: 'f-1' }).set({ isActive: false }).params<UpdateParams>(table);
    expect(toggle.ExpressionAttributeValues[':gsi2pk_u0']).toBe('$cinema#isactive_false');
  });
});

describe('feedback', () => {
  const feedback = (fields: Partial<Parameters<typeof FeedbackEntity.create>[0]>) =>
    FeedbackEntity.create({ feedbackId: 'fb-1', userId: 'member-1', rating: 4, recommendLikelihood: 9, ...fields }).params<PutParams>(table);

  it('refuses ratings outside 1-5 and recommendations outside 1-10', () => {
    expect(() => feedback({ rating: 6 })).toThrow();
    expect(() => feedback({ recommendLikelihood: 0 })).toThrow();
  });

  it('accepts only the listed highlights, and stores none chosen as absent (DynamoDB has no empty set)', () => {
    expect(() => feedback({ highlights: ['Free popcorn' as never] })).toThrow();
    expect(feedback({ highlights: [] }).Item.highlights).toBeUndefined();
    expect(feedback({ highlights: ['Great story'] }).Item.highlights).toEqual(new Set(['Great story']));
  });
});

describe('user Q&A topics', () => {
  it('keeps one item per member and topic', () => {
    const first = UserQaEntity.put({ userId: 'member-1', qaTopic: 'Trailer Q&A' }).params<PutParams>(table);
    const again = UserQaEntity.put({ userId: 'member-1', qaTopic: 'Trailer Q&A' }).params<PutParams>(table);
    expect(primaryKey(again.Item)).toEqual(primaryKey(first.Item));
  });
});
