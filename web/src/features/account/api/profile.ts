import type { ProfileUpdate } from '@shared/schemas/profile';
import { api } from '../../../lib/api-client';

/** PATCH /api/me: the member's own name, email, phone or profile photo. */
export const updateProfile = (update: ProfileUpdate) => api('updateMe', { body: update });
