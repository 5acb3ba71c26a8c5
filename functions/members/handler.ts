import { membersRoutes } from '../../shared/api/routes/members';
import { invitationsRoutes } from '../../shared/api/routes/invitations';
import { adminMembersRoutes } from '../../shared/api/routes/admin-members';
import { loadSettings } from '../data/settings';
import { domainHandler, HttpResponse } from '../lib/handler';
import { addMember, changeRole, changeStatus, dashboard, grantTier, listMemberAudit, listMembers, listPointsConfig, updatePointsConfig } from './admin-members';
import { pairBand } from './band';
import { myEarnings } from './earnings';
import { listInvitations, resendInvitation, sendInvitation } from './invitations';
import { adoptVerifiedEmail, loadOwnProfile, updateOwnProfile } from './me';
import { adjustPoints, pointsHistoryPage } from './points';
import { toProfile } from './profiles';
import { claimReferral } from './referral';
import { memberStats } from './stats';
import { unsubscribe } from './unsubscribe';

export const handler = domainHandler('members', { ...membersRoutes, ...invitationsRoutes, ...adminMembersRoutes }, {
  getSettings: async () => {
    const { thresholds, points } = await loadSettings();
    // Settings change rarely: browsers may keep them for a minute.
    return new HttpResponse(200, { tierThresholds: thresholds, pointsValues: points }, { 'cache-control': 'public, max-age=60' });
  },
  getMe: async ({ caller }) => toProfile(await loadOwnProfile(caller)),
  updateMe: async ({ caller, body }) => updateOwnProfile(caller, body),
  unsubscribe: async ({ query }) => unsubscribe(query.token),
  adoptMyVerifiedEmail: async ({ caller }) => adoptVerifiedEmail(caller),
  getMyPointsHistory: async ({ caller, query }) => pointsHistoryPage(caller.userId, query.cursor, query.limit),
  getMyStats: async ({ caller }) => memberStats(caller.userId),
  getMyEarnings: async ({ caller }) => myEarnings(caller.userId),
  pairMyBand: async ({ caller, body }) => pairBand(caller, body.bandId),
  listMyInvitations: async ({ caller }) => listInvitations(caller.userId),
  sendInvitation: async ({ caller, body }) => sendInvitation(caller, body),
  resendInvitation: async ({ caller, params }) => resendInvitation(caller.userId, params.id),
  claimReferral: async ({ caller, body }) => claimReferral(caller, body.code),
  adjustMemberPoints: async ({ caller, params, body }) => adjustPoints(params.id, body, caller.userId),
  listAdminMembers: async ({ query }) => listMembers(query),
  createMember: async ({ caller, body }) => addMember(body, caller.userId),
  updateMemberRole: async ({ caller, params, body }) => changeRole(caller, params.id, body.role, body.password),
  updateMemberTier: async ({ caller, params, body }) => grantTier(caller.userId, params.id, body.tier),
  updateMemberStatus: async ({ caller, params, body }) => changeStatus(caller, params.id, body.status, body.reason),
  listMemberAudit: async ({ params, query }) => listMemberAudit(params.id, query),
  listPointsConfig: async () => listPointsConfig(),
  updatePointsConfig: async ({ params, body }) => updatePointsConfig(params.activityType, body),
  getAdminDashboard: async () => dashboard(),
});
