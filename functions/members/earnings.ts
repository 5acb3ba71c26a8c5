import { DEFAULT_POINTS_CONFIG, POINTS_ACTIVITIES } from '../../shared/constants';
import { earningsBucket, limitResetsAt } from '../../shared/earning-limits';
import type { MyEarning } from '../../shared/schemas/earning-limits';
import { db } from '../data/service';
import { loadPointsConfigRows, storedLimit } from '../data/settings';

/**
 * The caller's earnings of this period against each activity's limit (My Account): one read of the
 * configuration and one batch read of the member's earnings items of the current periods.
 */
export async function myEarnings(userId: string, now = new Date()): Promise<{ items: MyEarning[] }> {
  const rows = new Map((await loadPointsConfigRows()).map((row) => [row.activityType, row]));
  const limited = POINTS_ACTIVITIES.flatMap((activity) => {
    const limit = storedLimit(activity, rows.get(activity));
    return limit ? [{ activity, limit, bucket: earningsBucket(limit, now) }] : [];
  });
  const { data } = limited.length
    ? await db.entities.earnings.get(limited.map(({ activity, bucket }) => ({ userId, activity, bucket }))).go()
    : { data: [] };
  const earned = new Map(data.map((item) => [`${item.activity} ${item.bucket}`, item.earned]));
  return {
    items: limited.map(({ activity, limit, bucket }) => ({
      activityType: activity,
      label: rows.get(activity)?.activityLabel ?? DEFAULT_POINTS_CONFIG[activity].label,
      earned: earned.get(`${activity} ${bucket}`) ?? 0,
      limit: limit.points,
      period: limit.period,
      resetsAt: limitResetsAt(limit.period, now).toISOString(),
    })),
  };
}
