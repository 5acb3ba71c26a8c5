import type { Profile } from '../../shared/schemas/profile';
import { asTier } from '../../shared/tiers';
import type { ProfileItem } from '../data/entities/profile';

/** The API's view of a profile (docs/api.md, "Paths and bodies"). */
export function toProfile(item: ProfileItem): Profile {
  return {
    id: item.userId,
    name: item.name,
    email: item.email,
    role: item.role,
    points: item.points,
    lifetimePoints: item.lifetimePoints,
    tier: asTier(item.tier),
    profilePhoto: item.profilePhoto,
    phone: item.phone ?? null,
    referralCode: item.referralCode,
    bandId: item.bandId ?? null,
    // A switch never set is on (docs/mail.md, "Preferences").
    preferences: { emailNotifications: item.preferences?.emailNotifications ?? true, sessionReminders: item.preferences?.sessionReminders ?? true },
    createdAt: item.createdAt,
  };
}
