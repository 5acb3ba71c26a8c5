import { DEFAULT_POINTS_CONFIG, DEFAULT_TIER_THRESHOLDS, POINTS_ACTIVITIES, type PointsActivity } from '../../shared/constants';
import { DEFAULT_EARNING_LIMITS, type EarningLimit } from '../../shared/earning-limits';
import type { TierThresholds } from '../../shared/tiers';
import { db } from './service';

/**
 * The caching rule: points values are read afresh (a consistent read of one small partition) by every
 * award, so a value an admin saves applies to the very next award in every Lambda, however warm;
 * except answers, the busiest award, which pay (and questions show) the values as the container read
 * them at most POINTS_VALUES_CACHE_MS ago (`rememberedPointsValues`; a save forgets the copy of the
 * process it runs in, which locally, one process for every domain, makes it apply at once). Tier
 * thresholds, which no route edits, are kept by a warm Lambda for up to THRESHOLDS_CACHE_MS.
 */
const THRESHOLDS_CACHE_MS = 30_000;
const POINTS_VALUES_CACHE_MS = 10_000;
let cachedThresholds: { at: number; thresholds: TierThresholds } | undefined;

/** The tier threshold table, defaults filled in for tiers not stored (cached, see above). */
export async function loadTierThresholds(now = Date.now()): Promise<TierThresholds> {
  if (cachedThresholds && now - cachedThresholds.at < THRESHOLDS_CACHE_MS) return cachedThresholds.thresholds;
  const { data } = await db.entities.tierThreshold.query.byTier({}).go({ pages: 'all' });
  const thresholds = { ...DEFAULT_TIER_THRESHOLDS };
  for (const row of data) thresholds[row.tier] = row.minLifetimePoints;
  cachedThresholds = { at: now, thresholds };
  return thresholds;
}

/** Every activity's stored configuration row (Points Configuration), read consistently. */
export async function loadPointsConfigRows() {
  const { data } = await db.entities.pointsConfig.query.byActivity({}).go({ pages: 'all', consistent: true });
  return data;
}

/** What each activity pays and the most a member may earn from it per day or month. */
export interface PointsRules {
  points: Record<PointsActivity, number>;
  limits: Record<PointsActivity, EarningLimit | null>;
}

type PointsConfigRow = Awaited<ReturnType<typeof loadPointsConfigRows>>[number];

/** An activity's earning limit as stored: the default when none was saved, none when an admin removed it. */
export function storedLimit(activity: PointsActivity, row: PointsConfigRow | undefined): EarningLimit | null {
  if (!row?.limitPeriod) return DEFAULT_EARNING_LIMITS[activity];
  return row.limitPeriod === 'none' ? null : { points: row.limitPoints ?? 0, period: row.limitPeriod };
}

/** The points each activity awards now (defaults for activities not stored, 0 for inactive ones) and their limits. */
export async function loadPointsRules(): Promise<PointsRules> {
  const rows = new Map((await loadPointsConfigRows()).map((row) => [row.activityType, row]));
  const entries = POINTS_ACTIVITIES.map((activity) => {
    const row = rows.get(activity);
    return [activity, row ? (row.isActive ? row.pointsValue : 0) : DEFAULT_POINTS_CONFIG[activity].value, storedLimit(activity, row)] as const;
  });
  return {
    points: Object.fromEntries(entries.map(([activity, points]) => [activity, points])) as PointsRules['points'],
    limits: Object.fromEntries(entries.map(([activity, , limit]) => [activity, limit])) as PointsRules['limits'],
  };
}

/** The points each activity awards now. */
export async function loadPointsValues(): Promise<Record<PointsActivity, number>> {
  return (await loadPointsRules()).points;
}

let remembered: { at: number; rules: Promise<PointsRules> } | undefined;

/** The points values and limits as this container read them at most POINTS_VALUES_CACHE_MS ago (see the caching rule above). */
export function rememberedPointsRules(): Promise<PointsRules> {
  if (!remembered || Date.now() - remembered.at > POINTS_VALUES_CACHE_MS) {
    const read = { at: Date.now(), rules: loadPointsRules() };
    // A failed read is not remembered.
    read.rules.catch(() => {
      if (remembered === read) remembered = undefined;
    });
    remembered = read;
  }
  return remembered.rules;
}

/** The points values as this container read them at most POINTS_VALUES_CACHE_MS ago. */
export async function rememberedPointsValues(): Promise<Record<PointsActivity, number>> {
  return (await rememberedPointsRules()).points;
}

/** Forgets this process's copy (an admin saved a value here; copies elsewhere age out). */
export function forgetPointsValues(): void {
  remembered = undefined;
}

/** The tier thresholds and points per activity (points always current, thresholds cached). */
export async function loadSettings(now = Date.now()) {
  const [thresholds, rules] = await Promise.all([loadTierThresholds(now), loadPointsRules()]);
  return { thresholds, ...rules };
}
