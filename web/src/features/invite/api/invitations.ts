import { DEFAULT_POINTS_CONFIG } from '@shared/constants';
import type { InvitationInput } from '@shared/schemas/invitation';
import { api, apiKey } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';

export const invitationsKey = apiKey('listMyInvitations');

/** The member's invitations, newest first, with the stats cards' figures. */
export const useInvitations = () => useApi(invitationsKey);

/** What a friend and the inviter earn (the points configuration; its defaults until it has loaded). */
export function useReferralPoints() {
  const { data } = useApi(apiKey('getSettings'));
  return {
    friend: data?.pointsValues.referral_friend ?? DEFAULT_POINTS_CONFIG.referral_friend.value,
    inviter: data?.pointsValues.referral_inviter ?? DEFAULT_POINTS_CONFIG.referral_inviter.value,
  };
}

export const sendInvitation = (body: InvitationInput) => api('sendInvitation', { body });

export const resendInvitation = (id: string) => api('resendInvitation', { params: { id } });
