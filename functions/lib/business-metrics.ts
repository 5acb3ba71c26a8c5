/**
 * The business operations the handler chain counts, by route key (docs/api.md, "Paths and bodies": these paths are fixed), and
 * the names of their metrics. Pure data: the CDK stack reads it too, for alarms and the dashboard, so
 * the names the functions emit and the names the alarms watch cannot drift apart.
 *
 * For each operation the chain counts, per request that passed authorization:
 * `<Operation>Attempted`, then one of `<Operation>Succeeded` (2xx), `<Operation>Refused` (a 4xx: seat
 * taken, not enough points, already answered, out of stock, invalid input) or `<Operation>Failed` (5xx).
 */
export const BUSINESS_OPERATIONS = {
  'POST /api/bookings': 'Booking',
  'POST /api/questions/{id}/answers': 'Answer',
  'POST /api/rewards/{id}/redemptions': 'Redemption',
} as const;

export type BusinessOperation = (typeof BUSINESS_OPERATIONS)[keyof typeof BUSINESS_OPERATIONS];
export const OUTCOMES = ['Attempted', 'Succeeded', 'Refused', 'Failed'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export const businessOperation = (routeKey: string): BusinessOperation | undefined =>
  (BUSINESS_OPERATIONS as Record<string, BusinessOperation>)[routeKey];

export const metricName = (operation: BusinessOperation, outcome: Outcome) => `${operation}${outcome}`;

/** The Powertools service name of a domain's function: the `service` of its logs, traces and metrics. */
export const serviceName = (domain: string) => `cinema-${domain}`;

/** Where a stage's metrics go: one CloudWatch namespace per stage, so stages never mix. */
export const metricsNamespace = (stage: string) => `Cinema/${stage}`;
