import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Role } from '../../shared/constants';
import { roleOfGroups } from '../../shared/members/roles';

/** Who is calling, from the JWT claims the API Gateway authorizer (or the local server) verified. */
export interface Caller {
  userId: string;
  email: string | null;
  name: string | null;
  groups: string[];
  /**
   * On staff, admin and member routes the caller's CURRENT role, read by the handler chain
   * (functions/lib/handler.ts); on a public route the token's claim.
   */
  role: Role;
}

type Claims = Record<string, string | number | boolean | string[] | undefined>;

/** API Gateway passes array claims as a string like "[admin user]"; the local server passes arrays. */
function parseGroups(value: Claims[string]): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value.trim() === '') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function callerFromEvent(event: APIGatewayProxyEventV2): Caller | null {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Claims } } }).authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string') return null;
  const groups = parseGroups(claims['cognito:groups']);
  const role = roleOfGroups(groups);
  return {
    userId: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : null,
    name: typeof claims.name === 'string' ? claims.name : null,
    groups,
    role,
  };
}
