import { Duration } from 'aws-cdk-lib';
import type { Domain } from '../shared/api/route-spec';

/**
 * The DynamoDB actions a function's code sends, as IAM names them. A write transaction needs the
 * action of each of its items (PutItem, UpdateItem, DeleteItem, ConditionCheckItem); ElectroDB's
 * `get` of one key is GetItem, of a list BatchGetItem.
 */
export type TableAction =
  | 'dynamodb:GetItem'
  | 'dynamodb:BatchGetItem'
  | 'dynamodb:BatchWriteItem'
  | 'dynamodb:Query'
  | 'dynamodb:PutItem'
  | 'dynamodb:UpdateItem'
  | 'dynamodb:DeleteItem'
  | 'dynamodb:ConditionCheckItem';

/**
 * What each domain's Lambda may touch, and nothing more: exactly the calls its code makes (the
 * least-privilege test pins each list, so a grant nobody uses fails it). A new domain in
 * shared/api/route-spec.ts fails the type check here until someone decides what it needs.
 */
export interface DomainNeeds {
  tableActions: readonly TableAction[];
  /** Cognito admin API actions on the product's own user pool. */
  cognitoActions?: readonly string[];
  /** Re-verifies the caller's own password (AdminInitiateAuth through the password check's app client). */
  verifiesPasswords?: boolean;
  /** Reads the TMDB token from Secrets Manager (when `-c tmdbSecretName=...` is given). */
  tmdbSecret?: boolean;
  /** Invokes the Bedrock model (when `-c bedrockModelId=...` is given). */
  bedrock?: boolean;
  /** API Gateway gives up at 30 s anyway. */
  timeout?: Duration;
}

/**
 * Profile creation on first sight (functions/data/profiles.ts): read, find a free referral code, create
 * with its search entries (puts) and the member count (an UpdateItem ADD) in one transaction.
 */
const PROFILE_CREATION: readonly TableAction[] = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];

/** changePoints (functions/data/ledger.ts): read the profile, then update it and put the ledger entry and scores. */
const LEDGER: readonly TableAction[] = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:PutItem', 'dynamodb:UpdateItem'];

const union = (...lists: (readonly TableAction[])[]): TableAction[] => [...new Set(lists.flat())].sort();

export const DOMAIN_NEEDS: Record<Domain, DomainNeeds> = {
  platform: { tableActions: [] },
  members: {
    // Invitations with their guards, referrals (two balances and the invitation in one transaction),
    // band pairing (freeing the old band: DeleteItem).
    // Member Management: the dashboard's counters and searched members' profiles (BatchGetItem); a
    // renamed member's old search entries (DeleteItem).
    tableActions: union(PROFILE_CREATION, LEDGER, ['dynamodb:BatchGetItem', 'dynamodb:DeleteItem']),
    // Reads a member's name and verified e-mail, and sets their name; each by the member's sub. Member
    // Management: creates a user (Cognito sends the temporary password), re-verifies the acting admin's
    // own password, moves a member between the role groups, disables (suspends) and enables
    // (reinstates) them and signs them out everywhere.
    cognitoActions: [
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminRemoveUserFromGroup',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminUserGlobalSignOut',
    ],
    verifiesPasswords: true,
  },
  booking: {
    // Sessions, seat maps and tickets (BatchGetItem for venues, screens, sessions and assets); a
    // booking checks each seat is still for sale (ConditionCheckItem); a member's cancel is a ledger
    // transaction (seats flipped, the session's tally lowered: UpdateItem; the booking's reminder item
    // deleted: DeleteItem) and re-reads the seats of a raced cancel (BatchGetItem).
    tableActions: union(LEDGER, ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem']),
  },
  rewards: {
    // The catalog, a reward's stock shards and My Rewards (Query), a reward (GetItem); a redemption's ledger
    // transaction with a stock shard's decrement (UpdateItem) or, for an unlimited reward's shard and
    // feedback's booking, a ConditionCheckItem; the first redemption of a reward from before the shards
    // spreads its stock over them (PutItem, UpdateItem).
    tableActions: union(LEDGER, ['dynamodb:ConditionCheckItem']),
  },
  movies: {
    // Reviews (a member deletes their own) with their authors (BatchGetItem), the response cache.
    tableActions: union(PROFILE_CREATION, LEDGER, ['dynamodb:BatchGetItem', 'dynamodb:DeleteItem']),
    tmdbSecret: true,
    timeout: Duration.seconds(29),
  },
  questions: {
    // Questions, answers, bookings, sessions, venues and assets (BatchGetItem for a member's answers,
    // a movie's set by its ids, flash cards' sessions, venues and assets); the once-only generation
    // marker (PutItem on condition, UpdateItem); an answer's transaction through the ledger (its
    // answer and topic are puts; a session question's checks the booking that opened it is still
    // confirmed: ConditionCheckItem); editing an answer (UpdateItem); the profile on first sight; the
    // movie database's response cache (movie facts for generation). The back office's asset questions:
    // saved in one transaction (puts), edited, linked and deleted (DeleteItem).
    tableActions: union(PROFILE_CREATION, LEDGER, ['dynamodb:BatchGetItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem']),
    // Movie facts from TMDB when configured; generation with the configured Bedrock model.
    tmdbSecret: true,
    bedrock: true,
    timeout: Duration.seconds(29),
  },
  leaderboard: { tableActions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'] },
  admin: {
    // The back office: catalog reads (BatchGetItem for venues, movies, assets, bookers' profiles),
    // writes of venues, screens, seat maps (their seats saved and deleted 25 a BatchWriteItem), sessions
    // with their prices and running order (transactions of puts, updates and deletes, with a check that
    // the venue's time zone is still the one copied: ConditionCheckItem), assets and home content,
    // deletes, a cancelled session's refunds through the ledger, the movie database's response cache.
    tableActions: union(LEDGER, ['dynamodb:BatchGetItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem']),
    // The movie-database import and Movies Management read TMDB when configured.
    tmdbSecret: true,
    // Saving a large seat map, or deleting a venue with its sessions, writes hundreds of items.
    timeout: Duration.seconds(29),
  },
  live: {
    // Live games' REST routes (functions/live): games and players, the session's questions (BatchGetItem
    // for chosen ones), the game's loyalty points through the ledger, the connections it fans out to
    // (gone ones deleted). Posting to the sockets and starting a question's close are granted by
    // infra/constructs/live-rounds.ts on its own resources.
    tableActions: union(LEDGER, ['dynamodb:BatchGetItem', 'dynamodb:DeleteItem']),
  },
};

/**
 * The live WebSocket function (functions/live/socket.ts): connections put and deleted, joins (the
 * member's bookings, the player created, the count), an answer's transaction (a put and two condition
 * checks), a question's close (answers and players read, players and the game updated).
 */
export const LIVE_SOCKET_TABLE_ACTIONS: readonly TableAction[] = [
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:Query',
  'dynamodb:UpdateItem',
];

/**
 * The mail outbox worker (functions/mail/worker.ts): the due mail (Query), the member's profile (GetItem)
 * and a reminder's booking (Query), the claim and the mark (UpdateItem).
 */
export const MAIL_WORKER_TABLE_ACTIONS: readonly TableAction[] = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'];

/**
 * The reminder job (functions/mail/reminders.ts): the shows due (Query of the listing index) and their
 * bookings still to remind (Query), venues (BatchGetItem), each new reminder (PutItem on condition) and
 * then its booking's item (DeleteItem).
 */
export const REMINDER_JOB_TABLE_ACTIONS: readonly TableAction[] = ['dynamodb:BatchGetItem', 'dynamodb:DeleteItem', 'dynamodb:PutItem', 'dynamodb:Query'];

/**
 * The listing-copy function (functions/listing-copy/handler.ts, fed by the table's stream): a session's
 * tally shards (Query) and the copy of their sum on the session item (UpdateItem on condition), then the
 * marks of its bookings on its screen and venue (GetItem, UpdateItem: functions/data/bookings-ahead.ts).
 * Reading the stream is granted with its event source.
 */
export const LISTING_COPY_TABLE_ACTIONS: readonly TableAction[] = ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:UpdateItem'];

/** Cognito's post-confirmation trigger creates the new member's profile. */
export const POST_CONFIRMATION_TABLE_ACTIONS = [...PROFILE_CREATION];
