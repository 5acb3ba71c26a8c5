import * as z from 'zod';
import { digits } from '../../schemas/input';
import { MEMBER_STATUSES, POINTS_ACTIVITIES, ROLES, TIERS } from '../../constants';
import { MEMBER_AUDIT_ACTIONS } from '../../members/audit';
import { MEMBER_SEARCH_MAX_LENGTH, MEMBER_SEARCH_MIN_LENGTH } from '../../members/search';
import { earningLimitSchema } from '../../schemas/earning-limits';
import { emailSchema, nameSchema, phoneSchema } from '../../schemas/profile';
import { defineRoutes } from '../route-spec';
import { adminIdParams, adminPageQuerySchema, pageOf } from './admin-common';
import { formatNumber } from '../../format-number';

/** Member Management's messages (docs/back-office.md, "Members and points"), word for word. */
export const MEMBER_MESSAGES = {
  nameAndEmailRequired: 'Name and email are required',
  passwordRequired: 'Please enter your admin password',
  wrongPassword: 'The password is not correct.',
  tooManyAttempts: 'Too many wrong passwords. Please try again later.',
  cannotDemoteSelf: 'You cannot remove your own admin role.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  reasonLength: 'Reason must be 3-500 characters',
  memberExists: 'A member with this email already exists.',
  initialPointsReason: 'Initial points on account creation',
} as const;

/** Initial points of an admin-added member: an integer, default 0 (docs/back-office.md, "Members and points"). */
export const INITIAL_POINTS_LIMIT = 100_000;

/** Wrong admin passwords allowed per admin per window before role changes are refused (docs/back-office.md, "Members and points"). */
export const ROLE_CHANGE_MAX_WRONG_PASSWORDS = 5;
export const ROLE_CHANGE_WINDOW_MINUTES = 15;

/** Name and e-mail: missing or blank says the spec's one message; otherwise their own rules. */
const requiredText = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z.string({ error: MEMBER_MESSAGES.nameAndEmailRequired }).trim().min(1, MEMBER_MESSAGES.nameAndEmailRequired).pipe(schema);

/** Add New Member: name and e-mail required, phone optional, initial points an integer >= 0 (default 0). */
export const newMemberSchema = z.object({
  name: requiredText(nameSchema),
  email: requiredText(emailSchema),
  phone: z.union([z.literal(''), phoneSchema]).nullable().optional(),
  initialPoints: z
    .number({ error: 'Initial points must be a whole number' })
    .int('Initial points must be a whole number')
    .min(0, 'Initial points cannot be negative')
    .max(INITIAL_POINTS_LIMIT, `Initial points must be at most ${formatNumber(INITIAL_POINTS_LIMIT)}`)
    .optional(),
});
export type NewMember = z.infer<typeof newMemberSchema>;

export const roleChangeSchema = z.object({
  role: z.enum(ROLES, { error: 'Role must be user, staff or admin' }),
  password: z.string({ error: MEMBER_MESSAGES.passwordRequired }).min(1, MEMBER_MESSAGES.passwordRequired).max(256),
});

/** Suspend or reinstate (docs/access.md): the reason, 3-500 characters, goes to the audit trail. */
export const statusChangeSchema = z.object({
  status: z.enum(MEMBER_STATUSES, { error: 'Status must be suspended or active' }),
  reason: z.string({ error: MEMBER_MESSAGES.reasonLength }).trim().min(3, MEMBER_MESSAGES.reasonLength).max(500, MEMBER_MESSAGES.reasonLength),
});

export const tierChangeSchema = z.object({ tier: z.enum(TIERS, { error: 'Tier must be bronze, silver, gold or platinum' }) });

export const adminMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The tier shown: the higher of the earned tier and the admin's. */
  tier: z.enum(TIERS),
  /** The tier an admin chose, if any. */
  grantedTier: z.enum(TIERS).nullable(),
  points: z.number().int(),
  lifetimePoints: z.number().int(),
  role: z.enum(ROLES),
  status: z.enum(MEMBER_STATUSES),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** One entry of a member's audit trail (docs/access.md): who changed what, from and to, and why. */
export const memberAuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  /** The acting admin's name now (null when their profile is gone). */
  actorName: z.string().nullable(),
  action: z.enum(MEMBER_AUDIT_ACTIONS),
  targetId: z.string(),
  /** The balance (points), the granted tier (null: none), the role or the status. */
  before: z.union([z.string(), z.number(), z.null()]),
  after: z.union([z.string(), z.number(), z.null()]),
  reason: z.string().optional(),
  at: z.string(),
});
export type MemberAuditEntry = z.infer<typeof memberAuditEntrySchema>;

export const memberListQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(MEMBER_SEARCH_MAX_LENGTH, `Search must be at most ${MEMBER_SEARCH_MAX_LENGTH} characters`)
    .refine((s) => s === '' || s.length >= MEMBER_SEARCH_MIN_LENGTH, `Type at least ${MEMBER_SEARCH_MIN_LENGTH} characters to search`)
    .optional(),
  cursor: z.string().trim().min(1).max(4000).optional(),
  limit: digits(z.number().int().min(1, 'limit must be 1-100').max(100, 'limit must be 1-100')).optional(),
});

export const pointsConfigItemSchema = z.object({
  activityType: z.enum(POINTS_ACTIVITIES),
  label: z.string(),
  description: z.string(),
  pointsValue: z.number().int(),
  /** The most one member may earn from the activity per UTC day or month; null: no limit. */
  limit: earningLimitSchema.nullable(),
});
export type PointsConfigItem = z.infer<typeof pointsConfigItemSchema>;

const POINTS_VALUE_MAX = 100_000;

/** A points value: an integer of at least 0 (docs/back-office.md, "Members and points"). */
export const pointsValueSchema = z.object({
  pointsValue: z
    .number({ error: 'Points must be a whole number of at least 0' })
    .int('Points must be a whole number of at least 0')
    .min(0, 'Points must be a whole number of at least 0')
    .max(POINTS_VALUE_MAX, `Points must be at most ${formatNumber(POINTS_VALUE_MAX)}`),
});

/** A Points Configuration save: the points value, the earning limit (null removes it), or both. */
export const pointsConfigUpdateSchema = z
  .object({
    pointsValue: pointsValueSchema.shape.pointsValue.optional(),
    limit: earningLimitSchema.nullable().optional(),
  })
  .strict()
  .refine((body) => body.pointsValue !== undefined || body.limit !== undefined, 'Give a points value, a limit, or both');
export type PointsConfigUpdate = z.infer<typeof pointsConfigUpdateSchema>;

export const dashboardSchema = z.object({
  members: z.number().int(),
  sessions: z.number().int(),
  /** Booked seats. */
  bookings: z.number().int(),
  activeAssets: z.number().int(),
  movies: z.number().int(),
  /** The positive sum of every negative ledger delta. */
  pointsSpent: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const memberParams = adminIdParams;

export const adminMembersRoutes = defineRoutes({
  listAdminMembers: {
    method: 'GET',
    path: '/api/admin/members',
    domain: 'members',
    auth: 'admin',
    summary: 'Members newest first, or those whose name (any word on) or e-mail starts with `search` (2+ characters), a page at a time',
    query: memberListQuerySchema,
    response: pageOf(adminMemberSchema),
  },
  createMember: {
    method: 'POST',
    path: '/api/admin/members',
    domain: 'members',
    auth: 'admin',
    errors: ['MEMBER_EXISTS'],
    summary: 'Add a member: a Cognito user (Cognito sends a temporary password), the profile and positive initial points as a ledger credit; 409 MEMBER_EXISTS',
    body: newMemberSchema,
    response: adminMemberSchema,
    status: 201,
  },
  updateMemberRole: {
    method: 'PUT',
    path: '/api/admin/members/{id}/role',
    domain: 'members',
    auth: 'admin',
    errors: ['CANNOT_DEMOTE_SELF', 'TOO_MANY_ATTEMPTS', 'WRONG_PASSWORD', 'NOT_FOUND'],
    summary:
      "Change a member's role (user, staff or admin) after verifying the acting admin's password with Cognito (403 WRONG_PASSWORD; 429 TOO_MANY_ATTEMPTS after 5 wrong ones in 15 minutes); takes effect at the member's next request, with an audit entry; the member is signed out everywhere",
    params: memberParams,
    body: roleChangeSchema,
    response: adminMemberSchema,
  },
  updateMemberStatus: {
    method: 'PUT',
    path: '/api/admin/members/{id}/status',
    domain: 'members',
    auth: 'admin',
    errors: ['CANNOT_SUSPEND_SELF', 'NOT_FOUND'],
    summary:
      'Suspend a member (their Cognito user disabled and signed out everywhere, every token of theirs refused with 403 ACCOUNT_SUSPENDED; points and bookings kept) or reinstate them, with a reason (3-500 characters) in the audit trail; 409 CANNOT_SUSPEND_SELF',
    params: memberParams,
    body: statusChangeSchema,
    response: adminMemberSchema,
  },
  listMemberAudit: {
    method: 'GET',
    path: '/api/admin/members/{id}/audit',
    domain: 'members',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: "A member's audit trail (points, tier, role and status changes by admins), newest first, a page at a time",
    params: memberParams,
    query: adminPageQuerySchema,
    response: pageOf(memberAuditEntrySchema),
  },
  updateMemberTier: {
    method: 'PUT',
    path: '/api/admin/members/{id}/tier',
    domain: 'members',
    auth: 'admin',
    errors: ['NOT_FOUND'],
    summary: "Grant a member a tier (the tier shown is the higher of it and the one their lifetime points earn), with an audit entry",
    params: memberParams,
    body: tierChangeSchema,
    response: adminMemberSchema,
  },
  listPointsConfig: {
    method: 'GET',
    path: '/api/admin/points-config',
    domain: 'members',
    auth: 'admin',
    summary: 'Every activity with its points value and its earning limit per member (Points Configuration)',
    response: z.object({ items: z.array(pointsConfigItemSchema) }),
  },
  updatePointsConfig: {
    method: 'PUT',
    path: '/api/admin/points-config/{activityType}',
    domain: 'members',
    auth: 'admin',
    summary: "Set an activity's points value (an integer >= 0) and/or its earning limit ({points, period: day|month}, null for none); the next award uses them",
    params: z.object({ activityType: z.enum(POINTS_ACTIVITIES, { error: 'Unknown activity' }) }),
    body: pointsConfigUpdateSchema,
    response: pointsConfigItemSchema,
  },
  getAdminDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    domain: 'members',
    auth: 'admin',
    summary: 'The six dashboard figures, read from their counters in one batch read',
    response: dashboardSchema,
  },
});
