/** What an audit entry records (docs/access.md): the admin writes that touch a member. */
export const MEMBER_AUDIT_ACTIONS = ['points', 'tier', 'role', 'status'] as const;
export type MemberAuditAction = (typeof MEMBER_AUDIT_ACTIONS)[number];
