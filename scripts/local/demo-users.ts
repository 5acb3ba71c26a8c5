import type { LocalUser } from './cognito';

/** The demo accounts `npm start` creates and prints (local emulator only; never a deployed stage). */
export const DEMO_USERS = {
  admin: { email: 'admin@cinema.local', password: 'CinemaAdmin1!', name: 'Cinema Admin', role: 'admin' },
  staff: { email: 'staff@cinema.local', password: 'CinemaStaff1!', name: 'Door Staff', role: 'staff' },
  member: { email: 'member@cinema.local', password: 'CinemaMember1!', name: 'Demo Member' },
} as const satisfies Record<string, LocalUser>;
