/**
 * `npm run migrate -- --table <name>`: the seed's one-off upgrades (scripts/seed/migrations.ts) on a
 * deployed stage's table, which `npm run seed` never touches. The table's name is the Data stack's
 * `TableName` output (`npm run deploy` prints it); AWS credentials and the region come from the
 * environment, as for `npm run deploy`. Each upgrade finds only items still in an old shape, so running
 * it after every deploy is safe, and a second run does nothing. It scans the table once per upgrade.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { table: { type: 'string' } } });
if (!values.table) {
  console.error('Usage: npm run migrate -- --table <the Data stack\'s TableName output>');
  process.exit(1);
}

// The data layer reads its table when first imported: set it before importing it.
process.env.TABLE_NAME = values.table;
if (!process.env.AWS_REGION && process.env.AWS_DEFAULT_REGION) process.env.AWS_REGION = process.env.AWS_DEFAULT_REGION;
const { migrate } = await import('./migrations');

const started = Date.now();
let upgraded = false;
await migrate((message) => {
  upgraded = true;
  console.log(message);
});
console.log(`${upgraded ? 'migrated' : 'nothing to upgrade'}: table ${values.table} in ${Date.now() - started} ms`);
