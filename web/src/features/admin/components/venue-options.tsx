import type { AdminVenue } from '@shared/api/routes/admin-venues';
import { useMemo } from 'react';
import { venueLabels } from '../lib/venue-label';

/** A venue select's options, one per venue, labelled so that two of one name read apart (`venueLabels`). */
export function VenueOptions({ venues }: { venues: readonly AdminVenue[] }) {
  const labels = useMemo(() => venueLabels(venues), [venues]);
  return venues.map((venue) => (
    <option key={venue.id} value={venue.id}>
      {labels.get(venue.id)}
    </option>
  ));
}
