import { Duration } from 'aws-cdk-lib';
import type { Domain } from '../shared/api/route';

/**
 * What each domain's Lambda may touch, and nothing more. A new domain in shared/api/route.ts fails the
 * type check here until someone decides what it needs.
 */
export interface DomainNeeds {
  table: 'none' | 'read' | 'readWrite';
  /** Cognito admin API actions on the product's own user pool. */
  cognitoActions?: readonly string[];
  /** Reads the TMDB token from Secrets Manager (when `-c tmdbSecretName=...` is given). */
  tmdbSecret?: boolean;
  /** Invokes the Bedrock model (when `-c bedrockModelId=...` is given). */
  bedrock?: boolean;
  /** API Gateway gives up at 30 s anyway. */
  timeout?: Duration;
}

export const DOMAIN_NEEDS: Record<Domain, DomainNeeds> = {
  platform: { table: 'none' },
  members: {
    table: 'readWrite',
    cognitoActions: [
      'cognito-idp:AdminGetUser',
      'cognito-idp:AdminUpdateUserAttributes',
      'cognito-idp:AdminAddUserToGroup',
      'cognito-idp:AdminRemoveUserFromGroup',
      'cognito-idp:AdminCreateUser',
      'cognito-idp:AdminInitiateAuth',
    ],
  },
  booking: { table: 'readWrite' },
  movies: { table: 'readWrite', tmdbSecret: true, bedrock: true, timeout: Duration.seconds(29) },
  leaderboard: { table: 'read' },
  admin: { table: 'readWrite' },
};
