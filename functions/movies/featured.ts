import type { FeaturedScreening } from '../../shared/api/routes/movies';
import { db } from '../data/service';

/** Home's featured screening: the newest active one; its poster falls back to the movie asset's thumbnail. */
export async function activeFeaturedScreening(): Promise<FeaturedScreening | null> {
  const { data } = await db.entities.featuredScreening.query.byActive({ isActive: true }).go({ order: 'desc', limit: 1 });
  const featured = data[0];
  if (!featured) return null;
  let posterUrl = featured.posterUrl ?? null;
  if (!posterUrl) {
    const { data: asset } = await db.entities.asset.get({ assetId: featured.assetId }).go();
    posterUrl = asset?.thumbnailUrl ?? null;
  }
  return {
    id: featured.featuredScreeningId,
    title: featured.title,
    genre: featured.genre,
    description: featured.description ?? '',
    posterUrl,
    date: featured.date,
    time: featured.time,
    location: featured.location,
  };
}
