/**
 * From the moment it is imported, the X-Ray SDK follows every promise of the process to carry the
 * trace context (cls-hooked's async hooks, with a destroy hook per promise), which makes each promise
 * about twelve times as costly (docs/performance.md, "X-Ray's context only where traces are taken").
 * Outside Lambda (the local stack, tests, seeding) the Powertools Tracer is off and nothing reads that
 * context, so the SDK starts in its manual mode and follows nothing. In Lambda it is left as it is (the
 * SDK's Lambda mode sets up the context whatever the mode): there the bundles carry the context on
 * AsyncLocalStorage instead of cls-hooked (infra/constructs/lambda-cls-context.ts), without the cost.
 * Imported by observability.ts before the tracer, whose import loads the SDK; the SDK reads the
 * variable once, at its import, and observability.ts then takes it away again, so that no process this
 * one starts inherits it.
 */
const outsideLambda = !process.env.AWS_EXECUTION_ENV && !process.env.LAMBDA_TASK_ROOT;

export const xrayManualModeSetHere = outsideLambda && process.env.AWS_XRAY_MANUAL_MODE === undefined;
if (xrayManualModeSetHere) process.env.AWS_XRAY_MANUAL_MODE = 'true';
