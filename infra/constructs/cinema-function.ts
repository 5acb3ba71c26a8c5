import { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { metricsNamespace, serviceName } from '../../functions/lib/business-metrics';
import { REPO_ROOT, type CinemaConfig } from '../config';
import { LAMBDA_BUNDLING } from './lambda-bundling';

export interface CinemaFunctionProps {
  /** Path of the handler module from the repository root, e.g. `functions/members/handler.ts`. */
  entry: string;
  /** Short name for alarms, the dashboard and the Powertools service (`cinema-<label>`): `booking`, `post-confirmation`. */
  label: string;
  description: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  config: CinemaConfig;
}

/**
 * Every Lambda of the product: Node 24 on arm64, one minified, tree-shaken ESM bundle with source maps.
 * The AWS SDK is bundled too, so the deployed code runs the SDK versions the tests ran (the cold import
 * time is the same as with the runtime's copy: docs/performance.md, "Bundling").
 *
 * Observability: X-Ray active tracing (where the target has X-Ray), and the Powertools settings every
 * handler reads: its service name (logs, traces, metrics) and the stage's metrics namespace. Its log
 * group is kept one month and goes with a temporary stage.
 */
export class CinemaFunction extends NodejsFunction {
  readonly label: string;

  constructor(scope: Construct, id: string, props: CinemaFunctionProps) {
    const { config } = props;
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: config.removalPolicy,
    });
    super(scope, id, {
      entry: join(REPO_ROOT, props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      description: props.description,
      runtime: lambda.Runtime.NODEJS_24_X,
      // The bundle is plain JavaScript: on LocalStack, run it on the host's architecture (no emulation).
      architecture: config.target.kind === 'localstack' && process.arch !== 'arm64' ? lambda.Architecture.X86_64 : lambda.Architecture.ARM_64,
      memorySize: 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      tracing: config.target.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
      environment: {
        POWERTOOLS_SERVICE_NAME: serviceName(props.label),
        POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(config.stage),
        ...(config.target.tracing ? {} : { POWERTOOLS_TRACE_ENABLED: 'false' }),
        ...props.environment,
      },
      bundling: LAMBDA_BUNDLING,
    });
    this.label = props.label;
  }
}
