import * as z from 'zod';
import type { ErrorCode } from '../../errors';
import { digits, displayText } from '../../schemas/input';

/** Admin lists: `?cursor=` (from the previous page's `nextCursor`) and `?limit=` (1-100). */
export const adminPageQuerySchema = z.object({
  cursor: z.string().trim().min(1).max(4000).optional(),
  limit: digits(z.number().int().min(1, 'limit must be 1-100').max(100, 'limit must be 1-100')).optional(),
});

export const adminIdParams = z.object({ id: z.string().trim().min(1).max(128) });

/** A list page (`{items, nextCursor?}`; docs/api.md, "Lists"). */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().optional() });

/** An optional text field: trimmed; '' or null clears it. */
export const optionalText = (max: number, message: string) =>
  z.union([displayText().trim().max(max, message), z.null()]).optional();

/**
 * A bulk action's `itemErrors` (the codes ONE item may fail with) and its answer
 * `{results: [{id, ok, error?: {code, message}}]}` with `code` one of them; spread into the route spec
 * (docs/api.md, "Bulk actions").
 */
export const bulkResults = <const C extends readonly [ErrorCode, ...ErrorCode[]]>(itemErrors: C) => ({
  itemErrors,
  response: z.object({
    results: z.array(
      z.object({
        id: z.string(),
        ok: z.boolean(),
        error: z.object({ code: z.enum(itemErrors), message: z.string() }).optional(),
      }),
    ),
  }),
});
