import { ADMIN_GROUP, STAFF_GROUP, type Role } from '../constants';

/** The Cognito group of each role above `user` (a plain member is in none). */
export const ROLE_GROUPS = { staff: STAFF_GROUP, admin: ADMIN_GROUP } as const satisfies Record<Exclude<Role, 'user'>, string>;

const RANK: Record<Role, number> = { user: 0, staff: 1, admin: 2 };

/** The role a token's groups give: the highest of them (a user in both groups is an admin). */
export function roleOfGroups(groups: readonly string[]): Role {
  if (groups.includes(ROLE_GROUPS.admin)) return 'admin';
  if (groups.includes(ROLE_GROUPS.staff)) return 'staff';
  return 'user';
}

/** Whether `role` has at least the access of `required` (admins do what staff do). */
export const hasRole = (role: Role, required: Role) => RANK[role] >= RANK[required];

export const ROLE_LABELS: Record<Role, string> = { user: 'User', staff: 'Staff', admin: 'Admin' };

/** Whether moving from `from` to `to` takes access away (a demotion). */
export const isDemotion = (from: Role, to: Role) => RANK[to] < RANK[from];
