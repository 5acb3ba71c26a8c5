import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../infra/constructs/lambda-bundling';
import { lambdaEntries } from '../../scripts/bench/lambdas';
import { actionsOf, allStatements, MAIL_CONTEXT, resourcesOf, statementsByFunction, SYNTH_TIMEOUT, synthCinema, type PolicyStatement, type Synth } from './synth';

const isWildcardAction = (action: string) => action === '*' || action.endsWith(':*');

/** Reads of the table's stream, which only the listing copy is granted (its event source's grant: tests/infra/listing-copy.test.ts). */
const STREAM_READS = ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator', 'dynamodb:ListStreams'];
const LISTING_COPY = "Cinema listing: copies each show's seat tally onto its session, from the table's stream";

/** The table's ARN as another stack reads it (a reference to the Data stack's output, never a literal or `*`). */
function expectTableScoped(statements: PolicyStatement[]) {
  const dynamo = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:') && !STREAM_READS.includes(a)));
  expect(dynamo.length).toBeGreaterThan(0);
  for (const statement of dynamo) {
    const [tableArn, indexArns, ...rest] = statement.Resource as unknown[];
    expect(rest).toEqual([]);
    expect(JSON.stringify(tableArn)).toMatch(/Cinema-\w+(-\w+)*-Data.*Table\w*Arn/);
    expect(indexArns).toEqual({ 'Fn::Join': ['', [tableArn, '/index/*']] });
  }
}

const cognitoActions = (statements: PolicyStatement[]) => statements.flatMap(actionsOf).filter((a) => a.startsWith('cognito-idp:'));

/**
 * What each function's code calls, read from the code (functions/<domain>/ and the data layer it
 * uses), written out here rather than imported from infra/domain-permissions.ts: a grant that no
 * code uses, or a call with no grant, makes the two lists differ.
 */
const TABLE_ACTIONS_USED: Record<string, string[]> = {
  // Profile on first sight (get, free referral code, create), points statement and stats, the ledger;
  // invitations, referrals, band pairing (the old band's pairing deleted).
  // Member Management: counters and searched profiles in batches, a renamed member's old search entries deleted.
  'Cinema API: members': ['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  // Listings and seat maps (batch reads of venues, screens, sessions, assets), a booking's ledger
  // transaction with one check per seat, a cancel's ledger transaction (seats and booked count updated,
  // the booking's reminder item deleted).
  'Cinema API: booking': ['BatchGetItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  // Reviews with their authors, a member deleting their review, the ledger, the response cache.
  'Cinema API: movies': ['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  // Questions, answers and the generation marker; batch reads of a member's answers, a movie's set,
  // flash cards' sessions, venues and assets; an answer's ledger transaction; editing an answer; the
  // profile on first sight; the movie database's response cache; a session question's answer checks its booking.
  'Cinema API: questions': ['BatchGetItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  'Cinema API: leaderboard': ['BatchGetItem', 'GetItem', 'Query'],
  // The catalog, a reward, a redemption's ledger transaction (a stock shard's decrement, or a check of an
  // unlimited reward's shard; a reward from before the shards spread over them), My Rewards, feedback
  // with a check of the member's booking.
  'Cinema API: rewards': ['ConditionCheckItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  // The back office: catalog batch reads, every back-office write and delete, seat maps' seats saved and
  // deleted in batch writes, sessions in transactions (with a check of the venue's time zone), a cancelled
  // session's refunds through the ledger, the response cache.
  'Cinema API: admin': ['BatchGetItem', 'BatchWriteItem', 'ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  'Cinema API: platform': [],
  // Live games: games, players, chosen questions in a batch, the payout through the ledger, gone connections deleted.
  'Cinema API: live': ['BatchGetItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  // Connections put and deleted, joins, an answer's transaction (a put, two checks), a question's close.
  'Cinema live: WebSocket connections, joins, answers and the close of each question': ['ConditionCheckItem', 'DeleteItem', 'GetItem', 'PutItem', 'Query', 'UpdateItem'],
  // The profile with its search entries (puts) and the member count (an ADD) in one transaction.
  'Cognito post-confirmation: creates the member profile': ['GetItem', 'PutItem', 'Query', 'UpdateItem'],
  // A session's tally shards, the copy of their sum on the session item, the marks of its bookings on its screen and venue.
  [LISTING_COPY]: ['GetItem', 'Query', 'UpdateItem'],
};

const LIVE_AUTHORIZER = 'Cinema live: verifies the ID token of a WebSocket connection';

/** The description of each function `npm run bench` bundles (scripts/bench/lambdas.ts), the domains' aside ("Cinema API: <domain>"). */
const DESCRIPTION_OF: Record<string, string> = {
  'live-socket': 'Cinema live: WebSocket connections, joins, answers and the close of each question',
  'live-authorizer': LIVE_AUTHORIZER,
  'mail-worker': 'Cinema mail: sends the outbox',
  'mail-reminders': 'Cinema mail: queues the reminders of shows starting within 3 hours',
  'mail-suppress': 'Cinema mail: suppresses the address of a bounce or a complaint',
  'listing-copy': LISTING_COPY,
  'post-confirmation': 'Cognito post-confirmation: creates the member profile',
  'pre-sign-up': 'Cognito pre-sign-up: links a Google sign-in to the existing account with the same e-mail',
};

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Whether the function's bundle keeps an ElectroDB condition check (`.check(...)` in a transaction) of the
 * repository's own code. esbuild keeps only the code the entry reaches, and unminified it opens each
 * module's code with a `// <path>` line, so each of our modules' kept code can be read alone.
 */
async function bundleHoldsConditionCheck(entry: string): Promise<boolean> {
  const result = await build({ ...esbuildOptions(join(root, entry), join(root, 'out.mjs')), absWorkingDir: root, minify: false, sourcemap: false, write: false, logLevel: 'error' });
  const code = result.outputFiles.find((file) => file.path.endsWith('.mjs'))!.text;
  const ownModules = code.split(/^(?=\/\/ \S+\.(?:[cm]?[jt]sx?|json)$)/m).filter((module) => /^\/\/ (functions|shared)\//.test(module));
  expect(ownModules.length, entry).toBeGreaterThan(0);
  return ownModules.some((module) => /\.check\(/.test(module));
}

const tableActions = (statements: PolicyStatement[]) =>
  statements
    .flatMap(actionsOf)
    .filter((a) => a.startsWith('dynamodb:') && !STREAM_READS.includes(a))
    .map((a) => a.slice('dynamodb:'.length))
    .sort();

describe('least privilege', () => {
  let app: Synth;
  beforeAll(() => {
    app = synthCinema();
  }, SYNTH_TIMEOUT);

  it('grants no wildcard action anywhere', () => {
    const actions = allStatements([app.data, app.auth, app.api, app.web]).flatMap(actionsOf);
    expect(actions.length).toBeGreaterThan(0);
    expect(actions.filter(isWildcardAction)).toEqual([]);
  });

  it('gives each function exactly the table actions its code calls', () => {
    const byFunction = new Map([...statementsByFunction(app.api), ...statementsByFunction(app.auth)]);
    const granted = Object.fromEntries(
      [...byFunction].filter(([name]) => name in TABLE_ACTIONS_USED).map(([name, statements]) => [name, tableActions(statements)]),
    );
    expect(granted).toEqual(TABLE_ACTIONS_USED);
    expect([...byFunction.values()].flatMap(tableActions)).not.toContain('Scan');
    // Only the seat maps' seats, written by the back office alone, go in batch writes.
    expect([...byFunction].filter(([, statements]) => tableActions(statements).includes('BatchWriteItem')).map(([name]) => name)).toEqual(['Cinema API: admin']);
    const streamReaders = [...byFunction].filter(([, statements]) => statements.flatMap(actionsOf).some((a) => STREAM_READS.includes(a))).map(([name]) => name);
    expect(streamReaders).toEqual([LISTING_COPY]);
  });

  // A transaction's condition check needs its own action, which nothing on the local stack asks for: a
  // missing one fails the write on AWS only (AccessDeniedException), so the grants follow the bundles.
  it('grants ConditionCheckItem to exactly the functions whose code holds a condition check', async () => {
    const byFunction = statementsByFunction(synthCinema(MAIL_CONTEXT).api);
    for (const [name, statements] of statementsByFunction(app.auth)) byFunction.set(name, statements);
    const checking: string[] = [];
    const granted: string[] = [];
    for (const { name, entry } of lambdaEntries()) {
      const statements = byFunction.get(DESCRIPTION_OF[name] ?? `Cinema API: ${name}`);
      expect(statements, name).toBeDefined();
      if (await bundleHoldsConditionCheck(entry)) checking.push(name);
      if (tableActions(statements!).includes('ConditionCheckItem')) granted.push(name);
    }
    expect(granted).toEqual(checking);
    expect(checking).toEqual(expect.arrayContaining(['booking', 'live-socket', 'rewards']));
  }, SYNTH_TIMEOUT);

  it('scopes every table grant to the table and its indexes', () => {
    const byFunction = statementsByFunction(app.api);
    for (const [name, statements] of byFunction) {
      if (name === 'Cinema API: platform' || name === LIVE_AUTHORIZER) continue;
      expectTableScoped(statements);
    }
    expectTableScoped(statementsByFunction(app.auth).get('Cognito post-confirmation: creates the member profile')!);
  });

  it('lets the platform function and the live connections\' authorizer touch nothing', () => {
    expect(statementsByFunction(app.api).get('Cinema API: platform')).toEqual([]);
    expect(statementsByFunction(app.api).get(LIVE_AUTHORIZER)).toEqual([]);
  });

  it('lets only the live functions post to the live API\'s connections, and only the live REST function start a question\'s close', () => {
    const byFunction = statementsByFunction(app.api);
    const holders = (action: string) => [...byFunction].filter(([, statements]) => statements.flatMap(actionsOf).includes(action)).map(([name]) => name).sort();
    expect(holders('execute-api:ManageConnections')).toEqual(['Cinema API: live', 'Cinema live: WebSocket connections, joins, answers and the close of each question']);
    expect(holders('states:StartExecution')).toEqual(['Cinema API: live']);
    for (const statement of [...byFunction.values()].flat().filter((s) => actionsOf(s).includes('execute-api:ManageConnections'))) {
      expect(JSON.stringify(statement.Resource)).toMatch(/LiveWebSocketApi.*\/live\/POST\/@connections\/\*/);
    }
  });

  it('gives Cognito admin actions to the members function only, on its own pool: reading a user, setting their name, Member Management (roles, suspension)', () => {
    const byFunction = statementsByFunction(app.api);
    const withCognito = [...byFunction].filter(([, statements]) => cognitoActions(statements).length > 0).map(([name]) => name);
    expect(withCognito).toEqual(['Cinema API: members']);
    const statement = byFunction.get('Cinema API: members')!.find((s) => cognitoActions([s]).length > 0)!;
    expect(JSON.stringify(statement.Resource)).toMatch(/UserPool\w*Arn/);
    expect(actionsOf(statement).sort()).toEqual([
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminRemoveUserFromGroup',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminUserGlobalSignOut',
    ]);
  });

  it('lets the pre-sign-up trigger only find users and link identities in its pool', () => {
    const statements = statementsByFunction(app.auth).get(
      'Cognito pre-sign-up: links a Google sign-in to the existing account with the same e-mail',
    )!;
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: ['cognito-idp:AdminLinkProviderForUser', 'cognito-idp:ListUsers'],
        Resource: { 'Fn::GetAtt': [expect.stringMatching(/^UserPool/), 'Arn'] },
      },
    ]);
  });

  it('gives no function secret access or Bedrock unless configured', () => {
    for (const [name, statements] of statementsByFunction(app.api)) {
      const actions = statements.flatMap(actionsOf);
      expect(actions.filter((a) => a.startsWith('secretsmanager:') || a.startsWith('bedrock:')), name).toEqual([]);
    }
    for (const fn of resourcesOf(app.api, 'AWS::Lambda::Function')) {
      expect(Object.keys(fn[1].Properties.Environment?.Variables ?? {})).not.toContain('BEDROCK_MODEL_ID');
    }
  });

  it('gives the functions that read movie facts (movies, questions, admin) just the configured TMDB secret, and Bedrock to the questions function only', () => {
    // A pull-request stage also brings the bucket's auto-delete custom resource.
    const configured = synthCinema({
      stage: 'pr-42',
      tmdbSecretName: 'cinema/tmdb',
      bedrockModelId: 'us.anthropic.claude-haiku-4-5-v1:0',
    });
    const byFunction = statementsByFunction(configured.api);
    // The back office imports movies from, and lists, the movie database too.
    const readsMovieFacts = ['Cinema API: movies', 'Cinema API: questions', 'Cinema API: admin'];
    for (const name of readsMovieFacts) {
      const secret = byFunction.get(name)!.find((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'))!;
      expect(JSON.stringify(secret.Resource), name).toContain(':secret:cinema/tmdb-??????');
    }
    for (const [name, statements] of byFunction) {
      const actions = statements.flatMap(actionsOf);
      if (name !== 'Cinema API: questions') expect(actions.filter((a) => a.startsWith('bedrock:')), name).toEqual([]);
      if (!readsMovieFacts.includes(name)) expect(actions.filter((a) => a.startsWith('secretsmanager:')), name).toEqual([]);
    }

    // Bedrock: InvokeModel only, on the inference profile and the foundation model it serves, nothing else.
    const bedrock = byFunction.get('Cinema API: questions')!.filter((s) => actionsOf(s).some((a) => a.startsWith('bedrock:')));
    expect(bedrock).toHaveLength(1);
    expect(actionsOf(bedrock[0])).toEqual(['bedrock:InvokeModel']);
    const resources = JSON.stringify(bedrock[0].Resource);
    expect(resources).toContain(':inference-profile/us.anthropic.claude-haiku-4-5-v1:0');
    expect(resources).toContain('::foundation-model/anthropic.claude-haiku-4-5-v1:0');
    expect([bedrock[0].Resource].flat()).toHaveLength(2);

    // The model id reaches the questions function only, and only because it was given.
    const environments: Record<string, Record<string, unknown>> = Object.fromEntries(
      resourcesOf(configured.api, 'AWS::Lambda::Function').map(([, fn]) => [fn.Properties.Description, fn.Properties.Environment?.Variables ?? {}]),
    );
    for (const [name, variables] of Object.entries(environments)) {
      expect(variables.BEDROCK_MODEL_ID, name).toBe(name === 'Cinema API: questions' ? 'us.anthropic.claude-haiku-4-5-v1:0' : undefined);
    }

    const templates = [configured.data, configured.auth, configured.api, configured.web];
    expect(allStatements(templates).flatMap(actionsOf).filter(isWildcardAction)).toEqual([]);
  });

  it('lets only the mail worker send, as the stage\'s identity through its configuration set; gives the mail functions exactly their table actions and the link secret to those that sign or read links', () => {
    const withMail = synthCinema(MAIL_CONTEXT);
    const byFunction = statementsByFunction(withMail.api);
    const worker = 'Cinema mail: sends the outbox';
    const reminders = 'Cinema mail: queues the reminders of shows starting within 3 hours';
    const suppressor = 'Cinema mail: suppresses the address of a bounce or a complaint';
    // The worker: the due mail and a reminder's booking, the member's profile, the claim and the mark.
    expect(tableActions(byFunction.get(worker)!)).toEqual(['GetItem', 'Query', 'UpdateItem']);
    // The reminder job: the shows due and their bookings still to remind, venues, each new reminder, then its booking's item.
    expect(tableActions(byFunction.get(reminders)!)).toEqual(['BatchGetItem', 'DeleteItem', 'PutItem', 'Query']);
    expectTableScoped(byFunction.get(worker)!);
    expectTableScoped(byFunction.get(reminders)!);

    const holders = (prefix: string) => [...byFunction].filter(([, statements]) => statements.flatMap(actionsOf).some((a) => a.startsWith(prefix))).map(([name]) => name).sort();
    expect(holders('ses:Send')).toEqual([worker]);
    const send = byFunction.get(worker)!.find((s) => actionsOf(s).includes('ses:SendEmail'))!;
    expect(actionsOf(send).sort()).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    const resources = ([send.Resource].flat() as unknown[]).map((resource) => JSON.stringify(resource)).sort();
    expect(resources).toHaveLength(2);
    expect(resources[0]).toMatch(/:configuration-set\/.*"Ref":"MailConfigurationSet/);
    expect(resources[1]).toMatch(/:identity\/.*"Ref":"MailIdentity/);

    // The bounce handler touches no table and only the account's suppression list (no resource-level permission
    // exists for it; the CDK merges it into the statement of X-Ray's, which has none either).
    const suppressorStatements = byFunction.get(suppressor)!;
    expect(suppressorStatements.flatMap(actionsOf).filter((a) => !a.startsWith('xray:'))).toEqual(['ses:PutSuppressedDestination']);
    expect(suppressorStatements.map((s) => s.Resource)).toEqual(['*']);
    expect(holders('secretsmanager:')).toEqual(['Cinema API: members', worker]);
    for (const name of holders('secretsmanager:')) {
      const read = byFunction.get(name)!.find((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'))!;
      expect(JSON.stringify(read.Resource), name).toMatch(/MailLinkSecret/);
    }
    expect(allStatements([withMail.api]).flatMap(actionsOf).filter(isWildcardAction)).toEqual([]);
  });
});
