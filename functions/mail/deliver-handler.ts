import { deliverDueMail, MAIL_BATCH } from './worker';

/** A run stops taking new batches after this, well inside its timeout. */
const RUN_BUDGET_MS = 45_000;

/**
 * The outbox worker deployed (docs/mail.md, "Deployed"): an EventBridge schedule invokes it every
 * minute; it sends batches of due mail while whole batches come back and time is left.
 */
export async function handler(): Promise<void> {
  const stopAt = Date.now() + RUN_BUDGET_MS;
  for (;;) {
    const looked = await deliverDueMail();
    if (looked < MAIL_BATCH || Date.now() >= stopAt) return;
  }
}
