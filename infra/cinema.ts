import { RemovalPolicies, Tags, type App } from 'aws-cdk-lib';
import { DEFAULT_CROSS_STACK_REFERENCES } from 'aws-cdk-lib/cx-api';
import { readConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { EDGE_REGION } from './constructs/edge-firewall';
import { DataStack } from './stacks/data-stack';
import { EdgeStack } from './stacks/edge-stack';
import { WebStack } from './stacks/web-stack';

/**
 * The stacks of one stage, named `Cinema-<stage>-<Part>` so every branch can deploy its own copy.
 * A temporary stage (any stage not in cdk.json's `protectedStages`) is made to go away whole: every
 * resource of its stacks is deleted with them, whatever its own default.
 */
export function createCinemaStacks(app: App) {
  const config = readConfig(app);
  const name = (part: string) => `Cinema-${config.stage}-${part}`;
  const env = config.env;
  // cdk.json makes cross-stack references weak (Fn::GetStackOutput), which LocalStack does not resolve:
  // there a stage's stacks reference each other through classic exports (Fn::ImportValue).
  if (config.target.kind === 'localstack') app.node.setContext(DEFAULT_CROSS_STACK_REFERENCES, 'strong');
  Tags.of(app).add('project', 'cinema');
  Tags.of(app).add('stage', config.stage);
  Tags.of(app).add('stage-class', config.stageClass);

  const data = new DataStack(app, name('Data'), config, { env, description: `Cinema ${config.stage}: the DynamoDB table` });
  // Where the target has no Cognito (LocalStack's free plan) there is no Auth stack: guests only.
  const auth = config.target.cognito
    ? new AuthStack(app, name('Auth'), config, {
        env,
        description: `Cinema ${config.stage}: Cognito user pool`,
        table: data.table,
      })
    : undefined;
  const api = new ApiStack(app, name('Api'), config, {
    env,
    description: `Cinema ${config.stage}: HTTP API, Lambda functions, alarms and dashboard`,
    table: data.table,
    auth: auth && {
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      passwordCheckClient: auth.passwordCheckClient,
      triggers: auth.triggers,
    },
  });
  // CloudFront's web ACL lives in us-east-1: in the Web stack when the stage is there (or synthesized
  // without a region), else in an Edge stack of its own there, referenced across regions.
  const edge =
    config.target.cloudFront && config.target.waf && env.region !== undefined && env.region !== EDGE_REGION
      ? new EdgeStack(app, name('Edge'), config, {
          env: { account: env.account, region: EDGE_REGION },
          description: `Cinema ${config.stage}: AWS WAF web ACL of the CloudFront distribution`,
          crossRegionReferences: true,
        })
      : undefined;
  const web = new WebStack(app, name('Web'), config, {
    env,
    crossRegionReferences: edge !== undefined,
    webAclArn: edge?.firewall.webAclArn,
    description: `Cinema ${config.stage}: site bucket and CloudFront`,
    apiEndpoint: api.httpApi.apiEndpoint,
    liveUrl: api.live?.stage.url,
    auth: auth && {
      userPool: auth.userPool,
      userPoolClient: auth.userPoolClient,
      userPoolDomain: auth.userPoolDomain,
      federatedSignInScopes: auth.federatedSignInScopes,
    },
  });

  const stacks = [data, auth, api, edge, web].filter((stack) => stack !== undefined);
  if (config.temporary) for (const stack of stacks) RemovalPolicies.of(stack).destroy();
  return { config, stacks, data, auth, api, edge, web };
}
