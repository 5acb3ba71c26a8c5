import { mailSender, type MailSender } from '../adapters/mail';
import type { MailKind, OutboxMailItem, OutboxStatus } from '../data/entities/outbox-mail';
import type { MailPayloads } from '../data/outbox';
import { seatsOfBooking } from '../data/bookings';
import { getProfile } from '../data/profiles';
import { db } from '../data/service';
import { isConditionFailure } from '../data/write-errors';
import { loadMailLinkSecret } from '../lib/mail-links';
import { renderMail } from './render';
import { MAIL_TEMPLATES } from './templates';

/** How many tries a mail gets, and the wait after each failed one (docs/mail.md, "Nothing lost, nothing doubled"). */
export const MAX_MAIL_ATTEMPTS = 5;
const RETRY_AFTER_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000];
/** A claimed mail is not tried again before this: a worker that died mid-send leaves it to the next one after it. */
const CLAIM_LEASE_MS = 5 * 60_000;
/** Mail read per run: the scheduled handler runs again while a whole batch came back. */
export const MAIL_BATCH = 25;
const KEEP_DONE_SECONDS = 30 * 24 * 3600;

function siteUrl(): string {
  const url = process.env.SITE_URL;
  if (!url) throw new Error('SITE_URL is not set: mail links need the site');
  return url.replace(/\/$/, '');
}

/** Raises `attempts` on condition that no other worker did: the one whose write lands sends the mail. */
async function claim(mail: OutboxMailItem, now: Date): Promise<boolean> {
  try {
    await db.entities.outboxMail
      .patch({ mailId: mail.mailId })
      .set({ attempts: mail.attempts + 1, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS).toISOString(), status: 'pending' })
      .where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.eq(attr.attempts, mail.attempts)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Ends a claimed mail (sent, skipped, failed) or schedules its next try; only the claim's holder may. */
async function settle(mail: OutboxMailItem, claimedAttempt: number, outcome: { status: OutboxStatus; nextAttemptAt: string; lastError?: string; sentAt?: string }) {
  const done = outcome.status !== 'pending' && outcome.status !== 'failed';
  await db.entities.outboxMail
    .patch({ mailId: mail.mailId })
    .set({ ...outcome, ...(done ? { ttl: Math.floor(Date.parse(outcome.nextAttemptAt) / 1000) + KEEP_DONE_SECONDS } : {}) })
    .where((attr, op) => op.eq(attr.attempts, claimedAttempt))
    .go();
}

/** A show's reminder of a booking cancelled since it was queued is not sent: never a reminder after a cancel. */
async function bookingCancelledSince(mail: OutboxMailItem): Promise<boolean> {
  if (mail.kind !== 'showReminder') return false;
  const { bookingCode } = JSON.parse(mail.payload) as MailPayloads['showReminder'];
  return !(await seatsOfBooking(bookingCode)).some((seat) => seat.status === 'confirmed');
}

/** Who gets it, or why nobody does: a member's current address and preferences are read at send time. */
async function recipient(mail: OutboxMailItem): Promise<{ address: string; memberId?: string } | { skip: string }> {
  if (mail.toAddress) return { address: mail.toAddress };
  if (await bookingCancelledSince(mail)) return { skip: 'The booking was cancelled.' };
  const profile = mail.memberId ? await getProfile(mail.memberId) : null;
  if (!profile) return { skip: 'The member no longer exists.' };
  const preference = MAIL_TEMPLATES[mail.kind as MailKind].preference;
  if (preference && profile.preferences?.[preference] === false) return { skip: `The member turned ${preference} off.` };
  return { address: profile.email, memberId: profile.userId };
}

/** Claims one due mail, sends it and marks it; a failure is retried with back-off, and after the last try stays `failed` for admins. */
async function deliver(mail: OutboxMailItem, sender: MailSender, now: Date): Promise<void> {
  if (!(await claim(mail, now))) return;
  const attempt = mail.attempts + 1;
  const at = now.toISOString();
  try {
    const to = await recipient(mail);
    if ('skip' in to) {
      await settle(mail, attempt, { status: 'skipped', nextAttemptAt: at, lastError: to.skip });
      return;
    }
    const kind = mail.kind as MailKind;
    await sender.send(renderMail(kind, JSON.parse(mail.payload) as MailPayloads[typeof kind], to, siteUrl()));
    await settle(mail, attempt, { status: 'sent', nextAttemptAt: at, sentAt: at });
  } catch (error) {
    const lastError = (error as Error).message.slice(0, 500);
    const retryAfter = RETRY_AFTER_MS[attempt - 1];
    if (attempt >= MAX_MAIL_ATTEMPTS || retryAfter === undefined) await settle(mail, attempt, { status: 'failed', nextAttemptAt: at, lastError });
    else await settle(mail, attempt, { status: 'pending', nextAttemptAt: new Date(now.getTime() + retryAfter).toISOString(), lastError });
  }
}

/**
 * The outbox worker: sends every pending mail that is due (read through the status index, oldest
 * first) and returns how many it looked at. Deployed an EventBridge schedule runs it every minute
 * (`deliver-handler.ts`); locally the API process runs it every second.
 */
export async function deliverDueMail(now = new Date(), sender: MailSender = mailSender()): Promise<number> {
  await loadMailLinkSecret();
  const { data } = await db.entities.outboxMail.query
    .byStatus({ status: 'pending' })
    .lte({ nextAttemptAt: now.toISOString() })
    .go({ limit: MAIL_BATCH });
  for (const mail of data) await deliver(mail, sender, now);
  return data.length;
}
