import type { InvitationItem } from './entities/invitation';
import { db } from './service';

/** The member's invitations, oldest first or newest first. */
export async function invitationsOfInviter(userId: string, order: 'asc' | 'desc'): Promise<InvitationItem[]> {
  const { data } = await db.entities.invitation.query.byInviter({ userId }).go({ order, pages: 'all' });
  return data;
}
