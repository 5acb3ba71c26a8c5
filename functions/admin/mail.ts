import { FAILED_MAIL_PAGE_SIZE, type FailedMailList } from '../../shared/api/routes/admin-reports';
import { notFound } from '../../shared/errors';
import { failedMailPage, requeueFailedMail } from '../data/outbox';
import { db } from '../data/service';

/** Failed mail for the back office (docs/mail.md, "Failed mail"), a page at a time: each with the address it went to. */
export async function listFailedMail({ cursor, limit = FAILED_MAIL_PAGE_SIZE }: { cursor?: string; limit?: number }): Promise<FailedMailList> {
  const { mails, nextCursor } = await failedMailPage(limit, cursor);
  const memberIds = [...new Set(mails.flatMap((mail) => (mail.memberId ? [mail.memberId] : [])))];
  const { data: profiles } = memberIds.length > 0 ? await db.entities.profile.get(memberIds.map((userId) => ({ userId }))).go() : { data: [] };
  const emailOf = new Map(profiles.map((profile) => [profile.userId, profile.email]));
  return {
    items: mails.map((mail) => ({
      id: mail.mailId,
      kind: mail.kind,
      recipient: mail.toAddress ?? (mail.memberId ? (emailOf.get(mail.memberId) ?? null) : null),
      lastError: mail.lastError ?? null,
      attempts: mail.attempts,
      failedAt: mail.nextAttemptAt,
      createdAt: mail.createdAt,
    })),
    ...(nextCursor ? { nextCursor } : {}),
  };
}

/** Sends a failed mail again: back in the outbox with a fresh set of tries; 404 for a mail that is not failed. */
export async function resendFailedMail(mailId: string): Promise<{ id: string; status: 'pending' }> {
  if (!(await requeueFailedMail(mailId))) throw notFound('Failed mail');
  return { id: mailId, status: 'pending' };
}
