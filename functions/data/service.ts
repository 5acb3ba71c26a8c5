import { Service } from 'electrodb';
import { createDocumentClient, tableName } from './client';
import { AssetEntity } from './entities/asset';
import { BandPairingEntity } from './entities/band-pairing';
import { BookingEntity } from './entities/booking';
import { BookingRequestEntity } from './entities/booking-request';
import { CounterEntity } from './entities/counter';
import { EarningsEntity } from './entities/earnings';
import { FeaturedScreeningEntity } from './entities/featured-screening';
import { FeedbackEntity } from './entities/feedback';
import { InvitationContactEntity, InvitationEntity } from './entities/invitation';
import { LeaderboardScoreEntity } from './entities/leaderboard-score';
import { MemberAuditEntity } from './entities/member-audit';
import { MemberSearchEntryEntity } from './entities/member-search-entry';
import { MovieEntity } from './entities/movie';
import { MovieCacheEntity } from './entities/movie-cache';
import { OutboxMailEntity } from './entities/outbox-mail';
import { PasswordAttemptsEntity } from './entities/password-attempts';
import { PointsConfigEntity } from './entities/points-config';
import { PointsHistoryEntity } from './entities/points-history';
import { ProfileEntity } from './entities/profile';
import { QuestionGenerationsEntity } from './entities/question-generations';
import { QuestionSetEntity } from './entities/question-set';
import { QuestionStatsEntity } from './entities/question-stats';
import { RedeemedRewardEntity } from './entities/redeemed-reward';
import { ReviewEntity } from './entities/review';
import { RewardEntity } from './entities/reward';
import { RewardStatsEntity } from './entities/reward-stats';
import { ScreenEntity } from './entities/screen';
import { ScreenSeatEntity } from './entities/screen-seat';
import { SeatMapEntity } from './entities/seat-map';
import { SeatCategoryEntity } from './entities/seat-category';
import { SessionEntity } from './entities/session';
import { SessionAnswerEntity } from './entities/session-answer';
import { SessionAssetEntity } from './entities/session-asset';
import { SessionCategoryPricingEntity } from './entities/session-category-pricing';
import { SessionQuestionEntity } from './entities/session-question';
import { TierThresholdEntity } from './entities/tier-threshold';
import { UserQaEntity } from './entities/user-qa';
import { VenueEntity } from './entities/venue';
import { RedemptionRequestEntity } from './entities/redemption-request';

/** The process's one DynamoDB document client. */
export const documentClient = createDocumentClient();

/** Every entity of the product in one table (see docs/data-model.md for the access patterns). */
export const db = new Service(
  {
    asset: AssetEntity,
    bandPairing: BandPairingEntity,
    booking: BookingEntity,
    bookingRequest: BookingRequestEntity,
    counter: CounterEntity,
    earnings: EarningsEntity,
    featuredScreening: FeaturedScreeningEntity,
    feedback: FeedbackEntity,
    invitation: InvitationEntity,
    invitationContact: InvitationContactEntity,
    leaderboardScore: LeaderboardScoreEntity,
    memberAudit: MemberAuditEntity,
    memberSearchEntry: MemberSearchEntryEntity,
    movie: MovieEntity,
    movieCache: MovieCacheEntity,
    outboxMail: OutboxMailEntity,
    passwordAttempts: PasswordAttemptsEntity,
    pointsConfig: PointsConfigEntity,
    pointsHistory: PointsHistoryEntity,
    profile: ProfileEntity,
    questionGenerations: QuestionGenerationsEntity,
    questionSet: QuestionSetEntity,
    questionStats: QuestionStatsEntity,
    redeemedReward: RedeemedRewardEntity,
    review: ReviewEntity,
    reward: RewardEntity,
    rewardStats: RewardStatsEntity,
    screen: ScreenEntity,
    screenSeat: ScreenSeatEntity,
    seatCategory: SeatCategoryEntity,
    seatMap: SeatMapEntity,
    session: SessionEntity,
    sessionAnswer: SessionAnswerEntity,
    sessionAsset: SessionAssetEntity,
    sessionCategoryPricing: SessionCategoryPricingEntity,
    sessionQuestion: SessionQuestionEntity,
    tierThreshold: TierThresholdEntity,
    userQa: UserQaEntity,
    venue: VenueEntity,
    redemptionRequest: RedemptionRequestEntity,
  },
  { client: documentClient, table: tableName() },
);

export type Db = typeof db;
