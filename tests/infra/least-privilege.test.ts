import { beforeAll, describe, expect, it } from 'vitest';
import { actionsOf, allStatements, statementsByFunction, SYNTH_TIMEOUT, synthCinema, type PolicyStatement, type Synth } from './synth';

const WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

const isWildcardAction = (action: string) => action === '*' || action.endsWith(':*');

/** The table's ARN as another stack reads it (a reference to the Data stack's output, never a literal or `*`). */
function expectTableScoped(statements: PolicyStatement[]) {
  const dynamo = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
  expect(dynamo.length).toBeGreaterThan(0);
  for (const statement of dynamo) {
    const [tableArn, indexArns, ...rest] = statement.Resource as unknown[];
    expect(rest).toEqual([]);
    expect(JSON.stringify(tableArn)).toMatch(/Cinema-\w+(-\w+)*-Data.*Table\w*Arn/);
    expect(indexArns).toEqual({ 'Fn::Join': ['', [tableArn, '/index/*']] });
  }
}

const cognitoActions = (statements: PolicyStatement[]) => statements.flatMap(actionsOf).filter((a) => a.startsWith('cognito-idp:'));

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

  it('scopes every table grant to the table and its indexes', () => {
    const byFunction = statementsByFunction(app.api);
    for (const [name, statements] of byFunction) {
      if (name === 'Cinema API: platform') continue;
      expectTableScoped(statements);
    }
    expectTableScoped(statementsByFunction(app.auth).get('Cognito post-confirmation: creates the member profile')!);
  });

  it('lets the platform function touch nothing and the leaderboard only read', () => {
    const byFunction = statementsByFunction(app.api);
    expect(byFunction.get('Cinema API: platform')).toEqual([]);
    const leaderboard = byFunction.get('Cinema API: leaderboard')!.flatMap(actionsOf);
    expect(leaderboard).toContain('dynamodb:Query');
    expect(leaderboard.filter((a) => WRITE_ACTIONS.includes(a))).toEqual([]);
  });

  it('gives Cognito admin actions to the members function only, on its own pool', () => {
    const byFunction = statementsByFunction(app.api);
    const withCognito = [...byFunction].filter(([, statements]) => cognitoActions(statements).length > 0).map(([name]) => name);
    expect(withCognito).toEqual(['Cinema API: members']);
    const statement = byFunction.get('Cinema API: members')!.find((s) => cognitoActions([s]).length > 0)!;
    expect(JSON.stringify(statement.Resource)).toMatch(/UserPool\w*Arn/);
    expect(actionsOf(statement).sort()).toEqual([
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminInitiateAuth',
      'cognito-idp:AdminRemoveUserFromGroup',
      'cognito-idp:AdminUpdateUserAttributes',
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

  it('gives the movies function no secret or model access unless configured', () => {
    const movies = statementsByFunction(app.api).get('Cinema API: movies')!.flatMap(actionsOf);
    expect(movies.filter((a) => a.startsWith('secretsmanager:') || a.startsWith('bedrock:'))).toEqual([]);
  });

  it('gives the movies function just the configured TMDB secret and Bedrock model', () => {
    // A pull-request stage also brings the bucket's auto-delete custom resource.
    const configured = synthCinema({
      stage: 'pr-42',
      tmdbSecretName: 'cinema/tmdb',
      bedrockModelId: 'us.anthropic.claude-haiku-4-5-v1:0',
    });
    const byFunction = statementsByFunction(configured.api);
    const movies = byFunction.get('Cinema API: movies')!;
    const secret = movies.find((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'))!;
    expect(JSON.stringify(secret.Resource)).toContain(':secret:cinema/tmdb-??????');
    const bedrock = movies.find((s) => actionsOf(s).includes('bedrock:InvokeModel'))!;
    expect(actionsOf(bedrock)).toEqual(['bedrock:InvokeModel']);
    const models = JSON.stringify(bedrock.Resource);
    expect(models).toContain(':inference-profile/us.anthropic.claude-haiku-4-5-v1:0');
    expect(models).toContain('::foundation-model/anthropic.claude-haiku-4-5-v1:0');
    for (const [name, statements] of byFunction) {
      if (name === 'Cinema API: movies') continue;
      expect(statements.flatMap(actionsOf).filter((a) => a.startsWith('secretsmanager:') || a.startsWith('bedrock:'))).toEqual([]);
    }
    const templates = [configured.data, configured.auth, configured.api, configured.web];
    expect(allStatements(templates).flatMap(actionsOf).filter(isWildcardAction)).toEqual([]);
  });
});
