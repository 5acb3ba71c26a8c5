import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_RATE_LIMIT, EDGE_WINDOW_SECONDS, LARGE_BODY_PREFIX, POINTS_ROUTES_PATTERN, POINTS_ROUTES_RATE_LIMIT, SIZE_RESTRICTIONS_BODY_LABEL } from '../../infra/edge-limits';
import { routes } from '../../shared/api/route-table';
import { resourcesOf, SYNTH_TIMEOUT, synthCinema, synthStage } from './synth';

/** A WAF statement as the template holds it, walked by key (leaves are read through expect). */
interface StatementNode {
  [key: string]: StatementNode;
}

interface Rule {
  Name: string;
  Priority: number;
  Action?: Record<string, unknown>;
  OverrideAction?: Record<string, unknown>;
  Statement: StatementNode;
  VisibilityConfig: { CloudWatchMetricsEnabled: boolean; SampledRequestsEnabled: boolean; MetricName: string };
}

const webAclOf = (template: Template) => {
  const acls = resourcesOf(template, 'AWS::WAFv2::WebACL');
  expect(acls).toHaveLength(1);
  return { id: acls[0][0], properties: acls[0][1].Properties as { Scope: string; DefaultAction: unknown; Rules: Rule[]; VisibilityConfig: unknown } };
};
const ruleNamed = (rules: Rule[], name: string) => rules.find((rule) => rule.Name === name)!;

describe('the web ACL of a stage synthesized without a region (in its Web stack)', () => {
  let web: Template;
  beforeAll(() => {
    web = synthCinema().web;
  }, SYNTH_TIMEOUT);

  it('sits on the CloudFront distribution, scope CLOUDFRONT, allowing by default', () => {
    const { id, properties } = webAclOf(web);
    expect(properties.Scope).toBe('CLOUDFRONT');
    expect(properties.DefaultAction).toEqual({ Allow: {} });
    const [[, distribution]] = resourcesOf(web, 'AWS::CloudFront::Distribution');
    expect(distribution.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [id, 'Arn'] });
  });

  it('limits each client IP on all of /api and, tighter, on the answer, redemption and referral routes', () => {
    const { rules } = { rules: webAclOf(web).properties.Rules };
    const api = ruleNamed(rules, 'api-per-ip');
    expect(api.Action).toEqual({ Block: {} });
    expect(api.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: API_RATE_LIMIT.limit, EvaluationWindowSec: EDGE_WINDOW_SECONDS });
    expect(api.Statement.RateBasedStatement.ScopeDownStatement.ByteMatchStatement).toMatchObject({ SearchString: '/api/', PositionalConstraint: 'STARTS_WITH', FieldToMatch: { UriPath: {} } });

    const points = ruleNamed(rules, 'points-routes-per-ip');
    expect(points.Statement.RateBasedStatement).toMatchObject({ AggregateKeyType: 'IP', Limit: POINTS_ROUTES_RATE_LIMIT.limit, EvaluationWindowSec: EDGE_WINDOW_SECONDS });
    expect(points.Statement.RateBasedStatement.ScopeDownStatement.RegexMatchStatement).toMatchObject({ RegexString: POINTS_ROUTES_PATTERN, FieldToMatch: { UriPath: {} } });
    expect(POINTS_ROUTES_RATE_LIMIT.limit).toBeLessThan(API_RATE_LIMIT.limit);
    expect(points.Priority).toBeLessThan(api.Priority);
  });

  it("scopes the tight limit to exactly the route table's answer, redemption and referral routes", () => {
    const pattern = new RegExp(POINTS_ROUTES_PATTERN);
    const concrete = (path: string) => path.replace(/\{\w+\}/g, 'some-id');
    const limited = new Set(Object.values(routes).filter((route) => pattern.test(concrete(route.path))).map((route) => route.path));
    expect([...limited].sort()).toEqual(['/api/me/referral', '/api/questions/{id}/answers', '/api/rewards/{id}/redemptions']);
    expect(pattern.test('/api/questions/q1/answers/mine')).toBe(false);
    expect(pattern.test('/api/me/answers')).toBe(false);
  });

  it("runs AWS's managed rule groups, the common rule set's body size rule only counting, then blocks a large body outside admin", () => {
    const { rules } = { rules: webAclOf(web).properties.Rules };
    const managed = rules.filter((rule) => rule.Statement.ManagedRuleGroupStatement);
    expect(managed.map((rule) => rule.Statement.ManagedRuleGroupStatement.Name).sort()).toEqual([
      'AWSManagedRulesAmazonIpReputationList',
      'AWSManagedRulesCommonRuleSet',
      'AWSManagedRulesKnownBadInputsRuleSet',
    ]);
    for (const rule of managed) {
      expect(rule.OverrideAction).toEqual({ None: {} });
      expect(rule.Statement.ManagedRuleGroupStatement.VendorName).toBe('AWS');
    }
    const common = ruleNamed(rules, 'AWSManagedRulesCommonRuleSet');
    expect(common.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([{ Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } }]);

    const largeBody = ruleNamed(rules, 'large-body-outside-admin');
    expect(largeBody.Priority).toBeGreaterThan(common.Priority);
    expect(largeBody.Action).toEqual({ Block: {} });
    expect(largeBody.Statement.AndStatement.Statements).toEqual([
      { LabelMatchStatement: { Scope: 'LABEL', Key: SIZE_RESTRICTIONS_BODY_LABEL } },
      { NotStatement: { Statement: { ByteMatchStatement: expect.objectContaining({ SearchString: LARGE_BODY_PREFIX, PositionalConstraint: 'STARTS_WITH' }) } } },
    ]);
    expect(new Set(rules.map((rule) => rule.Priority)).size).toBe(rules.length);
  });

  it('gives every rule its metric and sampled requests, and logs to aws-waf-logs-* with the Authorization header redacted', () => {
    const { properties } = webAclOf(web);
    for (const config of [properties.VisibilityConfig, ...properties.Rules.map((rule) => rule.VisibilityConfig)]) {
      expect(config).toMatchObject({ CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true, MetricName: expect.stringMatching(/^cinema-test-/) });
    }
    web.hasResourceProperties('AWS::Logs::LogGroup', { LogGroupName: 'aws-waf-logs-cinema-test', RetentionInDays: 30 });
    const [[, logging]] = resourcesOf(web, 'AWS::WAFv2::LoggingConfiguration');
    expect(logging.Properties.RedactedFields).toEqual([{ SingleHeader: { Name: 'authorization' } }]);
    expect(JSON.stringify(logging.Properties.LogDestinationConfigs)).toContain('log-group:aws-waf-logs-cinema-test');
    expect(JSON.stringify(logging.Properties.LogDestinationConfigs)).not.toContain(':*');
  });
});

describe('a stage in another region than us-east-1', () => {
  const saved = { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION };
  let synth: ReturnType<typeof synthStage>;
  beforeAll(() => {
    Object.assign(process.env, { CDK_DEFAULT_ACCOUNT: '123456789012', CDK_DEFAULT_REGION: 'eu-west-1' });
    synth = synthStage();
  }, SYNTH_TIMEOUT);
  afterAll(() => {
    for (const [key, value] of [['CDK_DEFAULT_ACCOUNT', saved.account], ['CDK_DEFAULT_REGION', saved.region]] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('makes the web ACL in an Edge stack in us-east-1, which the Web stack references across regions', () => {
    const edge = synth.stacks.edge!;
    expect(edge.stackName).toBe('Cinema-test-Edge');
    expect(edge.region).toBe('us-east-1');
    expect(synth.stacks.web.region).toBe('eu-west-1');
    expect(webAclOf(Template.fromStack(edge)).properties.Scope).toBe('CLOUDFRONT');
    expect(resourcesOf(synth.web, 'AWS::WAFv2::WebACL')).toHaveLength(0);
    const [[, distribution]] = resourcesOf(synth.web, 'AWS::CloudFront::Distribution');
    // Read from the Edge stack's outputs in us-east-1 (CDK's cross-region reference).
    expect(distribution.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetStackOutput': expect.objectContaining({ StackName: 'Cinema-test-Edge', Region: 'us-east-1' }) });
  });
});
