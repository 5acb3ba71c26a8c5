/**
 * What the app keeps in localStorage for one member (for offline use) lives under keys namespaced by
 * their user id, so signing out can remove all of it: on a shared device the next person must not
 * find the last member's tickets.
 */
const memberPrefix = (userId: string) => `cinema.member.${userId}.`;

export const memberKey = (userId: string, name: string) => `${memberPrefix(userId)}${name}`;

/** Removes every key of the member. */
export function forgetMember(userId: string): void {
  const prefix = memberPrefix(userId);
  try {
    // Collected first: removing items while walking localStorage shifts the indexes.
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(prefix)) localStorage.removeItem(key);
  } catch (error) {
    // Storage can be unavailable (blocked, private mode); sign-out must go on regardless.
    console.error('Could not remove the member data kept on this device', error);
  }
}
