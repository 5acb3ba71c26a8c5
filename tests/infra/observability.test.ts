import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_OPERATIONS } from '../../functions/lib/business-metrics';
import { ALARM_THRESHOLDS } from '../../infra/constructs/monitoring';
import { ACCESS_LOG_FIELDS } from '../../infra/stacks/api-stack';
import type { RouteSpec } from '../../shared/api/route-spec';
import { routes } from '../../shared/api/route-table';
import { actionsOf, allStatementsByFunction, resourcesOf, SYNTH_TIMEOUT, synthCinema, type Synth } from './synth';

let app: Synth;
beforeAll(() => {
  app = synthCinema();
}, SYNTH_TIMEOUT);

const functionsOf = (synth: Synth) => [synth.api, synth.auth].flatMap((t) => resourcesOf(t, 'AWS::Lambda::Function'));
const alarms = (synth: Synth) => resourcesOf(synth.api, 'AWS::CloudWatch::Alarm').map(([, alarm]) => alarm.Properties);
const alarmNamed = (synth: Synth, name: string) => alarms(synth).find((alarm) => alarm.AlarmName === `Cinema-test-${name}`);

/** The labels the functions go by in alarms and metrics: each domain with routes, the listing copy, the live rounds' WebSocket functions and the Cognito triggers. */
const LABELS = [...new Set((Object.values(routes) as RouteSpec[]).map((route) => route.domain)), 'listing-copy', 'live-authorizer', 'live-socket', 'post-confirmation', 'pre-sign-up'].sort();

describe('tracing and Powertools settings', () => {
  it('traces every function with X-Ray and names its Powertools service and metrics namespace', () => {
    const functions = functionsOf(app).map(([, fn]) => fn.Properties);
    expect(functions).toHaveLength(LABELS.length);
    const services = functions.map((fn) => fn.Environment.Variables.POWERTOOLS_SERVICE_NAME).sort();
    expect(services).toEqual(LABELS.map((label) => `cinema-${label}`));
    for (const fn of functions) {
      expect(fn.TracingConfig).toEqual({ Mode: 'Active' });
      expect(fn.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE).toBe('Cinema/test');
      expect(fn.Environment.Variables.POWERTOOLS_TRACE_ENABLED).toBeUndefined();
    }
  });

  it('grants each function just the X-Ray writes tracing needs (X-Ray has no resource-level permissions)', () => {
    const byFunction = new Map([...allStatementsByFunction(app.api), ...allStatementsByFunction(app.auth)]);
    expect(byFunction.size).toBe(LABELS.length);
    for (const [name, statements] of byFunction) {
      // The CDK merges the X-Ray grant with another action on `*` (the listing copy's dynamodb:ListStreams): its X-Ray part is what is checked here.
      const tracing = statements
        .filter((s) => actionsOf(s).some((action) => action.startsWith('xray:')))
        .map((s) => ({ ...s, Action: actionsOf(s).filter((action) => action.startsWith('xray:')).sort() }));
      expect(tracing, name).toEqual([{ Effect: 'Allow', Action: ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'], Resource: '*' }]);
    }
  });
});

describe('API access logs', () => {
  it('writes one JSON line per request, with the API and Lambda request ids, to a log group of its own', () => {
    const [[, stage]] = resourcesOf(app.api, 'AWS::ApiGatewayV2::Stage');
    const { DestinationArn, Format } = stage.Properties.AccessLogSettings;
    const [logGroupId] = DestinationArn['Fn::GetAtt'];
    expect(app.api.findResources('AWS::Logs::LogGroup')[logGroupId].Properties).toMatchObject({ RetentionInDays: 30 });
    const fields = JSON.parse(Format) as Record<string, string>;
    expect(fields).toEqual(ACCESS_LOG_FIELDS);
    expect(fields).toMatchObject({ requestId: '$context.requestId', lambdaRequestId: '$context.integration.requestId', status: '$context.status' });
    expect(Format).not.toMatch(/authorization|header/i);
  });
});

describe('alarms', () => {
  it("alarm on each function's errors and throttles", () => {
    for (const label of LABELS) {
      for (const [kind, metric] of [
        ['errors', 'Errors'],
        ['throttles', 'Throttles'],
      ]) {
        const alarm = alarmNamed(app, `${label}-${kind}`);
        expect(alarm, `${label}-${kind}`).toMatchObject({
          Namespace: 'AWS/Lambda',
          MetricName: metric,
          Statistic: 'Sum',
          Period: 300,
          Threshold: 1,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          TreatMissingData: 'notBreaching',
        });
        expect(JSON.stringify(alarm!.Dimensions)).toContain('FunctionName');
      }
    }
  });

  it("alarm on the API's 5xx", () => {
    expect(alarmNamed(app, 'api-5xx')).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
      Threshold: ALARM_THRESHOLDS.api5xx,
      Dimensions: [{ Name: 'ApiId', Value: { Ref: expect.stringMatching(/^HttpApi/) } }],
    });
  });

  it('alarm on DynamoDB read and write throttling and on system errors of the table', () => {
    const throttles = alarmNamed(app, 'table-throttles')!;
    const metricNames = (alarm: Record<string, unknown>) =>
      (alarm.Metrics as { MetricStat?: { Metric: { MetricName: string; Namespace: string } } }[])
        .filter((m) => m.MetricStat)
        .map((m) => `${m.MetricStat!.Metric.Namespace}/${m.MetricStat!.Metric.MetricName}`);
    expect(metricNames(throttles).sort()).toEqual(['AWS/DynamoDB/ReadThrottleEvents', 'AWS/DynamoDB/WriteThrottleEvents']);
    expect(JSON.stringify(throttles.Metrics)).toContain('TableName');
    const systemErrors = alarmNamed(app, 'table-system-errors')!;
    expect(new Set(metricNames(systemErrors))).toEqual(new Set(['AWS/DynamoDB/SystemErrors']));
    expect(JSON.stringify(systemErrors.Metrics)).toContain('TransactWriteItems');
  });

  it('alarm when more than half of the booking attempts are refused (metric math on the business metrics)', () => {
    const alarm = alarmNamed(app, 'booking-refusal-rate')!;
    expect(alarm).toMatchObject({ Threshold: 50, ComparisonOperator: 'GreaterThanThreshold', TreatMissingData: 'notBreaching' });
    const [expression, ...metrics] = alarm.Metrics as Record<string, never>[];
    expect(expression).toMatchObject({ Expression: 'IF(attempted >= 10, 100 * FILL(refused, 0) / attempted, 0)', ReturnData: true });
    expect(metrics.map((m) => [m.Id, m.MetricStat])).toEqual([
      ['attempted', { Metric: { Namespace: 'Cinema/test', MetricName: 'BookingAttempted', Dimensions: [{ Name: 'service', Value: 'cinema-booking' }] }, Period: 900, Stat: 'Sum' }],
      ['refused', { Metric: { Namespace: 'Cinema/test', MetricName: 'BookingRefused', Dimensions: [{ Name: 'service', Value: 'cinema-booking' }] }, Period: 900, Stat: 'Sum' }],
    ]);
  });

  it("send every alarm to the stage's SNS topic", () => {
    const [[topicId, topic]] = resourcesOf(app.api, 'AWS::SNS::Topic');
    expect(topic.Properties.TopicName).toBe('cinema-test-alarms');
    const all = alarms(app);
    expect(all).toHaveLength(LABELS.length * 2 + 4);
    for (const alarm of all) expect(alarm.AlarmActions, alarm.AlarmName).toEqual([{ Ref: topicId }]);
  });
});

describe('alarm destinations from config', () => {
  let configured: Synth;
  beforeAll(() => {
    configured = synthCinema({ alarmTopicArn: 'arn:aws:sns:eu-west-1:123456789012:ops-pager', alarmEmail: 'ops@example.com' });
  }, SYNTH_TIMEOUT);

  it('use an existing topic instead of creating one, and subscribe an e-mail address', () => {
    configured.api.resourceCountIs('AWS::SNS::Topic', 0);
    for (const alarm of alarms(configured)) expect(alarm.AlarmActions).toEqual(['arn:aws:sns:eu-west-1:123456789012:ops-pager']);
    configured.api.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
      TopicArn: 'arn:aws:sns:eu-west-1:123456789012:ops-pager',
    });
  });

  it('refuses an ARN that is not an SNS topic', () => {
    expect(() => synthCinema({ alarmTopicArn: 'ops-pager' })).toThrow(/not an SNS topic ARN/);
  });
});

describe('the dashboard', () => {
  it('shows API latency and errors, function errors and duration, table throttles and the business metrics', () => {
    const [[, dashboard]] = resourcesOf(app.api, 'AWS::CloudWatch::Dashboard');
    expect(dashboard.Properties.DashboardName).toBe('Cinema-test');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const title of ['API requests and errors', 'API latency (ms)', 'Function errors', 'Function duration p99 (ms)', 'Function throttles', 'Table throttles and system errors', 'Bookings']) {
      expect(body).toContain(title);
    }
    for (const metric of ['AWS/ApiGateway', '5xx', 'Latency', 'AWS/Lambda', 'Errors', 'Duration', 'ReadThrottleEvents', 'BookingAttempted', 'BookingSucceeded', 'BookingRefused', 'BookingFailed']) {
      expect(body).toContain(metric);
    }
  });

  it('covers each business operation whose route is in the route table', () => {
    // Answers and redemptions join the dashboard when their routes join the table.
    expect(Object.keys(BUSINESS_OPERATIONS)).toEqual(['POST /api/bookings', 'POST /api/questions/{id}/answers', 'POST /api/rewards/{id}/redemptions']);
    app.api.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardBody: Match.anyValue() });
  });
});
