import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import type { LiveAction } from '../../shared/live/messages';
import type { CinemaConfig } from '../config';
import { LIVE_SOCKET_TABLE_ACTIONS } from '../domain-permissions';
import { CinemaFunction } from './cinema-function';

export interface LiveRoundsProps {
  config: CinemaConfig;
  table: dynamodb.ITable;
  /** The live domain's REST function (create, next, end): it posts the question and starts each close. */
  restFunction: CinemaFunction;
  auth: { userPool: cognito.IUserPool; userPoolClient: cognito.IUserPoolClient };
}

/** The client actions of the protocol, one route each (docs/live.md, "Protocol"). */
const LIVE_ACTIONS = ['join', 'watch', 'answer'] as const satisfies readonly LiveAction[];

/** API Gateway's account-level default burst is 5,000 connections per second; a stage of its own keeps the live game inside a share of it. */
export const LIVE_THROTTLE = { rateLimit: 1_000, burstLimit: 2_000 } as const;

/**
 * Live rounds (docs/live.md, "Server"): the API Gateway WebSocket API whose `$connect` verifies the
 * Cognito ID token of the query string (a Lambda authorizer), the live function behind `$connect`,
 * `$disconnect`, `join`, `watch`, `answer` and `$default`, and the state machine that closes each
 * question at its `closesAt` (a Wait until the timestamp, then the close). Least privilege: only the
 * live functions may post to this API's connections (`execute-api:ManageConnections` on it alone),
 * and only the REST function may start the state machine.
 */
export class LiveRounds extends Construct {
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;
  readonly socketFunction: CinemaFunction;
  readonly authorizerFunction: CinemaFunction;
  readonly closeStateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: LiveRoundsProps) {
    super(scope, id);
    const { config } = props;

    this.authorizerFunction = new CinemaFunction(this, 'ConnectAuthorizer', {
      entry: 'functions/live/connect-authorizer.ts',
      label: 'live-authorizer',
      description: 'Cinema live: verifies the ID token of a WebSocket connection',
      environment: { USER_POOL_ID: props.auth.userPool.userPoolId, USER_POOL_CLIENT_ID: props.auth.userPoolClient.userPoolClientId },
      config,
    });
    this.socketFunction = new CinemaFunction(this, 'SocketFunction', {
      entry: 'functions/live/socket.ts',
      label: 'live-socket',
      description: 'Cinema live: WebSocket connections, joins, answers and the close of each question',
      environment: { TABLE_NAME: props.table.tableName },
      timeout: Duration.seconds(29),
      config,
    });
    props.table.grant(this.socketFunction, ...LIVE_SOCKET_TABLE_ACTIONS);

    const integration = (name: string) => new WebSocketLambdaIntegration(name, this.socketFunction);
    this.webSocketApi = new apigwv2.WebSocketApi(this, 'WebSocketApi', {
      apiName: `cinema-live-${config.stage}`,
      description: `Cinema live rounds (${config.stage})`,
      routeSelectionExpression: '$request.body.action',
      connectRouteOptions: {
        integration: integration('ConnectIntegration'),
        authorizer: new WebSocketLambdaAuthorizer('ConnectAuthorizer', this.authorizerFunction, { identitySource: ['route.request.querystring.token'] }),
      },
      disconnectRouteOptions: { integration: integration('DisconnectIntegration') },
      defaultRouteOptions: { integration: integration('DefaultIntegration') },
    });
    for (const action of LIVE_ACTIONS) this.webSocketApi.addRoute(action, { integration: integration(`${action}Integration`) });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: 'live',
      autoDeploy: true,
      throttle: LIVE_THROTTLE,
    });

    const close = new tasks.LambdaInvoke(this, 'CloseQuestion', {
      lambdaFunction: this.socketFunction,
      payload: sfn.TaskInput.fromObject({ liveTask: 'close', gameId: sfn.JsonPath.stringAt('$.gameId'), index: sfn.JsonPath.numberAt('$.index') }),
      retryOnServiceExceptions: true,
    });
    close.addRetry({ errors: ['States.TaskFailed'], interval: Duration.seconds(1), maxAttempts: 3, backoffRate: 2 });
    this.closeStateMachine = new sfn.StateMachine(this, 'CloseStateMachine', {
      stateMachineName: `cinema-live-close-${config.stage}`,
      definitionBody: sfn.DefinitionBody.fromChainable(new sfn.Wait(this, 'UntilClosesAt', { time: sfn.WaitTime.timestampPath('$.closesAt') }).next(close)),
      timeout: Duration.minutes(5),
      removalPolicy: config.removalPolicy,
    });

    // Posting to connections: this API's stage only.
    const manageConnections = new iam.PolicyStatement({
      actions: ['execute-api:ManageConnections'],
      resources: [Stack.of(this).formatArn({ service: 'execute-api', resource: this.webSocketApi.apiId, resourceName: `${this.stage.stageName}/POST/@connections/*` })],
    });
    this.socketFunction.addToRolePolicy(manageConnections);
    props.restFunction.addToRolePolicy(manageConnections);
    this.closeStateMachine.grantStartExecution(props.restFunction);
    props.restFunction.addEnvironment('LIVE_CONNECTIONS_URL', this.stage.callbackUrl);
    props.restFunction.addEnvironment('LIVE_CLOSE_STATE_MACHINE', this.closeStateMachine.stateMachineArn);
    this.socketFunction.addEnvironment('LIVE_CONNECTIONS_URL', this.stage.callbackUrl);

    new CfnOutput(this, 'LiveUrl', { value: this.stage.url });
  }
}
