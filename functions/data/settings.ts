import { DEFAULT_POINTS_CONFIG, DEFAULT_TIER_THRESHOLDS, POINTS_ACTIVITIES, type PointsActivity } from '../../shared/constants';
import type { TierThresholds } from '../../shared/tiers';
import { db } from './service';

/** Settings change rarely; a warm Lambda re-reads them at most this often. */
const CACHE_MS = 30_000;
let cached: { at: number; thresholds: TierThresholds; points: Record<PointsActivity, number> } | undefined;

/** The tier thresholds and points per activity, defaults filled in for anything not yet stored. */
export async function loadSettings(now = Date.now()) {
  if (cached && now - cached.at < CACHE_MS) return cached;
  const [tiers, activities] = await Promise.all([
    db.entities.tierThreshold.query.byTier({}).go({ pages: 'all' }),
    db.entities.pointsConfig.query.byActivity({}).go({ pages: 'all' }),
  ]);
  const thresholds = { ...DEFAULT_TIER_THRESHOLDS };
  for (const row of tiers.data) thresholds[row.tier] = row.minLifetimePoints;
  const points = Object.fromEntries(POINTS_ACTIVITIES.map((a) => [a, DEFAULT_POINTS_CONFIG[a].value])) as Record<PointsActivity, number>;
  for (const row of activities.data) points[row.activityType] = row.isActive ? row.pointsValue : 0;
  cached = { at: now, thresholds, points };
  return cached;
}
