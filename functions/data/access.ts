import type { MemberStatus, Role } from '../../shared/constants';
import { db } from './service';

/** What the live access check needs of a member: their role and whether they are suspended. */
export interface LiveAccess {
  role: Role;
  status: MemberStatus;
}

/**
 * The caller's CURRENT role and status (docs/access.md): one strongly consistent GetItem of the
 * profile, projecting just the two attributes, read once per request and kept by nobody. Null when
 * the member has no profile yet (their first request creates it).
 */
export async function readLiveAccess(userId: string): Promise<LiveAccess | null> {
  const { data } = await db.entities.profile.get({ userId }).go({ consistent: true, attributes: ['role', 'status'] });
  if (!data) return null;
  return { role: data.role ?? 'user', status: data.status ?? 'active' };
}
