/**
 * What the Lambda bundles import as `@aws-sdk/client-dynamodb` (lambda-bundling.ts aliases it here):
 * the client, the commands the document client wraps and the errors the data layer's conflict
 * emulation throws, each taken from its own module of the SDK. ElectroDB is CommonJS and `require()`s
 * `@aws-sdk/lib-dynamodb`; esbuild then bundles that module and all it imports as modules initialised
 * whole, so the package's index (every DynamoDB command with its schema, the aggregated client,
 * paginators and waiters) ran at every cold start: 5-9 ms of a DynamoDB function's import, 42 KB
 * (docs/performance.md, "Lambda cold start"). The paths go through node_modules because the alias also
 * catches the package's subpaths. A name the bundled code imports and this file lacks fails the build.
 * The tests and the local stack run unbundled, with the whole package.
 */
export { DynamoDBClient } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/DynamoDBClient.js';
export { TransactionCanceledException, TransactionConflictException } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/models/errors.js';
// The commands @aws-sdk/lib-dynamodb wraps.
export { BatchExecuteStatementCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchExecuteStatementCommand.js';
export { BatchGetItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchGetItemCommand.js';
export { BatchWriteItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/BatchWriteItemCommand.js';
export { DeleteItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DeleteItemCommand.js';
export { DescribeExportCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/DescribeExportCommand.js';
export { ExecuteStatementCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ExecuteStatementCommand.js';
export { ExecuteTransactionCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ExecuteTransactionCommand.js';
export { ExportTableToPointInTimeCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ExportTableToPointInTimeCommand.js';
export { GetItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/GetItemCommand.js';
export { PutItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/PutItemCommand.js';
export { QueryCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/QueryCommand.js';
export { ScanCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/ScanCommand.js';
export { SearchVectorsCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/SearchVectorsCommand.js';
export { TransactGetItemsCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactGetItemsCommand.js';
export { TransactWriteItemsCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/TransactWriteItemsCommand.js';
export { UpdateItemCommand } from '../../node_modules/@aws-sdk/client-dynamodb/dist-es/commands/UpdateItemCommand.js';
