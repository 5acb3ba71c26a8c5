import type { Profile, ProfileUpdate } from '@shared/schemas/profile';
import { apiFetch } from '../../../lib/api-client';

/** PATCH /api/me: the member's own name, phone or profile photo. */
export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiFetch<Profile>('/api/me', { method: 'PATCH', body: update });
}

/** PUT /api/me/email: the profile takes the e-mail address Cognito has verified. */
export function adoptVerifiedEmail(): Promise<Profile> {
  return apiFetch<Profile>('/api/me/email', { method: 'PUT' });
}
