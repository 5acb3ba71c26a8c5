import { Tags, type App } from 'aws-cdk-lib';
import { readConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { WebStack } from './stacks/web-stack';

/** The four stacks of one stage, named `Cinema-<stage>-<Part>` so every branch can deploy its own copy. */
export function createCinemaStacks(app: App) {
  const config = readConfig(app);
  const name = (part: string) => `Cinema-${config.stage}-${part}`;
  const env = config.env;
  Tags.of(app).add('project', 'cinema');
  Tags.of(app).add('stage', config.stage);

  const data = new DataStack(app, name('Data'), config, { env, description: `Cinema ${config.stage}: the DynamoDB table` });
  const auth = new AuthStack(app, name('Auth'), config, {
    env,
    description: `Cinema ${config.stage}: Cognito user pool`,
    table: data.table,
  });
  const api = new ApiStack(app, name('Api'), config, {
    env,
    description: `Cinema ${config.stage}: HTTP API and Lambda functions`,
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
  });
  const web = new WebStack(app, name('Web'), config, {
    env,
    description: `Cinema ${config.stage}: site bucket and CloudFront`,
    apiEndpoint: api.httpApi.apiEndpoint,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    userPoolDomain: auth.userPoolDomain,
    federatedSignInScopes: auth.federatedSignInScopes,
  });
  return { config, data, auth, api, web };
}
