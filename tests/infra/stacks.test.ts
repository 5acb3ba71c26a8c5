import { Match } from 'aws-cdk-lib/assertions';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/data/table';
import { API_THROTTLE } from '../../infra/stacks/api-stack';
import type { RouteSpec } from '../../shared/api/route-spec';
import { routeKey } from '../../shared/api/route-spec';
import { routes } from '../../shared/api/route-table';
import { ADMIN_GROUP, STAFF_GROUP } from '../../shared/constants';
import { inlineScriptHash } from '../../infra/security-headers';
import { REVALIDATE } from '../../infra/site-caching';
import { SESSION_MARK_SCRIPT } from '../../shared/session-mark';
import { resourcesOf, SYNTH_TIMEOUT, synthCinema, type Synth } from './synth';

/** A deploy-time value, readable: `<Cinema-test-Auth.PublishOutputRefUserPool...>`, `<AWS::Region>`. */
function describeValue(value: unknown): string {
  const output = (value as { 'Fn::GetStackOutput'?: { StackName: string; OutputName: string } })['Fn::GetStackOutput'];
  if (output) return `<${output.StackName}.${output.OutputName}>`;
  const ref = (value as { Ref?: string }).Ref;
  return ref ? `<${ref}>` : JSON.stringify(value);
}

/**
 * /config.json as the bucket deployment writes it: the staged file with its deploy-time markers
 * replaced by (descriptions of) the CloudFormation values they stand for.
 */
function deployedConfig(synth: Synth): Record<string, unknown> {
  const [, deployment] = resourcesOf(synth.web, 'Custom::CDKBucketDeployment').find(([id]) => id.startsWith('DeploySite'))!;
  const { SourceObjectKeys: keys, SourceMarkers: markers } = deployment.Properties as {
    SourceObjectKeys: string[];
    SourceMarkers: Record<string, unknown>[];
  };
  const stagedFile = (key: string) => join(synth.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json');
  const index = keys.findIndex((key) => existsSync(stagedFile(key)));
  let text = readFileSync(stagedFile(keys[index]), 'utf8');
  for (const [marker, value] of Object.entries(markers[index])) text = text.replaceAll(marker, describeValue(value));
  return JSON.parse(text);
}

const routeTable = Object.values(routes) as RouteSpec[];
const LIVE_AUTHORIZER = 'Cinema live: verifies the ID token of a WebSocket connection';
const domainsWithRoutes = [...new Set(routeTable.map((route) => route.domain))];

// CloudFront's managed policies (ids are fixed by AWS).
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let app: Synth;
beforeAll(() => {
  app = synthCinema();
}, SYNTH_TIMEOUT);

describe('stack names', () => {
  it('carry the stage', () => {
    expect([app.stacks.data, app.stacks.auth, app.stacks.api, app.stacks.web].map((s) => s.stackName)).toEqual([
      'Cinema-test-Data',
      'Cinema-test-Auth',
      'Cinema-test-Api',
      'Cinema-test-Web',
    ]);
  });
});

describe('data stack', () => {
  it('has one table with the keys and the three GSIs of functions/data/table.ts', () => {
    app.data.resourceCountIs('AWS::DynamoDB::Table', 1);
    app.data.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
    expect(TABLE_INDEXES).toHaveLength(3);
  });

  it('is on-demand with point-in-time recovery and TTL', () => {
    app.data.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
  });

  // Which stages keep their table (and everything else): tests/infra/stages.test.ts.
});

describe('auth stack', () => {
  it('signs in by e-mail, requires a name and lets people sign up and verify their e-mail', () => {
    app.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      Schema: Match.arrayWith([{ Name: 'name', Required: true, Mutable: true }]),
    });
  });

  it('signs in case-insensitively and keeps the old e-mail until a new one is verified with its code', () => {
    app.auth.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameConfiguration: { CaseSensitive: false },
      UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
    });
  });

  /** The properties of the pool's app client whose logical id starts with `UserPool<name>`. */
  const appClient = (name: string) => {
    const clients = resourcesOf(app.auth, 'AWS::Cognito::UserPoolClient').filter(([id]) => id.startsWith(`UserPool${name}`));
    expect(clients).toHaveLength(1);
    return clients[0][1].Properties;
  };

  it('has exactly two app clients: the web app and the password check', () => {
    app.auth.resourceCountIs('AWS::Cognito::UserPoolClient', 2);
    appClient('WebClient');
    appClient('PasswordCheckClient');
  });

  it('has a public web app client with exactly the password, SRP and refresh flows and the local callback URL, never the server-side password flow', () => {
    const web = appClient('WebClient');
    expect(web).toMatchObject({
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AllowedOAuthFlows: ['code'],
      CallbackURLs: ['http://localhost:5173/'],
      SupportedIdentityProviders: ['COGNITO'],
    });
    expect(web.ExplicitAuthFlows).not.toContain('ALLOW_ADMIN_USER_PASSWORD_AUTH');
  });

  it("gives the role change's password check its own client: only ADMIN_USER_PASSWORD_AUTH (and the refresh flow Cognito keeps), no OAuth, 5-minute tokens", () => {
    const check = appClient('PasswordCheckClient');
    expect(check.ExplicitAuthFlows.filter((flow: string) => flow !== 'ALLOW_REFRESH_TOKEN_AUTH')).toEqual(['ALLOW_ADMIN_USER_PASSWORD_AUTH']);
    expect(check).toMatchObject({
      GenerateSecret: false,
      AllowedOAuthFlowsUserPoolClient: false,
      SupportedIdentityProviders: ['COGNITO'],
      AccessTokenValidity: 5,
      IdTokenValidity: 5,
      RefreshTokenValidity: 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
    for (const oauth of ['AllowedOAuthFlows', 'AllowedOAuthScopes', 'CallbackURLs', 'LogoutURLs']) expect(check[oauth], oauth).toBeUndefined();
  });

  it("passes the password check's client to the members function only, and the web client's id to no function", () => {
    const [[checkId]] = resourcesOf(app.auth, 'AWS::Cognito::UserPoolClient').filter(([id]) => id.startsWith('UserPoolPasswordCheckClient'));
    for (const [, fn] of resourcesOf(app.api, 'AWS::Lambda::Function')) {
      const variables = fn.Properties.Environment.Variables;
      // The live connections' authorizer verifies ID tokens of the web client (infra/constructs/live-rounds.ts).
      if (fn.Properties.Description === LIVE_AUTHORIZER) continue;
      expect(variables.USER_POOL_CLIENT_ID).toBeUndefined();
      if (fn.Properties.Description === 'Cinema API: members') expect(JSON.stringify(variables.PASSWORD_CHECK_CLIENT_ID)).toContain(checkId);
      else expect(variables.PASSWORD_CHECK_CLIENT_ID, fn.Properties.Description).toBeUndefined();
    }
  });

  it('has the admin and staff groups and a hosted domain', () => {
    app.auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: ADMIN_GROUP });
    app.auth.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: STAFF_GROUP });
    app.auth.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
  });

  it('has no Google identity provider unless one is configured', () => {
    app.auth.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });

  it('wires the post-confirmation and pre-sign-up triggers', () => {
    const [pool] = resourcesOf(app.auth, 'AWS::Cognito::UserPool');
    const triggerDescription = (name: string) =>
      app.auth.findResources('AWS::Lambda::Function')[pool[1].Properties.LambdaConfig[name]['Fn::GetAtt'][0]].Properties.Description;
    expect(triggerDescription('PostConfirmation')).toMatch(/post-confirmation/);
    expect(triggerDescription('PreSignUp')).toMatch(/pre-sign-up/);
  });
});

describe('api stack', () => {
  /** The HTTP API's routes (the live rounds' WebSocket API has its own). */
  const httpRoutes = () => resourcesOf(app.api, 'AWS::ApiGatewayV2::Route').filter(([, r]) => JSON.stringify(r.Properties.ApiId).includes('HttpApi'));
  const jwtAuthorizerId = () => {
    const [[id, authorizer]] = resourcesOf(app.api, 'AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties).toMatchObject({ AuthorizerType: 'JWT', IdentitySource: ['$request.header.Authorization'] });
    return id;
  };

  it('checks Cognito JWTs: issuer is the user pool, audience the app client', () => {
    const [[, authorizer]] = resourcesOf(app.api, 'AWS::ApiGatewayV2::Authorizer');
    const issuer = JSON.stringify(authorizer.Properties.JwtConfiguration.Issuer);
    expect(issuer).toContain('https://cognito-idp.');
    expect(issuer).toContain('RefUserPool');
    expect(JSON.stringify(authorizer.Properties.JwtConfiguration.Audience)).toContain('RefUserPoolWebClient');
  });

  it('has exactly the routes of the route table', () => {
    const deployed = httpRoutes().map(([, r]) => r.Properties.RouteKey).sort();
    expect(deployed).toEqual(routeTable.map(routeKey).sort());
  });

  it.each(routeTable.map((route) => [routeKey(route), route.auth] as const))('%s (%s) has the right authorizer', (key, auth) => {
    const authorizerId = jwtAuthorizerId();
    const [[, route]] = resourcesOf(app.api, 'AWS::ApiGatewayV2::Route').filter(([, r]) => r.Properties.RouteKey === key);
    if (auth === 'public') {
      expect(route.Properties.AuthorizationType).toBe('NONE');
      expect(route.Properties.AuthorizerId).toBeUndefined();
    } else {
      expect(route.Properties).toMatchObject({ AuthorizationType: 'JWT', AuthorizerId: { Ref: authorizerId } });
    }
  });

  it("sends every route to its domain's function", () => {
    const functions = app.api.findResources('AWS::Lambda::Function');
    const integrations = app.api.findResources('AWS::ApiGatewayV2::Integration');
    for (const [, route] of httpRoutes()) {
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref;
      const functionId = integrations[integrationId].Properties.IntegrationUri['Fn::GetAtt'][0];
      const spec = routeTable.find((r) => routeKey(r) === route.Properties.RouteKey)!;
      expect(functions[functionId].Properties.Description).toBe(`Cinema API: ${spec.domain}`);
    }
  });

  it('has one Node 24 arm64 function per domain with routes', () => {
    const functions = resourcesOf(app.api, 'AWS::Lambda::Function')
      .map(([, fn]) => fn.Properties)
      .filter((fn) => fn.Description.startsWith('Cinema API: '));
    expect(functions.map((fn) => fn.Description).sort()).toEqual(domainsWithRoutes.map((d) => `Cinema API: ${d}`).sort());
    for (const fn of functions) {
      expect(fn).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: {
          Variables: {
            TABLE_NAME: expect.anything(),
            USER_POOL_ID: expect.anything(),
          },
        },
      });
      // The bundle source-maps its own stack traces, when first formatted (infra/constructs/lambda-bundling.ts).
      expect(fn.Environment.Variables.NODE_OPTIONS).toBeUndefined();
    }
  });

  it('has the live rounds\' WebSocket API: $connect behind the token authorizer, one route per client action, and a state machine that waits for closesAt', () => {
    const live = resourcesOf(app.api, 'AWS::ApiGatewayV2::Route').filter(([, r]) => JSON.stringify(r.Properties.ApiId).includes('LiveWebSocketApi'));
    expect(live.map(([, r]) => r.Properties.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect', 'answer', 'join', 'watch']);
    const [, connect] = live.find(([, r]) => r.Properties.RouteKey === '$connect')!;
    expect(connect.Properties.AuthorizationType).toBe('CUSTOM');
    app.api.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', { AuthorizerType: 'REQUEST', IdentitySource: ['route.request.querystring.token'] });
    app.api.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET', RouteSelectionExpression: '$request.body.action' });
    const [, machine] = resourcesOf(app.api, 'AWS::StepFunctions::StateMachine')[0];
    expect(JSON.stringify(machine.Properties.DefinitionString)).toContain('TimestampPath');
  });

  it('throttles the default stage', () => {
    app.api.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: API_THROTTLE.rateLimit, ThrottlingBurstLimit: API_THROTTLE.burstLimit },
    });
  });
});

describe('web stack', () => {
  const distributionConfig = () => resourcesOf(app.web, 'AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;

  it('keeps the bucket private and HTTPS-only, read by CloudFront through origin access control', () => {
    app.web.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
    });
    app.web.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    app.web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(distributionConfig().Origins[0].OriginAccessControlId).toBeDefined();
  });

  it('routes /api/* to the HTTP API, uncached, with every method and every viewer header but Host', () => {
    const config = distributionConfig();
    const apiBehaviour = config.CacheBehaviors.find((b: { PathPattern: string }) => b.PathPattern === '/api/*');
    expect(apiBehaviour).toMatchObject({
      AllowedMethods: expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']),
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
    });
    const apiOrigin = config.Origins.find((o: { Id: string }) => o.Id === apiBehaviour.TargetOriginId);
    expect(apiOrigin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    expect(JSON.stringify(apiOrigin.DomainName)).toContain('ApiEndpoint');
  });

  it('serves index.html for client routes on the site only, never in place of an API answer', () => {
    const config = distributionConfig();
    const [[functionId, spaFunction]] = resourcesOf(app.web, 'AWS::CloudFront::Function');
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionId, 'FunctionARN'] } },
    ]);
    expect(config.CacheBehaviors.every((b: { FunctionAssociations?: unknown }) => !b.FunctionAssociations)).toBe(true);
    // Error responses would apply to the API's 403/404 too.
    expect(config.CustomErrorResponses).toBeUndefined();

    const handler = new Function(`${spaFunction.Properties.FunctionCode}; return handler;`)() as (e: unknown) => { uri: string };
    const uriFor = (uri: string) => handler({ request: { uri } }).uri;
    // Pre-rendered home, which the home page function writes.
    expect(uriFor('/')).toBe('/home.html');
    expect(uriFor('/movies/42')).toBe('/index.html');
    expect(uriFor('/admin/members/')).toBe('/index.html');
    expect(uriFor('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(uriFor('/config.json')).toBe('/config.json');
  });

  it('renders home into home.html every minute, twice a run, and once after each deploy, reading the API itself', () => {
    const [[functionId, homePage]] = resourcesOf(app.web, 'AWS::Lambda::Function').filter(([id]) => id.startsWith('HomePageFunction'));
    expect(homePage.Properties).toMatchObject({ Handler: 'home-page-function.handler', Runtime: 'nodejs24.x', Timeout: 45 });
    const environment = homePage.Properties.Environment.Variables;
    expect(environment).toMatchObject({ SHELL_KEY: 'index.html', HOME_PAGE_KEY: 'home.html', HOME_CACHE_CONTROL: REVALIDATE, RENDER_INTERVAL_MS: '30000' });
    // The API's own endpoint, not CloudFront's cached catalogue (which would add up to 60 s).
    expect(JSON.stringify(environment.API_ORIGIN)).toContain('ApiEndpoint');

    app.web.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId, 'Arn'] }, Input: JSON.stringify({ renders: 2 }) })],
    });
    app.web.resourceCountIs('Custom::Trigger', 1);

    // It reads index.html and writes home.html: nothing else of the bucket.
    const [[, policy]] = resourcesOf(app.web, 'AWS::IAM::Policy').filter(([, p]) => JSON.stringify(p.Properties.Roles).includes(functionId.replace(/[0-9A-F]{8}$/, '')));
    const statements = policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[];
    const s3Statements = statements.filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));
    expect(s3Statements.map((statement) => [[statement.Action].flat().sort(), JSON.stringify(statement.Resource).match(/\/(index|home)\.html/)?.[0]])).toEqual([
      [['s3:GetBucket*', 's3:GetObject*', 's3:List*'], '/index.html'],
      [['s3:PutObject', 's3:PutObjectLegalHold', 's3:PutObjectRetention', 's3:PutObjectTagging', 's3:PutObjectVersionTagging', 's3:Abort*'].sort(), '/home.html'],
    ]);
  });

  it('sends security headers with the CSP the SPA needs', () => {
    const [[, policy]] = resourcesOf(app.web, 'AWS::CloudFront::ResponseHeadersPolicy');
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers).toMatchObject({
      StrictTransportSecurity: { Override: true },
      ContentTypeOptions: { Override: true },
      FrameOptions: { FrameOption: 'DENY' },
    });
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self' https://cognito-idp.");
    expect(csp).toContain('.auth.');
    expect(csp).toContain("img-src 'self' data: https://image.tmdb.org");
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com https://www.youtube.com');
    // The one inline script (the session mark, shared/session-mark.ts), by the hash of its text.
    expect(csp).toContain(`script-src 'self' https://www.youtube.com 'wasm-unsafe-eval' '${inlineScriptHash(SESSION_MARK_SCRIPT)}';`);
    const config = distributionConfig();
    expect(config.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('writes /config.json with the user pool ids at deploy time, without OAuth when Google is not configured', () => {
    const config = deployedConfig(app);
    expect(config).toEqual({
      region: expect.any(String),
      userPoolId: expect.stringMatching(/^<Cinema-test-Auth\.\w*RefUserPool[0-9A-F]+>$/),
      userPoolClientId: expect.stringMatching(/^<Cinema-test-Auth\.\w*RefUserPoolWebClient[0-9A-F]+>$/),
      liveUrl: expect.stringMatching(/LiveWebSocketApi/),
    });
  });

  it('outputs the site URL, and the table name `npm run migrate` is given', () => {
    app.web.hasOutput('WebUrl', {});
    app.data.hasOutput('TableName', { Value: { Ref: Object.keys(app.data.findResources('AWS::DynamoDB::Table'))[0] } });
  });
});

describe('a dev stage with every option configured', () => {
  let dev: Synth;
  beforeAll(() => {
    dev = synthCinema({
      stage: 'dev-alice',
      webUrl: 'https://d111.cloudfront.net/',
      googleClientId: 'google-client-id',
      googleSecretName: 'cinema/google',
    });
  }, SYNTH_TIMEOUT);

  it('throws its data away with the stage', () => {
    dev.data.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
    });
  });

  it('offers Google sign-in with the secret from Secrets Manager and the deployed callback URL', () => {
    dev.auth.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderDetails: Match.objectLike({
        client_id: 'google-client-id',
        client_secret: '{{resolve:secretsmanager:cinema/google:SecretString:::}}',
      }),
    });
    dev.auth.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      CallbackURLs: ['http://localhost:5173/', 'https://d111.cloudfront.net/'],
      LogoutURLs: ['http://localhost:5173/', 'https://d111.cloudfront.net/'],
    });
  });

  it('tells the SPA about the hosted UI in /config.json', () => {
    const { oauth } = deployedConfig(dev) as { oauth: { domain: string; scopes: string[] } };
    expect(oauth.scopes).toEqual(['openid', 'email', 'profile', 'aws.cognito.signin.user.admin']);
    expect(oauth.domain).toMatch(/^<Cinema-dev-alice-Auth\.\w*RefUserPoolHostedDomain[0-9A-F]+>\.auth\.[^/]+\.amazoncognito\.com$/);
  });
});
