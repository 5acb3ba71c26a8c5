import * as z from 'zod';
import {
  MEMBER_MESSAGES,
  type AdminMember,
  type Dashboard,
  type MemberAuditEntry,
  type NewMember,
  type PointsConfigItem,
  type PointsConfigUpdate,
} from '../../shared/api/routes/admin-members';
import { DEFAULT_POINTS_CONFIG, POINTS_ACTIVITIES, type MemberStatus, type PointsActivity, type Role, type Tier } from '../../shared/constants';
import { AppError, conflict, notFound } from '../../shared/errors';
import { isDemotion } from '../../shared/members/roles';
import { asTier, effectiveTier } from '../../shared/tiers';
import { createUser, setRoleGroups, setUserEnabled, signOutEverywhere, verifyPassword } from '../adapters/cognito-admin';
import { readCounters } from '../data/counters';
import { decodeCursor, encodeCursor, keyCursor, readFromCursor } from '../data/cursor';
import { profileMatches, searchMemberIds } from '../data/member-search';
import { ensureProfile, getProfile } from '../data/profiles';
import { db } from '../data/service';
import { forgetPointsValues, loadPointsConfigRows, loadTierThresholds, storedLimit } from '../data/settings';
import { auditWrite, memberAuditPage, type AuditValue } from '../data/member-audit';
import { ConditionFailed, transactionEntities, writeTransaction, type TransactionItem, type TransactionWrite } from '../data/transactions';
import { currentScoresOfMember, rankingWrites } from '../data/leaderboard-scores';
import type { Caller } from '../lib/caller';
import { releaseAttempt, reserveAttempt } from './password-attempts';
import type { ProfileItem } from '../data/entities/profile';

const DEFAULT_PAGE = 20;

export function toAdminMember(item: ProfileItem): AdminMember {
  return {
    id: item.userId,
    name: item.name,
    email: item.email,
    phone: item.phone ?? null,
    tier: asTier(item.tier),
    grantedTier: item.grantedTier ?? null,
    points: item.points,
    lifetimePoints: item.lifetimePoints,
    role: item.role,
    status: item.status ?? 'active',
    createdAt: item.createdAt,
  };
}

async function memberOrNotFound(userId: string): Promise<ProfileItem> {
  const profile = await getProfile(userId);
  if (!profile) throw notFound('Member');
  return profile;
}

// --- the list -----------------------------------------------------------------------------------

/** Where the newest-first list goes on: a sign-up month and ElectroDB's cursor in it. */
const listCursorShape = z.strictObject({ month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/), cursor: z.string().optional() });
type ListCursor = z.infer<typeof listCursorShape>;
const previousMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
};
/**
 * No member signed up before the product existed: the walk back stops here (an empty month costs one
 * small query, so the last page of the list costs at most one per month since then).
 */
const FIRST_MONTH = '2025-01';

/**
 * Members newest first: one query per sign-up month partition (allByCreated), walking back month
 * by month until the page is full or the first month is passed.
 */
async function newestMembers(limit: number, cursorText?: string) {
  const thisMonth = new Date().toISOString().slice(0, 7);
  // A month to come would walk back one empty query per month: only this month or an earlier one.
  let at: ListCursor = decodeCursor(cursorText, listCursorShape.refine((cursor) => cursor.month <= thisMonth)) ?? { month: thisMonth };
  const items: ProfileItem[] = [];
  while (items.length < limit && at.month >= FIRST_MONTH) {
    const { month } = at;
    const startAt = keyCursor(at.cursor, 'gsi1');
    const page: { data: ProfileItem[]; cursor: string | null } = await readFromCursor(startAt, () =>
      db.entities.profile.query.allByCreated({ createdMonth: month }).go({ order: 'desc', limit: limit - items.length, cursor: startAt }),
    );
    items.push(...page.data);
    at = page.cursor ? { month: at.month, cursor: page.cursor } : { month: previousMonth(at.month) };
  }
  return { items: items.map(toAdminMember), ...(at.month >= FIRST_MONTH ? { nextCursor: encodeCursor(at) } : {}) };
}

/** Members whose name (from any word on) or e-mail starts with the search: one query of the search index, then their profiles. */
async function searchedMembers(search: string, limit: number, cursor?: string) {
  const from = keyCursor(cursor);
  const page = await readFromCursor(from, () => searchMemberIds(search, limit, from ?? undefined));
  const { data } = page.userIds.length > 0 ? await db.entities.profile.get(page.userIds.map((userId) => ({ userId }))).go({ consistent: true }) : { data: [] };
  const byId = new Map((data as ProfileItem[]).map((profile) => [profile.userId, profile]));
  const items = page.userIds.map((id) => byId.get(id)).filter((p): p is ProfileItem => !!p && profileMatches(p, search));
  return { items: items.map(toAdminMember), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

export function listMembers(query: { search?: string; cursor?: string; limit?: number }) {
  const limit = query.limit ?? DEFAULT_PAGE;
  return query.search ? searchedMembers(query.search, limit, query.cursor) : newestMembers(limit, query.cursor);
}

// --- add, role, tier ---------------------------------------------------------------------------

/**
 * Add New Member: a Cognito user for the address (Cognito e-mails a temporary password), then the
 * profile, with a positive initial amount as a ledger credit in the same transaction. No welcome
 * bonus: the admin chose what the member starts with (docs/back-office.md, "Members and points").
 */
export async function addMember(input: NewMember, actorId: string): Promise<AdminMember> {
  const exists = () => conflict('MEMBER_EXISTS', MEMBER_MESSAGES.memberExists);
  const { data: sameEmail } = await db.entities.profile.query.byEmail({ email: input.email }).go({ limit: 1 });
  if (sameEmail.length > 0) throw exists();
  let userId: string;
  try {
    userId = await createUser(input.email, input.name);
  } catch (error) {
    if ((error as Error).name === 'UsernameExistsException') throw exists();
    throw error;
  }
  const initialPoints = input.initialPoints ?? 0;
  const profile = await ensureProfile({
    userId,
    email: input.email,
    name: input.name,
    ...(input.phone ? { phone: input.phone } : {}),
    ...(initialPoints > 0
      ? { initialCredit: { delta: initialPoints, reason: MEMBER_MESSAGES.initialPointsReason, type: 'Admin Credit' as const, actorId } }
      : {}),
  });
  return toAdminMember(profile);
}

/** A member changed meanwhile (another admin's change won): nothing of this change was written to the profile. */
const changedMeanwhile = () => conflict('CONCURRENT_UPDATE', 'The member was changed meanwhile; please try again.');

/**
 * One admin change of a member's profile with its audit entry, in ONE transaction, on condition that
 * the attribute still holds what the admin's change was decided on (so the entry's `before` is true).
 */
async function writeAudited(
  change: { actorId: string; memberId: string; action: 'role' | 'status' | 'tier'; before: AuditValue; after: AuditValue; reason?: string },
  profileWrite: (tx: typeof transactionEntities) => TransactionItem,
  alongside: TransactionWrite[] = [],
): Promise<void> {
  try {
    await writeTransaction([
      { role: 'profile', item: profileWrite(transactionEntities) },
      auditWrite({ actorId: change.actorId, action: change.action, targetId: change.memberId, before: change.before, after: change.after, reason: change.reason }),
      ...alongside,
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed) throw changedMeanwhile();
    throw error;
  }
}

/**
 * Update User Role (docs/access.md): the acting admin's own password is checked by Cognito (named by
 * the caller's sub from the verified token, never by anything in the request), at most 5 wrong ones
 * per 15 minutes. The profile's role is the live one every request checks; Cognito's groups follow
 * it for the next token. The two cannot change atomically, so the write that takes access away goes
 * first: a demotion writes the profile (with the audit entry) and then the groups, a promotion the
 * groups and then the profile. A failure in between leaves the member with the lower role of the
 * two (fail closed); the same change again completes it. The member is signed out everywhere. An
 * admin never demotes themselves.
 */
export async function changeRole(caller: Caller, memberId: string, role: Role, password: string): Promise<AdminMember> {
  if (memberId === caller.userId && role !== 'admin') throw conflict('CANNOT_DEMOTE_SELF', MEMBER_MESSAGES.cannotDemoteSelf);
  const window = await reserveAttempt(caller.userId);
  if (!(await verifyPassword(caller.userId, password))) throw new AppError(403, 'WRONG_PASSWORD', MEMBER_MESSAGES.wrongPassword);
  await releaseAttempt(caller.userId, window);

  const member = await memberOrNotFound(memberId);
  const mirror = () =>
    writeAudited({ actorId: caller.userId, memberId, action: 'role', before: member.role, after: role }, (tx) =>
      tx.profile
        .patch({ userId: memberId })
        .set({ role })
        .where((attr, op) => op.eq(attr.role, member.role))
        .commit(),
    );
  if (isDemotion(member.role, role)) {
    await mirror();
    await setRoleGroups(memberId, role);
  } else {
    await setRoleGroups(memberId, role);
    await mirror();
  }
  await signOutEverywhere(memberId);
  return toAdminMember(await memberOrNotFound(memberId));
}

/**
 * Suspend or reinstate (docs/access.md). The profile's status is what every request checks, Cognito's
 * disabled flag what sign-in checks; as for roles, the write that takes access away goes first:
 * suspending writes the profile (with the audit entry: from that moment every token of the member's
 * is refused), then disables the user and signs them out everywhere; reinstating enables the user,
 * then writes the profile. A failure in between leaves the member suspended; the same change again
 * completes it. Points and bookings stay; the member's current scores leave the leaderboard's ranking
 * (and come back) in the profile's transaction, which is conditioned on the balance's revision read
 * with them, so no award in between is lost.
 */
export async function changeStatus(caller: Caller, memberId: string, status: MemberStatus, reason: string): Promise<AdminMember> {
  if (memberId === caller.userId && status === 'suspended') throw conflict('CANNOT_SUSPEND_SELF', MEMBER_MESSAGES.cannotSuspendSelf);
  const first = await memberOrNotFound(memberId);
  const before = first.status ?? 'active';
  const record = async () => {
    let member = first;
    for (let attempt = 1; ; attempt++) {
      const scores = await currentScoresOfMember(memberId);
      try {
        return await writeAudited(
          { actorId: caller.userId, memberId, action: 'status', before, after: status, reason },
          (tx) =>
            tx.profile
              .patch({ userId: memberId })
              .set({ status })
              // A profile from before suspension existed has no status: it is active.
              .where((attr, op) => {
                const unchanged = op.eq(attr.status, before);
                const balanceRead = member.revision === undefined ? op.notExists(attr.revision) : op.eq(attr.revision, member.revision);
                return `${before === 'active' ? `(${op.notExists(attr.status)} OR ${unchanged})` : unchanged} AND ${balanceRead}`;
              })
              .commit(),
          rankingWrites(scores, status === 'active'),
        );
      } catch (error) {
        // Points moved since the read (an award, a booking): read the member and the scores again.
        if (!(error instanceof AppError && error.code === 'CONCURRENT_UPDATE') || attempt >= MAX_STATUS_ATTEMPTS) throw error;
        member = await memberOrNotFound(memberId);
        // Another admin's change of the status meanwhile is theirs to keep.
        if ((member.status ?? 'active') !== before) throw error;
      }
    }
  };
  if (status === 'suspended') {
    await record();
    await setUserEnabled(memberId, false);
    await signOutEverywhere(memberId);
  } else {
    await setUserEnabled(memberId, true);
    await record();
  }
  return toAdminMember(await memberOrNotFound(memberId));
}

const MAX_STATUS_ATTEMPTS = 10;
const MAX_TIER_ATTEMPTS = 10;

/**
 * Grants a tier: the tier shown becomes the higher of it and the earned one, conditioned on the
 * balance read (the ledger works the tier out from both), with the audit entry in the same transaction.
 */
export async function grantTier(actorId: string, memberId: string, grantedTier: Tier): Promise<AdminMember> {
  const thresholds = await loadTierThresholds();
  for (let attempt = 1; ; attempt++) {
    const profile = await memberOrNotFound(memberId);
    try {
      await writeAudited({ actorId, memberId, action: 'tier', before: profile.grantedTier ?? null, after: grantedTier }, (tx) =>
        tx.profile
          .patch({ userId: memberId })
          .set({ grantedTier, tier: effectiveTier(profile.lifetimePoints, grantedTier, thresholds) })
          .where((attr, op) => op.eq(attr.revision, profile.revision))
          .commit(),
      );
      return toAdminMember(await memberOrNotFound(memberId));
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'CONCURRENT_UPDATE') || attempt >= MAX_TIER_ATTEMPTS) throw error;
    }
  }
}

/**
 * A member's audit trail, newest first, a page at a time, each entry with its actor's name (one
 * batch read of the page's actors' profiles).
 */
export async function listMemberAudit(memberId: string, query: { cursor?: string; limit?: number }): Promise<{ items: MemberAuditEntry[]; nextCursor?: string }> {
  await memberOrNotFound(memberId);
  const cursor = keyCursor(query.cursor);
  const page = await readFromCursor(cursor, () => memberAuditPage(memberId, query.limit ?? DEFAULT_PAGE, cursor));
  const actorIds = [...new Set(page.data.map((entry) => entry.actorId))];
  const { data: actors } = actorIds.length
    ? await db.entities.profile.get(actorIds.map((userId) => ({ userId }))).go({ attributes: ['userId', 'name'] })
    : { data: [] };
  const names = new Map(actors.map((actor) => [actor.userId, actor.name]));
  const items = page.data.map((entry) => ({
    id: entry.auditId,
    actorId: entry.actorId,
    actorName: names.get(entry.actorId) ?? null,
    action: entry.action,
    targetId: entry.targetId,
    before: (entry.before ?? null) as AuditValue,
    after: (entry.after ?? null) as AuditValue,
    ...(entry.reason === undefined ? {} : { reason: entry.reason }),
    at: entry.at,
  }));
  return { items, ...(page.cursor ? { nextCursor: page.cursor } : {}) };
}

// --- points configuration ----------------------------------------------------------------------

export async function listPointsConfig(): Promise<{ items: PointsConfigItem[] }> {
  const rows = new Map((await loadPointsConfigRows()).map((row) => [row.activityType, row]));
  return {
    items: POINTS_ACTIVITIES.map((activityType) => {
      const row = rows.get(activityType);
      const defaults = DEFAULT_POINTS_CONFIG[activityType];
      return {
        activityType,
        label: row?.activityLabel ?? defaults.label,
        description: row?.description ?? defaults.description,
        pointsValue: row ? (row.isActive ? row.pointsValue : 0) : defaults.value,
        limit: storedLimit(activityType, row),
      };
    }),
  };
}

/**
 * Saves an activity's value (and makes it active) and/or its earning limit (null: none); awards follow
 * them (functions/data/settings.ts: the caching rule).
 */
export async function updatePointsConfig(activityType: PointsActivity, update: PointsConfigUpdate): Promise<PointsConfigItem> {
  const defaults = DEFAULT_POINTS_CONFIG[activityType];
  const { data: existing } = await db.entities.pointsConfig.get({ activityType }).go({ consistent: true });
  const limit = update.limit === undefined ? (existing?.limitPeriod ? storedLimit(activityType, existing) : undefined) : update.limit;
  await db.entities.pointsConfig
    .put({
      activityType,
      activityLabel: existing?.activityLabel ?? defaults.label,
      description: existing?.description ?? defaults.description,
      pointsValue: update.pointsValue ?? (existing ? (existing.isActive ? existing.pointsValue : 0) : defaults.value),
      isActive: true,
      // A limit never saved stays the default; a saved one (or its removal) is kept.
      ...(limit === undefined ? {} : limit === null ? { limitPeriod: 'none' as const } : { limitPoints: limit.points, limitPeriod: limit.period }),
    })
    .go();
  forgetPointsValues();
  return (await listPointsConfig()).items.find((item) => item.activityType === activityType)!;
}

// --- dashboard ---------------------------------------------------------------------------------

/** The six figures, each the sum of its counter's shards: one BatchGetItem, no scan. */
export function dashboard(): Promise<Dashboard> {
  return readCounters(['members', 'sessions', 'bookings', 'activeAssets', 'movies', 'pointsSpent']);
}
