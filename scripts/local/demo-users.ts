import type { LocalUser } from './cognito';

/** The demo accounts `npm start` creates and prints (local emulator only; never a deployed stage). */
export const DEMO_USERS = {
  admin: { email: 'admin@cinema.local', password: 'CinemaAdmin1!', name: 'Cinema Admin', admin: true },
  member: { email: 'member@cinema.local', password: 'CinemaMember1!', name: 'Demo Member' },
} as const satisfies Record<string, LocalUser>;
