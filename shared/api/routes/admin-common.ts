import * as z from 'zod';
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

/** The result of one item of a bulk action. */
export const bulkItemResultSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
});
