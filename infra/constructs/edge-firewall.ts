import { ArnFormat, Stack, Token } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import type { CinemaConfig } from '../config';
import {
  API_RATE_LIMIT,
  EDGE_WINDOW_SECONDS,
  LARGE_BODY_PREFIX,
  MANAGED_RULE_GROUPS,
  POINTS_ROUTES_PATTERN,
  POINTS_ROUTES_RATE_LIMIT,
  SIZE_RESTRICTIONS_BODY_LABEL,
} from '../edge-limits';

/** Where CloudFront's web ACLs (and their logs) live, whatever the region of the stage. */
export const EDGE_REGION = 'us-east-1';

const visibility = (stage: string, name: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName: `cinema-${stage}-${name}`,
});

const pathStartsWith = (prefix: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
});

/**
 * The AWS WAF web ACL in front of CloudFront (scope CLOUDFRONT: it lives in us-east-1), with limits per
 * client IP (infra/edge-limits.ts) and AWS's managed rule groups, every rule with its CloudWatch metric
 * and sampled requests, and full logs (Authorization redacted) in a log group kept as long as the API's.
 */
export class EdgeFirewall extends Construct {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, config: CinemaConfig) {
    super(scope, id);
    const stack = Stack.of(this);
    if (!Token.isUnresolved(stack.region) && stack.region !== EDGE_REGION) throw new Error(`A CloudFront web ACL is made in ${EDGE_REGION}, not ${stack.region}`);
    const stage = config.stage;
    const rateRule = (name: string, priority: number, limit: number, scopeDown: wafv2.CfnWebACL.StatementProperty): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      statement: { rateBasedStatement: { aggregateKeyType: 'IP', limit, evaluationWindowSec: EDGE_WINDOW_SECONDS, scopeDownStatement: scopeDown } },
      visibilityConfig: visibility(stage, name),
    });
    const managed = (name: (typeof MANAGED_RULE_GROUPS)[number], priority: number, ruleActionOverrides?: wafv2.CfnWebACL.RuleActionOverrideProperty[]): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      overrideAction: { none: {} },
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name, ...(ruleActionOverrides ? { ruleActionOverrides } : {}) } },
      visibilityConfig: visibility(stage, name),
    });

    const acl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `cinema-${stage}-edge`,
      description: `Cinema ${stage}: rate limits per IP and AWS managed rules in front of CloudFront`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(stage, 'edge'),
      rules: [
        managed('AWSManagedRulesAmazonIpReputationList', 0),
        rateRule('points-routes-per-ip', 1, POINTS_ROUTES_RATE_LIMIT.limit, {
          regexMatchStatement: { fieldToMatch: { uriPath: {} }, regexString: POINTS_ROUTES_PATTERN, textTransformations: [{ priority: 0, type: 'NONE' }] },
        }),
        rateRule('api-per-ip', 2, API_RATE_LIMIT.limit, pathStartsWith('/api/')),
        // Large admin bodies are legitimate (edge-limits.ts): the size rule counts and labels, rule 5 decides.
        managed('AWSManagedRulesCommonRuleSet', 3, [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }]),
        managed('AWSManagedRulesKnownBadInputsRuleSet', 4),
        {
          name: 'large-body-outside-admin',
          priority: 5,
          action: { block: {} },
          statement: {
            andStatement: {
              statements: [
                { labelMatchStatement: { scope: 'LABEL', key: SIZE_RESTRICTIONS_BODY_LABEL } },
                { notStatement: { statement: pathStartsWith(LARGE_BODY_PREFIX) } },
              ],
            },
          },
          visibilityConfig: visibility(stage, 'large-body-outside-admin'),
        },
      ],
    });
    this.webAclArn = acl.attrArn;

    // WAF's log destinations must be named aws-waf-logs-*.
    const logGroupName = `aws-waf-logs-cinema-${stage}`;
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName,
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: config.removalPolicy,
    });
    const logging = new wafv2.CfnLoggingConfiguration(this, 'Logging', {
      resourceArn: acl.attrArn,
      // The log group's ARN without the `:*` its logGroupArn ends with: WAF refuses that form.
      logDestinationConfigs: [stack.formatArn({ service: 'logs', resource: 'log-group', resourceName: logGroupName, arnFormat: ArnFormat.COLON_RESOURCE_NAME })],
      redactedFields: [{ singleHeader: { Name: 'authorization' } }],
    });
    logging.node.addDependency(logGroup);
  }
}
