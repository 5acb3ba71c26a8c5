import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { CinemaConfig } from '../config';
import { EdgeFirewall } from '../constructs/edge-firewall';

/**
 * The CloudFront web ACL of a stage deployed outside us-east-1: a stack of its own in us-east-1, which the
 * Web stack references across regions (crossRegionReferences). A stage in us-east-1 keeps it in its Web stack.
 */
export class EdgeStack extends Stack {
  readonly firewall: EdgeFirewall;

  constructor(scope: Construct, id: string, config: CinemaConfig, props: StackProps) {
    super(scope, id, props);
    this.firewall = new EdgeFirewall(this, 'Firewall', config);
  }
}
