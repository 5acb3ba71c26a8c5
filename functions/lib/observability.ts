// First: it decides how the X-Ray SDK, loaded by the tracer's import, follows the trace context.
import { xrayManualModeSetHere } from './xray-context-mode';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';

if (xrayManualModeSetHere) delete process.env.AWS_XRAY_MANUAL_MODE;

/**
 * One tracer and one metrics buffer per Lambda process, configured by the environment the CDK gives
 * each function: POWERTOOLS_SERVICE_NAME (`cinema-<domain>`), POWERTOOLS_METRICS_NAMESPACE
 * (`Cinema/<stage>`). They exist before any handler is built, so the data layer can trace its client.
 *
 * The tracer switches itself off outside Lambda (no AWS_EXECUTION_ENV: the local stack, tests, seeding);
 * the local stack also sets POWERTOOLS_METRICS_DISABLED, so no metric lines are printed there.
 */
export const tracer = new Tracer();
export const metrics = new Metrics();

/**
 * Counts one business event (EMF, flushed at the end of the request by the handler chain). A domain
 * that wants a metric of its own calls this, e.g. `countMetric('AnswerCorrect')`.
 */
export function countMetric(name: string, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** Writes the request's metrics as one EMF line; nothing (and no warning) when none were counted. */
export function publishMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
