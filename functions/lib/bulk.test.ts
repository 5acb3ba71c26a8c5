import { Logger } from '@aws-lambda-powertools/logger';
import { describe, expect, it, vi } from 'vitest';
import { AppError, notFound } from '../../shared/errors';
import { TransactionConflicted } from '../data/transactions';
import { bulkResults } from './bulk';

type Code = 'NOT_FOUND' | 'CONCURRENT_UPDATE' | 'INTERNAL';

describe('bulkResults', () => {
  it('answers each distinct id for itself, in order, as the handler chain would answer it alone', async () => {
    const logger = new Logger({ serviceName: 'test', logLevel: 'SILENT' });
    const logged = vi.spyOn(logger, 'error');
    const failures: Record<string, unknown> = {
      missing: notFound('Asset'),
      busy: new TransactionConflicted([{ role: 'asset', item: {} as never }], { cause: new Error('cancelled') }),
      upstream: new AppError(502, 'MOVIE_DATABASE_UNAVAILABLE', 'The movie database is not answering'),
      broken: new TypeError('undefined is not a function'),
    };
    const acted: string[] = [];
    const { results } = await bulkResults<Code>(['a', 'missing', 'a', 'busy', 'upstream', 'broken'], 2, async (id) => {
      acted.push(id);
      if (failures[id]) throw failures[id];
    }, logger);

    expect(acted.sort()).toEqual(['a', 'broken', 'busy', 'missing', 'upstream']);
    expect(results).toEqual([
      { id: 'a', ok: true },
      { id: 'missing', ok: false, error: { code: 'NOT_FOUND', message: 'Asset not found' } },
      { id: 'busy', ok: false, error: { code: 'CONCURRENT_UPDATE', message: 'Many people are doing this right now. Please try again.' } },
      // A failure of the server's is no item's refusal: its details stay in the log.
      { id: 'upstream', ok: false, error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } },
      { id: 'broken', ok: false, error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } },
    ]);
    expect(logged.mock.calls.map(([, extra]) => (extra as { id: string }).id)).toEqual(['upstream', 'broken']);
  });
});
