import { DEFAULT_POINTS_CONFIG, DEFAULT_TIER_THRESHOLDS, POINTS_ACTIVITIES, type PointsActivity } from '../../shared/constants';
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

/** The points each activity awards now: the stored values, defaults for activities not stored, 0 for inactive ones. */
export async function loadPointsValues(): Promise<Record<PointsActivity, number>> {
  const points = Object.fromEntries(POINTS_ACTIVITIES.map((a) => [a, DEFAULT_POINTS_CONFIG[a].value])) as Record<PointsActivity, number>;
  for (const row of await loadPointsConfigRows()) points[row.activityType] = row.isActive ? row.pointsValue : 0;
  return points;
}

let remembered: { at: number; values: Promise<Record<PointsActivity, number>> } | undefined;

/** The points values as this container read them at most POINTS_VALUES_CACHE_MS ago (see the caching rule above). */
export function rememberedPointsValues(): Promise<Record<PointsActivity, number>> {
  if (!remembered || Date.now() - remembered.at > POINTS_VALUES_CACHE_MS) {
    const read = { at: Date.now(), values: loadPointsValues() };
    // A failed read is not remembered.
    read.values.catch(() => {
      if (remembered === read) remembered = undefined;
    });
    remembered = read;
  }
  return remembered.values;
}

/** Forgets this process's copy (an admin saved a value here; copies elsewhere age out). */
export function forgetPointsValues(): void {
  remembered = undefined;
}

/** The tier thresholds and points per activity (points always current, thresholds cached). */
export async function loadSettings(now = Date.now()) {
  const [thresholds, points] = await Promise.all([loadTierThresholds(now), loadPointsValues()]);
  return { thresholds, points };
}
