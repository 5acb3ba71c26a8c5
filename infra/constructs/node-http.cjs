/**
 * What the Lambda bundles import as `node:http` (lambda-bundling.ts aliases it here): the same module,
 * taken without an ES-module import. Node builds an ES-module facade of a built-in by reading every
 * export, and reading node:http's WebSocket, CloseEvent and MessageEvent loads undici, Node's fetch
 * client, which no handler uses: 20-35 ms of every cold start (docs/performance.md).
 */
module.exports = globalThis.process.getBuiltinModule('node:http');
