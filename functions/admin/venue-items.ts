import { notFound } from '../../shared/errors';
import { db } from '../data/service';
import type { ScreenItem } from '../data/entities/screen';
import type { VenueItem } from '../data/entities/venue';

/** The venue and screen items as the back office reads them (404 for an unknown id). */

export async function getVenueItem(venueId: string): Promise<VenueItem> {
  const { data } = await db.entities.venue.get({ venueId }).go({ consistent: true });
  if (!data) throw notFound('Venue');
  return data;
}

export async function getScreenItem(screenId: string): Promise<ScreenItem> {
  const { data } = await db.entities.screen.get({ screenId }).go({ consistent: true });
  if (!data) throw notFound('Screen');
  return data;
}

export async function venueScreens(venueId: string): Promise<ScreenItem[]> {
  const { data } = await db.entities.screen.query.byVenue({ venueId }).go({ pages: 'all' });
  return data;
}

export async function allVenues(): Promise<VenueItem[]> {
  const { data } = await db.entities.venue.query.allByName({}).go({ pages: 'all' });
  return data;
}
