import type { OperationId } from '@shared/api/route-table';
import { apiErrorOf } from '../../../lib/api-client';
import { failureReason, type Refusal } from '../../../lib/error-messages';

interface BulkItemResult {
  id: string;
  ok: boolean;
  error?: Refusal;
}

/** What a bulk action did: the ids that failed, those of them still there to try again, and the last failure's reason. */
export interface BulkOutcome {
  failed: string[];
  /** Failed and still there: kept selected for another try (one that failed NOT_FOUND is gone). */
  retry: string[];
  reason?: string;
}

/**
 * A bulk action over `ids`, `chunkSize` at a time (its route's limit; docs/api.md, "Bulk actions"): each id
 * answers for itself, and a chunk whose whole call failed counts each of its ids as failed and still there.
 * `onProgress` hears how many ids are done after each chunk.
 */
export async function bulkInChunks(
  operation: OperationId,
  ids: string[],
  chunkSize: number,
  call: (chunk: string[]) => Promise<{ results: BulkItemResult[] }>,
  onProgress?: (done: number) => void,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { failed: [], retry: [] };
  for (let i = 0; i < ids.length; i += chunkSize) {
    const chunk = ids.slice(i, i + chunkSize);
    try {
      const { results } = await call(chunk);
      for (const result of results.filter((r) => !r.ok)) {
        outcome.failed.push(result.id);
        if (result.error?.code !== 'NOT_FOUND') outcome.retry.push(result.id);
        if (result.error) outcome.reason = failureReason(result.error);
      }
    } catch (error) {
      outcome.failed.push(...chunk);
      outcome.retry.push(...chunk);
      const refusal = apiErrorOf(error, operation);
      if (refusal) outcome.reason = failureReason(refusal);
    }
    onProgress?.(Math.min(ids.length, i + chunk.length));
  }
  return outcome;
}
