import { beforeAll, describe, expect, it } from 'vitest';
import { TALLY_STREAM_FILTER, TALLY_STREAM_RETRIES } from '../../functions/data/tally-stream';
import { actionsOf, resourcesOf, statementsByFunction, SYNTH_TIMEOUT, synthCinema, type PolicyStatement, type Synth } from './synth';

const LISTING_COPY = "Cinema listing: copies each show's seat tally onto its session, from the table's stream";

/** The listing's copy of each show's seat tally, from the table's stream (docs/booking.md, "Seats left for the listing"). */
describe('the listing copy', () => {
  let app: Synth;
  beforeAll(() => {
    app = synthCinema();
  }, SYNTH_TIMEOUT);

  it("turns on the table's stream with each item's new image", () => {
    app.data.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_IMAGE' } });
  });

  it('feeds the function only tally shards, in batches gathered for a second, with bounded retries split on error and partial failures', () => {
    const mappings = resourcesOf(app.api, 'AWS::Lambda::EventSourceMapping').map(([, mapping]) => mapping.Properties);
    expect(mappings).toHaveLength(1);
    const [mapping] = mappings;
    expect(JSON.stringify(mapping.EventSourceArn)).toMatch(/Cinema-test-Data.*Table\w*StreamArn/);
    expect(mapping).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 100,
      MaximumBatchingWindowInSeconds: 1,
      MaximumRetryAttempts: TALLY_STREAM_RETRIES,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(mapping.FilterCriteria.Filters.map((filter: { Pattern: string }) => JSON.parse(filter.Pattern))).toEqual([TALLY_STREAM_FILTER]);
    expect(TALLY_STREAM_FILTER).toEqual({ eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['sessionTally'] } } } });
    const [[functionId]] = resourcesOf(app.api, 'AWS::Lambda::Function').filter(([, fn]) => fn.Properties.Description === LISTING_COPY);
    expect(mapping.FunctionName).toEqual({ Ref: functionId });
  });

  it("lets the function read the tally, update the session item and mark its screen and venue on the table, and read the table's stream, nothing more", () => {
    const statements = statementsByFunction(app.api).get(LISTING_COPY)!;
    const dynamoActions = (statement: PolicyStatement) => actionsOf(statement).filter((a) => a.startsWith('dynamodb:')).sort();
    const grants = statements.filter((s) => dynamoActions(s).length > 0).map((s) => ({ actions: dynamoActions(s), resource: JSON.stringify(s.Resource) }));
    expect(grants.map((g) => g.actions)).toEqual([['dynamodb:ListStreams'], ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'], ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator']]);
    const [listStreams, onTable, onStream] = grants;
    // ListStreams has no resource-level permission (the event source's own grant).
    expect(listStreams.resource).toBe('"*"');
    // The table and its indexes, never its stream; the stream's records of this table's stream only.
    const [tableArn, indexArns, ...rest] = JSON.parse(onTable.resource) as unknown[];
    expect(rest).toEqual([]);
    expect(JSON.stringify(tableArn)).toMatch(/Cinema-test-Data.*Table\w*Arn/);
    expect(JSON.stringify(tableArn)).not.toMatch(/StreamArn/);
    expect(indexArns).toEqual({ 'Fn::Join': ['', [tableArn, '/index/*']] });
    expect(onStream.resource).toMatch(/Cinema-test-Data.*Table\w*StreamArn/);
  });
});
