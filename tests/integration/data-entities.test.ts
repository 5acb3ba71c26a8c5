import { randomInt, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { invitationContacts } from '../../functions/data/entities/invitation';
import { createReward, readStockLeft } from '../../functions/data/reward-stock';
import { db } from '../../functions/data/service';
import { ConditionFailed, transactionEntities, writeTransaction } from '../../functions/data/transactions';
import { utcDateKey } from '../../shared/booking/calendar';

/**
 * The keys and conditions the data layer's rules rest on (docs/data-model.md), checked by what
 * DynamoDB Local does with the writes and queries, not by the text of the requests ElectroDB builds.
 */

const unique = () => randomUUID().slice(0, 8);

/** A write refused by its condition (ElectroDB wraps DynamoDB's ConditionalCheckFailedException). */
async function expectConditionFailed(write: Promise<unknown>) {
  const error = await write.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error, 'the write went through; it should have been refused by its condition').not.toBeNull();
  const cause = (error as { cause?: { name?: string } }).cause;
  expect(cause?.name ?? (error as Error).name, String(error)).toBe('ConditionalCheckFailedException');
}

/** Settles writes sent at once: how many went through, how many were refused by their condition. */
async function race(writes: Promise<unknown>[]) {
  const results = await Promise.allSettled(writes);
  const refused = results.filter((r) => r.status === 'rejected');
  for (const r of refused) expect((r.reason as { cause?: { name?: string } }).cause?.name, String(r.reason)).toBe('ConditionalCheckFailedException');
  return { succeeded: results.length - refused.length, refused: refused.length };
}

describe('session answers: one per member and question', () => {
  const answer = (userId: string, questionId: string, answerId: string, selectedOptionId = 'b') =>
    db.entities.sessionAnswer.create({ userId, questionId, answerId, selectedOptionId }).go();

  it('refuses a second answer by the same member to the same question and keeps the first, with no points yet', async () => {
    const userId = `member-${unique()}`;
    await answer(userId, 'q-1', 'answer-1', 'b');
    await expectConditionFailed(answer(userId, 'q-1', 'answer-2', 'c'));

    const { data } = await db.entities.sessionAnswer.query.byMember({ userId }).go();
    expect(data).toEqual([expect.objectContaining({ questionId: 'q-1', answerId: 'answer-1', selectedOptionId: 'b', pointsAwarded: 0 })]);
  });

  it('keeps answers to different questions apart', async () => {
    const userId = `member-${unique()}`;
    await answer(userId, 'q-1', 'answer-1');
    await answer(userId, 'q-2', 'answer-2');
    const { data } = await db.entities.sessionAnswer.query.byMember({ userId }).go();
    expect(data.map((a) => a.questionId).sort()).toEqual(['q-1', 'q-2']);
  });

  it('lets exactly one of many answers sent at once through', async () => {
    const userId = `member-${unique()}`;
    const outcome = await race(Array.from({ length: 8 }, (_, i) => answer(userId, 'q-race', `answer-${i}`)));
    expect(outcome).toEqual({ succeeded: 1, refused: 7 });
  });
});

describe('invitation guards: one invitation per inviter and friend e-mail, and per inviter and friend phone', () => {
  const invitation = (userId: string, friendEmail: string, friendPhone: string) => ({
    invitationId: `inv-${unique()}`,
    userId,
    friendName: 'Sam',
    friendEmail,
    friendPhone,
    referralCode: `CINEMA-${unique().toUpperCase()}`,
  });
  type Invitation = ReturnType<typeof invitation>;

  /** The invitation and both guards in ONE transaction, as sending an invitation writes them. */
  const send = (sent: Invitation) =>
    writeTransaction([
      { role: 'invitation', item: transactionEntities.invitation.create(sent).commit() },
      ...invitationContacts(sent).map((contact) => ({ role: `${contact.kind} guard`, item: transactionEntities.invitationContact.create(contact).commit() })),
    ]);

  /** The transaction refused, naming the writes (the invitation, the e-mail guard, the phone guard) whose condition failed. */
  const refusedItems = async (sent: Invitation) => {
    const error = await send(sent).then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(ConditionFailed);
    return (error as ConditionFailed).failed.map((write) => write.role);
  };

  const stored = async (sent: Invitation) => (await db.entities.invitation.get({ invitationId: sent.invitationId }).go()).data;

  it('creates an invitation as sent, carrying the referral code, with the e-mail normalized', async () => {
    const sent = invitation(`inviter-${unique()}`, '  Sam@Example.com ', '555-0101');
    await send(sent);
    expect(await stored(sent)).toMatchObject({ status: 'sent', pointsAwarded: 0, friendEmail: 'sam@example.com', referralCode: sent.referralCode });
  });

  it('finds the invitation of a referral code for the friend signing up, whatever the code’s case', async () => {
    const sent = invitation(`inviter-${unique()}`, 'sam@example.com', '555-0101');
    await send(sent);
    for (const referralCode of [sent.referralCode, sent.referralCode.toLowerCase()]) {
      const { data } = await db.entities.invitation.query.byReferralCode({ referralCode, friendEmail: 'sam@example.com' }).go();
      expect(data.map((i) => i.invitationId), referralCode).toEqual([sent.invitationId]);
    }
  });

  it('refuses the same e-mail again whatever its case and spacing, and writes nothing of the refused invitation', async () => {
    const inviter = `inviter-${unique()}`;
    const first = invitation(inviter, 'Friend@Example.com', '555 0101');
    await send(first);
    const again = invitation(inviter, '  friend@example.COM ', '555 0202');
    expect(await refusedItems(again)).toEqual(['email guard']);

    expect(await stored(again)).toBeNull();
    const { data: guards } = await db.entities.invitationContact.query.byInviterContact({ userId: inviter }).go();
    expect(guards.map(({ kind, value, invitationId }) => ({ kind, value, invitationId })).sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'email', value: 'friend@example.com', invitationId: first.invitationId },
      { kind: 'phone', value: '5550101', invitationId: first.invitationId },
    ]);
  });

  it('refuses the same phone again whatever its formatting', async () => {
    const inviter = `inviter-${unique()}`;
    await send(invitation(inviter, 'a@example.com', '+1 (555) 010-2030'));
    const again = invitation(inviter, 'b@example.com', '15550102030');
    expect(await refusedItems(again)).toEqual(['phone guard']);
    expect(await stored(again)).toBeNull();
  });

  it('lets another member invite the same friend', async () => {
    await send(invitation(`inviter-${unique()}`, 'friend@example.com', '5550101'));
    const other = invitation(`inviter-${unique()}`, 'friend@example.com', '5550101');
    await send(other);
    expect(await stored(other)).toMatchObject({ status: 'sent' });
  });
});

describe('band pairing: a band belongs to one member', () => {
  it('stores the band id upper-cased and refuses the same band for a second member', async () => {
    const band = `BAND-${unique().slice(0, 6).toUpperCase()}`;
    await db.entities.bandPairing.create({ bandId: ` ${band.toLowerCase()} `, userId: 'member-1' }).go();
    await expectConditionFailed(db.entities.bandPairing.create({ bandId: band, userId: 'member-2' }).go());

    for (const bandId of [band, band.toLowerCase()]) {
      const { data } = await db.entities.bandPairing.get({ bandId }).go();
      expect(data, bandId).toMatchObject({ bandId: band, userId: 'member-1' });
    }
  });
});

describe('rewards and redemptions', () => {
  const decrementShard = (rewardId: string, shard: number) =>
    db.entities.rewardStock
      .patch({ rewardId, shard })
      .subtract({ left: 1 })
      .where((attr, op) => op.gt(attr.left, 0))
      .go();

  it("decrements a stock shard only while it is above zero, even for redemptions sent at once; the reward's stock is the sum of its shards", async () => {
    const rewardId = `reward-${unique()}`;
    // 32 units over 16 shards: 2 on each.
    await createReward({ rewardId, name: 'Popcorn', category: 'concession', pointsCost: 50, stock: 32 });

    const outcome = await race(Array.from({ length: 5 }, () => decrementShard(rewardId, 0)));
    expect(outcome).toEqual({ succeeded: 2, refused: 3 });
    expect((await db.entities.rewardStock.get({ rewardId, shard: 0 }).go()).data?.left).toBe(0);
    await expectConditionFailed(decrementShard(rewardId, 0));
    expect(await readStockLeft(rewardId)).toBe(30);
  });

  const redemption = (code: string, userId: string, redeemedAt?: string) =>
    db.entities.redeemedReward
      .create({ code, userId, rewardId: 'reward-1', rewardName: 'Popcorn', pointsCost: 50, expiresAt: '2026-12-22T00:00:00.000Z', redeemedAt })
      .go();

  it('keys a redemption by its code, so a code is never issued twice whatever its case, and starts it active', async () => {
    const code = `CONCESSION${unique().slice(0, 6).toUpperCase()}`;
    await redemption(code, 'member-1');
    await expectConditionFailed(redemption(code.toLowerCase(), 'member-2'));

    const { data } = await db.entities.redeemedReward.get({ code }).go();
    expect(data).toMatchObject({ code, userId: 'member-1', status: 'active' });
  });

  it("lists a member's redemptions newest first", async () => {
    const userId = `member-${unique()}`;
    const older = `SCREENING${unique().slice(0, 6).toUpperCase()}`;
    const newer = `SCREENING${unique().slice(0, 6).toUpperCase()}`;
    await redemption(older, userId, '2026-01-01T10:00:00.000Z');
    await redemption(newer, userId, '2026-02-01T10:00:00.000Z');
    const { data } = await db.entities.redeemedReward.query.byMember({ userId }).go({ order: 'desc' });
    expect(data.map((r) => r.code)).toEqual([newer, older]);
  });
});

describe('assets', () => {
  const createAsset = async (fields: { type?: 'movie' | 'trailer' | 'ad'; movieId?: number; createdAt?: string } = {}) => {
    const assetId = `asset-${unique()}`;
    await db.entities.asset.create({ assetId, type: 'movie', title: 'Dune', fileUrl: 'https://cdn.example/dune.mp4', ...fields }).go();
    return assetId;
  };
  const idsOf = async (type: 'movie' | 'trailer', isActive: boolean) =>
    (await db.entities.asset.query.byTypeActive({ type, isActive }).go({ order: 'desc', pages: 'all' })).data.map((a) => a.assetId);

  it('creates an asset active and 30 seconds long, listed among the active assets of its type, newest first', async () => {
    const older = await createAsset({ createdAt: '2999-01-01T00:00:00.000Z' });
    const newer = await createAsset({ createdAt: '2999-01-02T00:00:00.000Z' });
    expect((await db.entities.asset.get({ assetId: older }).go()).data).toMatchObject({ isActive: true, durationSeconds: 30 });

    expect((await idsOf('movie', true)).filter((id) => id === older || id === newer)).toEqual([newer, older]);
    expect(await idsOf('trailer', true)).not.toContain(older);
  });

  it('moves a toggled asset from the active to the inactive assets of its type', async () => {
    const assetId = await createAsset();
    await db.entities.asset.patch({ assetId }).set({ isActive: false }).composite({ type: 'movie' }).go();

    expect(await idsOf('movie', true)).not.toContain(assetId);
    expect(await idsOf('movie', false)).toContain(assetId);
  });

  it('refuses a toggle that names the wrong type, leaving the asset where it was', async () => {
    const assetId = await createAsset();
    await expectConditionFailed(db.entities.asset.patch({ assetId }).set({ isActive: false }).composite({ type: 'trailer' }).go());

    expect((await db.entities.asset.get({ assetId }).go()).data).toMatchObject({ type: 'movie', isActive: true });
    expect(await idsOf('movie', true)).toContain(assetId);
    expect(await idsOf('trailer', false)).not.toContain(assetId);
  });

  it("answers a movie's trailers by movie id and type", async () => {
    const movieId = randomInt(1_000_000, 2_000_000_000);
    const trailer = await createAsset({ type: 'trailer', movieId });
    await createAsset({ type: 'ad', movieId });
    await createAsset({ type: 'trailer', movieId: movieId + 1 });

    const { data } = await db.entities.asset.query.byMovie({ movieId, type: 'trailer' }).go();
    expect(data.map((a) => a.assetId)).toEqual([trailer]);
  });
});

describe('session questions', () => {
  const createQuestion = async (assetId: string, timingPhase?: 'pre-show' | 'post-show') => {
    const questionId = `q-${unique()}`;
    await db.entities.sessionQuestion
      .create({
        questionId,
        assetId,
        timingPhase,
        questionText: 'Who directed it?',
        options: [
          { id: 'a', text: 'Denis Villeneuve' },
          { id: 'b', text: 'Ridley Scott' },
        ],
      })
      .go();
    return questionId;
  };
  const phaseOf = async (assetId: string, phaseKey: string) =>
    (await db.entities.sessionQuestion.query.byAsset({ assetId, phaseKey }).go()).data.map((q) => q.questionId);

  it('files a question without a timing phase under the trailer Q&A of its asset, and a pre-show one apart from it', async () => {
    const assetId = `asset-${unique()}`;
    const trailerQuestion = await createQuestion(assetId);
    const preShow = await createQuestion(assetId, 'pre-show');

    expect(await phaseOf(assetId, 'trailer')).toEqual([trailerQuestion]);
    expect(await phaseOf(assetId, 'pre-show')).toEqual([preShow]);

    const { data } = await db.entities.sessionQuestion.get({ questionId: trailerQuestion }).go();
    expect(data?.timingPhase).toBeUndefined();
    expect(data?.correctAnswer).toBeUndefined();
  });
});

describe('featured screenings', () => {
  // Removed after each test: an active one would become the home page's featured screening in other files.
  const created: string[] = [];
  afterEach(async () => {
    await db.entities.featuredScreening.delete(created.splice(0).map((featuredScreeningId) => ({ featuredScreeningId }))).go();
  });
  const featured = async () => {
    const featuredScreeningId = `featured-${unique()}`;
    await db.entities.featuredScreening.create({ featuredScreeningId, assetId: 'asset-1', title: 'Dune' }).go();
    created.push(featuredScreeningId);
    return featuredScreeningId;
  };
  const activeIds = async (isActive: boolean) =>
    (await db.entities.featuredScreening.query.byActive({ isActive }).go({ pages: 'all' })).data.map((f) => f.featuredScreeningId);

  it('fills the back-office defaults', async () => {
    const today = utcDateKey();
    const featuredScreeningId = await featured();
    const { data } = await db.entities.featuredScreening.get({ featuredScreeningId }).go();
    expect(data).toMatchObject({ genre: 'Movie', time: '19:00', location: 'TBA', isActive: true });
    expect([today, utcDateKey()]).toContain(data?.date); // today, even across midnight UTC
  });

  it('moves between the active and inactive screenings when toggled', async () => {
    const featuredScreeningId = await featured();
    expect(await activeIds(true)).toContain(featuredScreeningId);

    await db.entities.featuredScreening.patch({ featuredScreeningId }).set({ isActive: false }).go();
    expect(await activeIds(true)).not.toContain(featuredScreeningId);
    expect(await activeIds(false)).toContain(featuredScreeningId);
  });
});

describe('feedback', () => {
  it('stores no highlights chosen as absent (DynamoDB has no empty set), and the chosen ones as given', async () => {
    const userId = `member-${unique()}`;
    await db.entities.feedback.create({ feedbackId: 'fb-none', userId, subject: 'session#s-1', rating: 4, recommendLikelihood: 9, highlights: [] }).go();
    await db.entities.feedback.create({ feedbackId: 'fb-some', userId, subject: 'session#s-2', rating: 5, recommendLikelihood: 10, highlights: ['Great story'] }).go();

    const { data } = await db.entities.feedback.query.byMember({ userId }).go();
    const byId = Object.fromEntries(data.map((f) => [f.feedbackId, f]));
    expect(byId['fb-none'].highlights).toBeUndefined();
    expect(byId['fb-some'].highlights).toEqual(['Great story']);
  });

  it('keeps one piece of feedback per member and subject (a session, or a day without one)', async () => {
    const userId = `member-${unique()}`;
    const give = (feedbackId: string, subject: string) => db.entities.feedback.create({ feedbackId, userId, subject, rating: 3, recommendLikelihood: 5 }).go();
    await give('fb-1', 'session#s-1');
    await expectConditionFailed(give('fb-2', 'session#s-1'));
    await give('fb-3', 'day#2026-05-01');
    await expectConditionFailed(give('fb-4', 'day#2026-05-01'));
    await give('fb-5', 'day#2026-05-02');
    const { data } = await db.entities.feedback.query.byMember({ userId }).go();
    expect(data.map((f) => f.feedbackId).sort()).toEqual(['fb-1', 'fb-3', 'fb-5']);
  });
});

describe('user Q&A topics', () => {
  it('keeps one item per member and topic', async () => {
    const userId = `member-${unique()}`;
    await db.entities.userQa.put({ userId, qaTopic: 'Trailer Q&A' }).go();
    await db.entities.userQa.put({ userId, qaTopic: 'Trailer Q&A' }).go();
    await db.entities.userQa.put({ userId, qaTopic: 'Dune' }).go();

    const { data } = await db.entities.userQa.query.byMember({ userId }).go();
    expect(data.map((t) => t.qaTopic).sort()).toEqual(['Dune', 'Trailer Q&A']);
  });
});
