import type { InvitationInput } from '@shared/schemas/invitation';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const invitationsKey = apiKey('listMyInvitations');

/** The member's invitations, newest first, with the stats cards' figures. */
export const useInvitations = () => useApi(invitationsKey);

/**
 * What a friend and the inviter earn (the points configuration), undefined until it has loaded. (Not
 * the constants' defaults: using them here would put them in the chunk every visitor's first page loads.)
 */
export function useReferralPoints(): { friend?: number; inviter?: number } {
  const { data } = useApi(apiKey('getSettings'));
  return { friend: data?.pointsValues.referral_friend, inviter: data?.pointsValues.referral_inviter };
}

export const sendInvitation = (body: InvitationInput) => api('sendInvitation', { body });

export const resendInvitation = (id: string) => api('resendInvitation', { params: { id } });
