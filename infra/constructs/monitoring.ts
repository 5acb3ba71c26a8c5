import { Duration } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import {
  BUSINESS_OPERATIONS,
  OUTCOMES,
  metricName,
  metricsNamespace,
  serviceName,
  type BusinessOperation,
} from '../../functions/lib/business-metrics';
import { routeKey, type RouteSpec } from '../../shared/api/route-spec';
import { routes } from '../../shared/api/route-table';
import type { CinemaConfig } from '../config';
import type { CinemaFunction } from './cinema-function';

/** The thresholds of the stage's alarms (each over the period beside it). */
export const ALARM_THRESHOLDS = {
  /** Any error or throttle of a function in 5 minutes. */
  functionErrors: 1,
  functionThrottles: 1,
  /** API Gateway 5xx answers in 5 minutes. */
  api5xx: 5,
  /** DynamoDB read + write throttle events, and system errors, in 5 minutes. */
  tableThrottles: 1,
  tableSystemErrors: 1,
  /** Refused bookings, in percent of attempted ones, over 15 minutes with at least 10 attempts. */
  bookingRefusalPercent: 50,
  bookingRefusalMinAttempts: 10,
} as const;

const FIVE_MINUTES = Duration.minutes(5);
const FIFTEEN_MINUTES = Duration.minutes(15);

/** The table operations the functions call (infra/domain-permissions.ts), for the system-errors sum. */
const TABLE_OPERATIONS = ['GetItem', 'BatchGetItem', 'Query', 'PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems'];

export interface MonitoringProps {
  config: CinemaConfig;
  httpApi: apigwv2.IHttpApi;
  table: dynamodb.ITable;
  /** Every function of the stage: the API's and the Cognito triggers. */
  functions: CinemaFunction[];
}

/**
 * The stage's alarms and dashboard. Alarms: each function's errors and throttles, the API's 5xx,
 * DynamoDB throttling and system errors, and the share of refused bookings (metric math over the
 * business metrics the handler chain emits, functions/lib/business-metrics.ts). All go to one SNS
 * topic: an existing one (`-c alarmTopicArn=...`) or `cinema-<stage>-alarms`, created here.
 * The dashboard `Cinema-<stage>` shows the API, the functions, the table and the business metrics.
 */
export class Monitoring extends Construct {
  readonly topic: sns.ITopic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, private readonly props: MonitoringProps) {
    super(scope, id);
    const { config, httpApi, table, functions } = props;

    this.topic = config.alarms.topicArn
      ? sns.Topic.fromTopicArn(this, 'AlarmTopic', config.alarms.topicArn)
      : new sns.Topic(this, 'AlarmTopic', { topicName: `cinema-${config.stage}-alarms`, displayName: `Cinema ${config.stage} alarms` });
    if (config.alarms.email) this.topic.addSubscription(new subscriptions.EmailSubscription(config.alarms.email));

    // Functions
    for (const fn of functions) {
      this.alarm(`${fn.label}-errors`, `The ${fn.label} function threw or timed out`, fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), ALARM_THRESHOLDS.functionErrors);
      this.alarm(`${fn.label}-throttles`, `The ${fn.label} function was throttled (concurrency)`, fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }), ALARM_THRESHOLDS.functionThrottles);
    }

    // API
    const api5xx = httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    this.alarm('api-5xx', 'The API answered 5xx', api5xx, ALARM_THRESHOLDS.api5xx);

    // Table
    const tableMetric = (metric: string, dimensions: Record<string, string> = {}) =>
      new cloudwatch.Metric({
        namespace: 'AWS/DynamoDB',
        metricName: metric,
        dimensionsMap: { TableName: table.tableName, ...dimensions },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    const tableThrottles = new cloudwatch.MathExpression({
      expression: 'FILL(reads, 0) + FILL(writes, 0)',
      usingMetrics: { reads: tableMetric('ReadThrottleEvents'), writes: tableMetric('WriteThrottleEvents') },
      label: 'Throttle events (read + write)',
      period: FIVE_MINUTES,
    });
    this.alarm('table-throttles', 'DynamoDB throttled reads or writes of the table', tableThrottles, ALARM_THRESHOLDS.tableThrottles);
    const tableSystemErrors = new cloudwatch.MathExpression({
      expression: TABLE_OPERATIONS.map((_, i) => `FILL(e${i}, 0)`).join(' + '),
      usingMetrics: Object.fromEntries(TABLE_OPERATIONS.map((operation, i) => [`e${i}`, tableMetric('SystemErrors', { Operation: operation })])),
      label: 'System errors',
      period: FIVE_MINUTES,
    });
    this.alarm('table-system-errors', 'DynamoDB answered the table with system (5xx) errors', tableSystemErrors, ALARM_THRESHOLDS.tableSystemErrors);

    // Business
    const refusalRate = this.bookingRefusalRate();
    if (refusalRate) {
      this.alarm(
        'booking-refusal-rate',
        `More than ${ALARM_THRESHOLDS.bookingRefusalPercent}% of booking attempts were refused in 15 minutes (seats taken, not enough points...)`,
        refusalRate,
        ALARM_THRESHOLDS.bookingRefusalPercent,
        cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
      );
    }

    this.dashboard = this.createDashboard(api5xx, tableThrottles, tableSystemErrors, refusalRate);
  }

  /** Which domain's function serves each business operation, from the route table (absent routes: none). */
  private operationDomains(): [BusinessOperation, string][] {
    const byKey = new Map((Object.values(routes) as RouteSpec[]).map((route) => [routeKey(route), route.domain]));
    return Object.entries(BUSINESS_OPERATIONS)
      .filter(([key]) => byKey.has(key))
      .map(([key, operation]) => [operation, byKey.get(key)!]);
  }

  /** A business metric as the handler chain emits it: the stage's namespace, the function's service. */
  private businessMetric(operation: BusinessOperation, outcome: (typeof OUTCOMES)[number], domain: string, period = FIVE_MINUTES) {
    return new cloudwatch.Metric({
      namespace: metricsNamespace(this.props.config.stage),
      metricName: metricName(operation, outcome),
      dimensionsMap: { service: serviceName(domain) },
      statistic: 'Sum',
      period,
      label: `${operation} ${outcome.toLowerCase()}`,
    });
  }

  private bookingRefusalRate(): cloudwatch.MathExpression | undefined {
    const booking = this.operationDomains().find(([operation]) => operation === 'Booking');
    if (!booking) return undefined;
    const [, domain] = booking;
    return new cloudwatch.MathExpression({
      expression: `IF(attempted >= ${ALARM_THRESHOLDS.bookingRefusalMinAttempts}, 100 * FILL(refused, 0) / attempted, 0)`,
      usingMetrics: {
        attempted: this.businessMetric('Booking', 'Attempted', domain, FIFTEEN_MINUTES),
        refused: this.businessMetric('Booking', 'Refused', domain, FIFTEEN_MINUTES),
      },
      label: 'Refused bookings (%)',
      period: FIFTEEN_MINUTES,
    });
  }

  private alarm(
    name: string,
    description: string,
    metric: cloudwatch.IMetric,
    threshold: number,
    comparisonOperator = cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  ) {
    const alarm = new cloudwatch.Alarm(this, `${name.replace(/(^|-)(\w)/g, (_, _dash, c: string) => c.toUpperCase())}Alarm`, {
      alarmName: `Cinema-${this.props.config.stage}-${name}`,
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator,
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }

  private createDashboard(
    api5xx: cloudwatch.IMetric,
    tableThrottles: cloudwatch.IMetric,
    tableSystemErrors: cloudwatch.IMetric,
    refusalRate: cloudwatch.IMetric | undefined,
  ) {
    const { config, httpApi, functions, table } = this.props;
    const dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: `Cinema-${config.stage}`,
      defaultInterval: Duration.hours(3),
    });
    const latency = (statistic: string) => httpApi.metricLatency({ period: FIVE_MINUTES, statistic, label: `Latency ${statistic}` });
    const perFunction = (make: (fn: CinemaFunction) => cloudwatch.IMetric) => functions.map(make);

    dashboard.addWidgets(
      new cloudwatch.TextWidget({ markdown: `# Cinema ${config.stage}\nAPI, functions, table and business metrics. Alarms go to the stage's SNS topic.`, width: 24, height: 2 }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'API requests and errors',
        left: [httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum', label: 'Requests' })],
        right: [httpApi.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum', label: '4xx' }), api5xx],
        width: 12,
      }),
      new cloudwatch.GraphWidget({ title: 'API latency (ms)', left: [latency('p50'), latency('p90'), latency('p99')], width: 12 }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Function errors',
        left: perFunction((fn) => fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum', label: fn.label })),
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Function duration p99 (ms)',
        left: perFunction((fn) => fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99', label: fn.label })),
        width: 8,
      }),
      new cloudwatch.GraphWidget({
        title: 'Function throttles',
        left: perFunction((fn) => fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum', label: fn.label })),
        width: 8,
      }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'Table throttles and system errors', left: [tableThrottles, tableSystemErrors], width: 12 }),
      new cloudwatch.GraphWidget({
        title: 'Table capacity consumed',
        left: [
          table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum', label: 'Read units' }),
          table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES, statistic: 'Sum', label: 'Write units' }),
        ],
        width: 12,
      }),
    );
    const business = this.operationDomains().map(
      ([operation, domain]) =>
        new cloudwatch.GraphWidget({
          title: `${operation}s`,
          left: OUTCOMES.map((outcome) => this.businessMetric(operation, outcome, domain)),
          right: operation === 'Booking' && refusalRate ? [refusalRate] : [],
          width: 8,
        }),
    );
    if (business.length > 0) dashboard.addWidgets(...business);
    dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 }),
    );
    return dashboard;
  }
}
