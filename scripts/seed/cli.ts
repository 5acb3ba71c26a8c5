/**
 * `npm run seed`: seeds the local stack (demo accounts, settings, venues, sessions, movies...).
 * `npm start` runs it with its stack's environment; on its own it finds the running `npm start`
 * stack through .local/stack.json. Idempotent.
 */
import { STACK_STATE_FILE, readStackState } from '../local/state';

function stackEnvironment(): NodeJS.ProcessEnv {
  if (process.env.DYNAMODB_ENDPOINT && process.env.COGNITO_ENDPOINT) return process.env;
  const state = readStackState(STACK_STATE_FILE);
  if (!state.dynamoEndpoint || !state.cognitoEndpoint) {
    console.error('No local stack found: start it with `npm start` (it seeds on start).');
    process.exit(1);
  }
  return {
    TABLE_NAME: state.tableName,
    DYNAMODB_ENDPOINT: state.dynamoEndpoint,
    COGNITO_ENDPOINT: state.cognitoEndpoint,
    USER_POOL_ID: state.userPoolId,
    USER_POOL_CLIENT_ID: state.userPoolClientId,
    AWS_REGION: 'us-east-1',
  };
}

// The data layer reads its endpoint and table when first imported: set them before importing it.
Object.assign(process.env, stackEnvironment());
const { ensureDemoUsers } = await import('./accounts');
const { seedAll } = await import('./index');

const started = Date.now();
const users = await ensureDemoUsers(process.env.COGNITO_ENDPOINT!, {
  userPoolId: process.env.USER_POOL_ID!,
  userPoolClientId: process.env.USER_POOL_CLIENT_ID!,
});
await seedAll({ now: new Date(), log: (message) => console.log(`[seed] ${message}`), users });
console.log(`[seed] done in ${Date.now() - started} ms`);
