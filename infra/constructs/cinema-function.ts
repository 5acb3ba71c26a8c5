import { Duration, type RemovalPolicy } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config';
import { LAMBDA_BUNDLING } from './lambda-bundling';

export interface CinemaFunctionProps {
  /** Path of the handler module from the repository root, e.g. `functions/members/handler.ts`. */
  entry: string;
  description: string;
  environment?: Record<string, string>;
  timeout?: Duration;
  removalPolicy: RemovalPolicy;
}

/**
 * Every Lambda of the product: Node 24 on arm64, one minified, tree-shaken ESM bundle with source maps.
 * The AWS SDK is bundled too, so the deployed code runs the SDK versions the tests ran (the cold import
 * time is the same as with the runtime's copy, DESIGN.md §8).
 */
export class CinemaFunction extends NodejsFunction {
  constructor(scope: Construct, id: string, props: CinemaFunctionProps) {
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: props.removalPolicy,
    });
    super(scope, id, {
      entry: join(REPO_ROOT, props.entry),
      handler: 'handler',
      projectRoot: REPO_ROOT,
      depsLockFilePath: join(REPO_ROOT, 'package-lock.json'),
      description: props.description,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 1024,
      timeout: props.timeout ?? Duration.seconds(10),
      logGroup,
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: LAMBDA_BUNDLING,
    });
  }
}
