import type { AdminVenue } from '@shared/api/routes/admin-venues';

type NamedVenue = Pick<AdminVenue, 'id' | 'name' | 'location' | 'address'>;

const sameText = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Each venue's label where the back office offers venues to pick (the Sessions filter, the session and
 * screen forms), so two of one name are told apart: "name · location" always, and the address after it
 * when another venue in the list has the same name and location too.
 */
export function venueLabels(venues: readonly NamedVenue[]): Map<string, string> {
  return new Map(
    venues.map((venue) => {
      const label = `${venue.name} · ${venue.location}`;
      const twin = venues.some((other) => other.id !== venue.id && sameText(other.name, venue.name) && sameText(other.location, venue.location));
      return [venue.id, twin && venue.address ? `${label} · ${venue.address}` : label];
    }),
  );
}
