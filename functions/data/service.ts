import { Service } from 'electrodb';
import { createDocumentClient, tableName } from './client';
import { buildAssetEntity } from './entities/asset';
import { buildBandPairingEntity } from './entities/band-pairing';
import { buildBookingEntity } from './entities/booking';
import { buildBookingRequestEntity } from './entities/booking-request';
import { buildCounterEntity } from './entities/counter';
import { buildEarningsEntity } from './entities/earnings';
import { buildFeaturedScreeningEntity } from './entities/featured-screening';
import { buildFeedbackEntity } from './entities/feedback';
import { buildInvitationContactEntity, buildInvitationEntity } from './entities/invitation';
import { buildLeaderboardScoreEntity } from './entities/leaderboard-score';
import { buildLiveAnswerEntity } from './entities/live-answer';
import { buildLiveConnectionEntity } from './entities/live-connection';
import { buildLiveGameEntity } from './entities/live-game';
import { buildLiveJoinCodeEntity } from './entities/live-join-code';
import { buildLivePlayerEntity } from './entities/live-player';
import { buildMemberAuditEntity } from './entities/member-audit';
import { buildMemberSearchEntryEntity } from './entities/member-search-entry';
import { buildOutboxMailEntity } from './entities/outbox-mail';
import { buildMovieEntity } from './entities/movie';
import { buildMovieCacheEntity } from './entities/movie-cache';
import { buildMovieRatingTallyEntity } from './entities/movie-rating-tally';
import { buildPasswordAttemptsEntity } from './entities/password-attempts';
import { buildPointsConfigEntity } from './entities/points-config';
import { buildPointsHistoryEntity } from './entities/points-history';
import { buildProfileEntity } from './entities/profile';
import { buildQuestionGenerationsEntity } from './entities/question-generations';
import { buildQuestionSetEntity } from './entities/question-set';
import { buildQuestionStatsEntity } from './entities/question-stats';
import { buildRedeemedRewardEntity } from './entities/redeemed-reward';
import { buildReminderToQueueEntity } from './entities/reminder-to-queue';
import { buildReviewEntity } from './entities/review';
import { buildRewardEntity } from './entities/reward';
import { buildRewardStatsEntity } from './entities/reward-stats';
import { buildRewardStockEntity } from './entities/reward-stock';
import { buildScreenEntity } from './entities/screen';
import { buildScreenSeatEntity } from './entities/screen-seat';
import { buildSeatMapEntity } from './entities/seat-map';
import { buildSeatCategoryEntity } from './entities/seat-category';
import { buildSessionEntity } from './entities/session';
import { buildSessionAnswerEntity } from './entities/session-answer';
import { buildSessionAssetEntity } from './entities/session-asset';
import { buildSessionCategoryPricingEntity } from './entities/session-category-pricing';
import { buildSessionQuestionEntity } from './entities/session-question';
import { buildSessionTallyEntity } from './entities/session-tally';
import { buildTierThresholdEntity } from './entities/tier-threshold';
import { buildUserQaEntity } from './entities/user-qa';
import { buildVenueEntity } from './entities/venue';
import { buildRedemptionRequestEntity } from './entities/redemption-request';

/** The process's one DynamoDB document client. */
export const documentClient = createDocumentClient();

/**
 * Every entity of the product in one table (see docs/data-model.md for the access patterns), as the
 * function that builds it: an entity is built on its first use, so a Lambda's cold start builds only
 * the few its domain touches, not all of them (docs/performance.md, "Lambda cold start").
 */
const entityBuilders = {
  asset: buildAssetEntity,
  bandPairing: buildBandPairingEntity,
  booking: buildBookingEntity,
  bookingRequest: buildBookingRequestEntity,
  counter: buildCounterEntity,
  earnings: buildEarningsEntity,
  featuredScreening: buildFeaturedScreeningEntity,
  feedback: buildFeedbackEntity,
  invitation: buildInvitationEntity,
  invitationContact: buildInvitationContactEntity,
  leaderboardScore: buildLeaderboardScoreEntity,
  liveAnswer: buildLiveAnswerEntity,
  liveConnection: buildLiveConnectionEntity,
  liveGame: buildLiveGameEntity,
  liveJoinCode: buildLiveJoinCodeEntity,
  livePlayer: buildLivePlayerEntity,
  memberAudit: buildMemberAuditEntity,
  memberSearchEntry: buildMemberSearchEntryEntity,
  movie: buildMovieEntity,
  outboxMail: buildOutboxMailEntity,
  movieCache: buildMovieCacheEntity,
  movieRatingTally: buildMovieRatingTallyEntity,
  passwordAttempts: buildPasswordAttemptsEntity,
  pointsConfig: buildPointsConfigEntity,
  pointsHistory: buildPointsHistoryEntity,
  profile: buildProfileEntity,
  questionGenerations: buildQuestionGenerationsEntity,
  questionSet: buildQuestionSetEntity,
  questionStats: buildQuestionStatsEntity,
  redeemedReward: buildRedeemedRewardEntity,
  reminderToQueue: buildReminderToQueueEntity,
  review: buildReviewEntity,
  reward: buildRewardEntity,
  rewardStats: buildRewardStatsEntity,
  rewardStock: buildRewardStockEntity,
  screen: buildScreenEntity,
  screenSeat: buildScreenSeatEntity,
  seatCategory: buildSeatCategoryEntity,
  seatMap: buildSeatMapEntity,
  session: buildSessionEntity,
  sessionAnswer: buildSessionAnswerEntity,
  sessionAsset: buildSessionAssetEntity,
  sessionCategoryPricing: buildSessionCategoryPricingEntity,
  sessionQuestion: buildSessionQuestionEntity,
  sessionTally: buildSessionTallyEntity,
  tierThreshold: buildTierThresholdEntity,
  userQa: buildUserQaEntity,
  venue: buildVenueEntity,
  redemptionRequest: buildRedemptionRequestEntity,
};

type EntityBuilders = typeof entityBuilders;
/** The built entities, by the names `db.entities` knows them by. */
export type Entities = { [Name in keyof EntityBuilders]: ReturnType<EntityBuilders[Name]> };

/**
 * The ElectroDB service of the table: `db.entities.<name>` builds that entity and joins it to the
 * service on first access; `db.transaction` hands its callback the same lazily built entities.
 */
function lazyService(): Service<Entities> {
  // ElectroDB's named-service constructor starts a service with no entities; its types only know the map form.
  const service = new Service('cinema' as unknown as Entities, { client: documentClient, table: tableName() });
  const builders: Record<string, () => Entities[keyof Entities]> = entityBuilders;
  // `join` is ElectroDB's own way to add an entity to a service; its types leave it out.
  const join = (service as unknown as { join(name: string, entity: Entities[keyof Entities]): void }).join.bind(service);
  service.entities = new Proxy(service.entities, {
  get(joined, name, receiver) {
    if (typeof name === 'string' && !Object.hasOwn(joined, name) && Object.hasOwn(builders, name)) join(name, builders[name]());
    return Reflect.get(joined, name, receiver);
  },
  });
  return service;
}

export const db = lazyService();

export type Db = typeof db;
