import type { ProfileUpdate } from '@shared/schemas/profile';
import { api } from '../../../lib/api-client';

/** PATCH /api/me: the member's own name, phone or profile photo. */
export const updateProfile = (update: ProfileUpdate) => api('updateMe', { body: update });

/** PUT /api/me/email: the profile takes the e-mail address Cognito has verified. */
export const adoptVerifiedEmail = () => api('adoptMyVerifiedEmail');
