import type { Logger } from '@aws-lambda-powertools/logger';
import { AppError, concurrentUpdate, internalError, type ErrorCode } from '../../shared/errors';
import { isConflictGiveUp } from '../data/write-errors';
import { mapConcurrently } from './concurrency';

/** One item of a bulk action's answer; `C` the codes its route declares in `itemErrors`. */
export interface BulkItemResult<C extends ErrorCode> {
  id: string;
  ok: boolean;
  error?: { code: C; message: string };
}

/**
 * A bulk action (docs/api.md, "Bulk actions"): `act` on each distinct id, at most `concurrency` at
 * once, each id answering for itself, as the handler chain would answer it alone: a refusal (an
 * AppError under 500) with its code and message, a write others kept busy through every retry with
 * CONCURRENT_UPDATE, anything else with INTERNAL (logged). The codes are typed as the
 * route's `itemErrors` (C); like a route's own codes, one the route does not declare is caught by the
 * test stack's check (undeclaredError of shared/api/route-spec.ts).
 */
export async function bulkResults<C extends ErrorCode>(
  ids: readonly string[],
  concurrency: number,
  act: (id: string) => Promise<unknown>,
  logger: Logger,
): Promise<{ results: BulkItemResult<C>[] }> {
  const results = await mapConcurrently(new Set(ids), concurrency, async (id): Promise<BulkItemResult<C>> => {
    try {
      await act(id);
      return { id, ok: true };
    } catch (error) {
      const refusal = error instanceof AppError && error.status < 500 ? error : isConflictGiveUp(error) ? concurrentUpdate() : undefined;
      if (!refusal) logger.error('Bulk item failed', { id, error: error as Error });
      const { code, message } = refusal ?? internalError();
      return { id, ok: false, error: { code: code as C, message } };
    }
  });
  return { results };
}
