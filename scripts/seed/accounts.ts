import { DEFAULT_POINTS_CONFIG, DEFAULT_TIER_THRESHOLDS, POINTS_ACTIVITIES, TIERS } from '../../shared/constants';
import { db } from '../../functions/data/service';
import { ensureProfile } from '../../functions/data/profiles';
import { isConditionFailure } from '../../functions/data/write-errors';
import { ensureUser, localIdentityClient, type CognitoIds, type LocalUser } from '../local/cognito';
import { DEMO_USERS } from '../local/demo-users';
import type { SeedContext, SeedUser } from './index';

/** The demo admin (in group `admin`), door staff (group `staff`) and member in the Cognito emulator, confirmed; existing ones are reused. */
export async function ensureDemoUsers(endpoint: string, ids: CognitoIds): Promise<SeedContext['users']> {
  const client = localIdentityClient(endpoint);
  try {
    const user = async (account: LocalUser): Promise<SeedUser> => ({ userId: await ensureUser(client, ids, account), email: account.email });
    return { admin: await user(DEMO_USERS.admin), staff: await user(DEMO_USERS.staff), member: await user(DEMO_USERS.member) };
  } finally {
    client.destroy();
  }
}

/** Runs a create; an item already there (an admin may have edited it) is left alone. */
async function createIfAbsent(create: () => Promise<unknown>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The demo profiles, and the points configuration and tier thresholds at their defaults where none
 * is stored. The demo member stands for a member who signed up: their profile comes with the welcome
 * bonus, once (the same path as a real sign-up); the demo admin and door staff get none.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  await ensureProfile({ userId: ctx.users.admin.userId, email: ctx.users.admin.email, name: DEMO_USERS.admin.name, role: 'admin' });
  await ensureProfile({ userId: ctx.users.staff.userId, email: ctx.users.staff.email, name: DEMO_USERS.staff.name, role: 'staff' });
  await ensureProfile({ userId: ctx.users.member.userId, email: ctx.users.member.email, name: DEMO_USERS.member.name, welcomeBonus: true });

  let created = 0;
  for (const activityType of POINTS_ACTIVITIES) {
    const { label, description, value } = DEFAULT_POINTS_CONFIG[activityType];
    const added = await createIfAbsent(() =>
      db.entities.pointsConfig.create({ activityType, activityLabel: label, description, pointsValue: value, isActive: true }).go(),
    );
    if (added) created++;
  }
  for (const tier of TIERS) {
    const added = await createIfAbsent(() => db.entities.tierThreshold.create({ tier, minLifetimePoints: DEFAULT_TIER_THRESHOLDS[tier] }).go());
    if (added) created++;
  }
  ctx.log(`accounts: demo admin, staff and member profiles; ${created} default setting(s) written`);
}
