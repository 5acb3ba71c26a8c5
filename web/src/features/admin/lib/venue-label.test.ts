import { describe, expect, it } from 'vitest';
import { venueLabels } from './venue-label';

const venue = (id: string, name: string, location: string, address: string | null = null) => ({ id, name, location, address });

describe('venueLabels', () => {
  it('names every venue with its location, so two of one name read apart', () => {
    const labels = venueLabels([venue('a', 'Grand Cinema', 'Downtown'), venue('b', 'Grand Cinema', 'Riverside'), venue('c', 'Odeon', 'Old Town')]);
    expect([...labels.values()]).toEqual(['Grand Cinema · Downtown', 'Grand Cinema · Riverside', 'Odeon · Old Town']);
  });

  it('adds the address only where another venue has the same name and location (letter case aside)', () => {
    const labels = venueLabels([
      venue('a', 'Grand Cinema', 'Downtown', '1 Main Street'),
      venue('b', 'grand cinema', 'Downtown', '9 Dock Road'),
      venue('c', 'Odeon', 'Downtown', '5 Elm Street'),
    ]);
    expect(labels.get('a')).toBe('Grand Cinema · Downtown · 1 Main Street');
    expect(labels.get('b')).toBe('grand cinema · Downtown · 9 Dock Road');
    expect(labels.get('c')).toBe('Odeon · Downtown');
  });

  it('keeps name and location for a twin without an address (nothing else on it tells them apart)', () => {
    const labels = venueLabels([venue('a', 'Grand Cinema', 'Downtown'), venue('b', 'Grand Cinema', 'Downtown', '9 Dock Road')]);
    expect(labels.get('a')).toBe('Grand Cinema · Downtown');
    expect(labels.get('b')).toBe('Grand Cinema · Downtown · 9 Dock Road');
  });
});
