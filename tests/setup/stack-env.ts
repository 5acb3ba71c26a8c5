import { inject } from 'vitest';

// The test stack's endpoints, for tests that use the data layer or Cognito directly. Set before
// any test file imports functions/data/service (which reads them once).
Object.assign(process.env, {
  AWS_REGION: 'us-east-1',
  TABLE_NAME: inject('tableName'),
  DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
  COGNITO_ENDPOINT: inject('cognitoUrl'),
  USER_POOL_ID: inject('userPoolId'),
  USER_POOL_CLIENT_ID: inject('userPoolClientId'),
  API_URL: inject('apiUrl'),
  WEB_URL: inject('webUrl'),
  // Writes made from a test process conflict as on real DynamoDB, like the API's.
  DYNAMODB_EMULATE_CONFLICTS: 'true',
});
