import { MEMBER_MESSAGES, type AdminMember, type Dashboard, type NewMember, type PointsConfigItem, type PointsConfigUpdate } from '../../shared/api/routes/admin-members';
import { DEFAULT_POINTS_CONFIG, POINTS_ACTIVITIES, type PointsActivity, type Role, type Tier } from '../../shared/constants';
import { AppError, conflict, notFound } from '../../shared/errors';
import { asTier, effectiveTier } from '../../shared/tiers';
import { createUser, setAdminGroup, signOutEverywhere, verifyPassword } from '../adapters/cognito-admin';
import { readCounters } from '../data/counters';
import { profileMatches, searchMemberIds } from '../data/member-search';
import { ensureProfile, getProfile, type ProfileItem } from '../data/profiles';
import { db } from '../data/service';
import { forgetPointsValues, loadPointsConfigRows, loadTierThresholds, storedLimit } from '../data/settings';
import { isConditionFailure } from '../data/transactions';
import type { Caller } from '../lib/caller';
import { releaseAttempt, reserveAttempt } from './password-attempts';

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
interface ListCursor {
  month: string;
  cursor?: string;
}
const encodeCursor = (cursor: ListCursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
function decodeCursor(text: string): ListCursor {
  try {
    const cursor = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as ListCursor;
    if (!/^\d{4}-\d{2}$/.test(cursor.month)) throw new Error('bad cursor');
    return cursor;
  } catch {
    throw new AppError(400, 'VALIDATION_ERROR', 'Invalid cursor');
  }
}
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
  let at: ListCursor = cursorText ? decodeCursor(cursorText) : { month: new Date().toISOString().slice(0, 7) };
  const items: ProfileItem[] = [];
  while (items.length < limit && at.month >= FIRST_MONTH) {
    const page: { data: ProfileItem[]; cursor: string | null } = await db.entities.profile.query
      .allByCreated({ createdMonth: at.month })
      .go({ order: 'desc', limit: limit - items.length, cursor: at.cursor ?? null });
    items.push(...page.data);
    at = page.cursor ? { month: at.month, cursor: page.cursor } : { month: previousMonth(at.month) };
  }
  return { items: items.map(toAdminMember), ...(at.month >= FIRST_MONTH ? { nextCursor: encodeCursor(at) } : {}) };
}

/** Members whose name (from any word on) or e-mail starts with the search: one query of the search index, then their profiles. */
async function searchedMembers(search: string, limit: number, cursor?: string) {
  let page;
  try {
    page = await searchMemberIds(search, limit, cursor);
  } catch (error) {
    if (cursor && (error as Error).name === 'ElectroError') throw new AppError(400, 'VALIDATION_ERROR', 'Invalid cursor');
    throw error;
  }
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
 * bonus: the admin chose what the member starts with (DESIGN §5).
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

/**
 * Update User Role (DESIGN §5): the acting admin's own password is checked by Cognito (named by the
 * caller's sub from the verified token, never by anything in the request), at most 5 wrong ones per
 * 15 minutes; then the `admin` group changes, the member is signed out everywhere (their next token
 * carries the new role) and the role is mirrored on the profile. An admin never demotes themselves.
 */
export async function changeRole(caller: Caller, memberId: string, role: Role, password: string): Promise<AdminMember> {
  if (memberId === caller.userId && role !== 'admin') throw conflict('CANNOT_DEMOTE_SELF', MEMBER_MESSAGES.cannotDemoteSelf);
  const window = await reserveAttempt(caller.userId);
  if (!(await verifyPassword(caller.userId, password))) throw new AppError(403, 'WRONG_PASSWORD', MEMBER_MESSAGES.wrongPassword);
  await releaseAttempt(caller.userId, window);

  await memberOrNotFound(memberId);
  await setAdminGroup(memberId, role === 'admin');
  await signOutEverywhere(memberId);
  await db.entities.profile.patch({ userId: memberId }).set({ role }).go();
  return toAdminMember(await memberOrNotFound(memberId));
}

const MAX_TIER_ATTEMPTS = 10;

/** Grants a tier: the tier shown becomes the higher of it and the earned one, conditioned on the balance read (the ledger works the tier out from both). */
export async function grantTier(memberId: string, grantedTier: Tier): Promise<AdminMember> {
  const thresholds = await loadTierThresholds();
  for (let attempt = 1; ; attempt++) {
    const profile = await memberOrNotFound(memberId);
    try {
      await db.entities.profile
        .patch({ userId: memberId })
        .set({ grantedTier, tier: effectiveTier(profile.lifetimePoints, grantedTier, thresholds) })
        .where((attr, op) => op.eq(attr.revision, profile.revision))
        .go();
      return toAdminMember(await memberOrNotFound(memberId));
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= MAX_TIER_ATTEMPTS) throw error;
    }
  }
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
