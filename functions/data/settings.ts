import { DEFAULT_POINTS_CONFIG, DEFAULT_TIER_THRESHOLDS, POINTS_ACTIVITIES, type PointsActivity } from '../../shared/constants';
import type { TierThresholds } from '../../shared/tiers';
import { db } from './service';
import type { TransactionEntities, TransactionWrite } from './transactions';

/**
 * The caching rule: every award pays the points value current when it commits, so a value an admin
 * saves applies to the very next award in every Lambda, however warm. Awards read the values afresh
 * (a consistent read of one small partition), except an answer, which pays from the values this
 * container remembers and checks in its own transaction that the activity's row is unchanged
 * (`pointsValueUnchanged`; a changed one fails the transaction, which is then planned again from a
 * fresh read). Values only shown (a question's "worth 20 pts") may be up to SHOWN_VALUES_MAX_AGE_MS
 * old, as GET /api/settings is cached for 60 s. Tier thresholds, which no route edits, are kept by a
 * warm Lambda for up to this long.
 */
const THRESHOLDS_CACHE_MS = 30_000;
/** How old the remembered points values may be where they are shown, never paid. */
const SHOWN_VALUES_MAX_AGE_MS = 30_000;
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

type PointsConfigRow = Awaited<ReturnType<typeof loadPointsConfigRows>>[number];

/** The points each activity awards by these rows: the stored values, defaults for activities not stored, 0 for inactive ones. */
function pointsValuesOf(rows: PointsConfigRow[]): Record<PointsActivity, number> {
  const points = Object.fromEntries(POINTS_ACTIVITIES.map((a) => [a, DEFAULT_POINTS_CONFIG[a].value])) as Record<PointsActivity, number>;
  for (const row of rows) points[row.activityType] = row.isActive ? row.pointsValue : 0;
  return points;
}

/** The points each activity awards now (read afresh). */
export async function loadPointsValues(): Promise<Record<PointsActivity, number>> {
  return pointsValuesOf(await loadPointsConfigRows());
}

/** The points configuration as read: each activity's value and the rows it came from. */
export interface PointsConfig {
  points: Record<PointsActivity, number>;
  rows: PointsConfigRow[];
}

let remembered: { at: number; config: Promise<PointsConfig> } | undefined;

/**
 * The points configuration as this container last read it (read now when it has none, when `fresh`, or
 * when it is older than `maxAgeMs`). For an award only when its transaction carries
 * `pointsValueUnchanged` for the activity it pays.
 */
export function rememberedPointsConfig({ fresh = false, maxAgeMs = Infinity } = {}): Promise<PointsConfig> {
  if (fresh || !remembered || Date.now() - remembered.at > maxAgeMs) {
    const config = loadPointsConfigRows().then((rows) => ({ points: pointsValuesOf(rows), rows }));
    const read = { at: Date.now(), config };
    // A failed read is not remembered.
    config.catch(() => {
      if (remembered === read) remembered = undefined;
    });
    remembered = read;
  }
  return remembered.config;
}

/** The points values to show (never to pay): remembered, at most SHOWN_VALUES_MAX_AGE_MS old. */
export async function shownPointsValues(): Promise<Record<PointsActivity, number>> {
  return (await rememberedPointsConfig({ maxAgeMs: SHOWN_VALUES_MAX_AGE_MS })).points;
}

/** Forgets this container's copy (an admin saved a value here; other containers' copies age out or fail their checks). */
export function forgetPointsConfig(): void {
  remembered = undefined;
}

/**
 * A condition check, for the transaction of an award paid from `config`, that the activity's row is
 * still what it was read as (same value and active state, or still absent, the default applying): the
 * award then commits only while it pays the current value.
 */
export function pointsValueUnchanged(entities: TransactionEntities, activityType: PointsActivity, config: PointsConfig): TransactionWrite<'pointsValue'> {
  const row = config.rows.find((r) => r.activityType === activityType);
  return {
    role: 'pointsValue',
    item: entities.pointsConfig
      .check({ activityType })
      .where((attr, op) => (row ? `${op.eq(attr.pointsValue, row.pointsValue)} AND ${op.eq(attr.isActive, row.isActive)}` : op.notExists(attr.pointsValue)))
      .commit(),
  };
}

/** The tier thresholds and points per activity (points always current, thresholds cached). */
export async function loadSettings(now = Date.now()) {
  const [thresholds, points] = await Promise.all([loadTierThresholds(now), loadPointsValues()]);
  return { thresholds, points };
}
