import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { TALLY_STREAM_FILTER, copyTalliesOfBatch, matchesFilterPattern, recordsBySession } from './tally-stream';

/** A stream record as Lambda and DynamoDB Local's stream give it: the new image in DynamoDB's JSON. */
const record = (sequenceNumber: string, entity: string, sessionId: string, eventName: 'INSERT' | 'MODIFY' | 'REMOVE' = 'MODIFY'): DynamoDBRecord => ({
  eventName,
  dynamodb: {
    SequenceNumber: sequenceNumber,
    ...(eventName === 'REMOVE' ? {} : { NewImage: { __edb_e__: { S: entity }, sessionId: { S: sessionId }, booked: { N: '2' } } }),
  },
});

describe('the tally stream filter', () => {
  it('passes tally shards created or changed, and nothing else', () => {
    expect(matchesFilterPattern(TALLY_STREAM_FILTER, record('1', 'sessionTally', 's1', 'INSERT'))).toBe(true);
    expect(matchesFilterPattern(TALLY_STREAM_FILTER, record('2', 'sessionTally', 's1', 'MODIFY'))).toBe(true);
    expect(matchesFilterPattern(TALLY_STREAM_FILTER, record('3', 'sessionTally', 's1', 'REMOVE'))).toBe(false);
    // The copy itself (a write of the session item) must not feed the copy again.
    expect(matchesFilterPattern(TALLY_STREAM_FILTER, record('4', 'session', 's1'))).toBe(false);
    expect(matchesFilterPattern(TALLY_STREAM_FILTER, record('5', 'booking', 's1', 'INSERT'))).toBe(false);
    expect(matchesFilterPattern(TALLY_STREAM_FILTER, { eventName: 'MODIFY', dynamodb: { NewImage: { __edb_e__: { N: '1' } } } })).toBe(false);
    expect(matchesFilterPattern(TALLY_STREAM_FILTER, null)).toBe(false);
  });
});

describe('a batch of tally records', () => {
  it('names each session once, with its records in the batch order', () => {
    const batch = [record('1', 'sessionTally', 's1'), record('2', 'sessionTally', 's2'), record('3', 'sessionTally', 's1'), record('4', 'sessionTally', 's1', 'INSERT')];
    expect(recordsBySession(batch)).toEqual(
      new Map([
        ['s1', ['1', '3', '4']],
        ['s2', ['2']],
      ]),
    );
  });

  it('copies each session once, and reports the records of a session whose copy failed', async () => {
    const copied: string[] = [];
    const errors: string[] = [];
    const batch = [record('1', 'sessionTally', 's1'), record('2', 'sessionTally', 'broken'), record('3', 'sessionTally', 's1'), record('4', 'sessionTally', 'broken')];

    const response = await copyTalliesOfBatch(
      batch,
      async (sessionId) => {
        if (sessionId === 'broken') throw new Error('throttled');
        copied.push(sessionId);
      },
      (sessionId) => errors.push(sessionId),
    );

    expect(copied).toEqual(['s1']);
    expect(errors).toEqual(['broken']);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }, { itemIdentifier: '4' }] });
  });
});
