import { isYoutubeId } from '../../../shared/youtube';
import type { MovieVideo } from './types';

/**
 * The videos the product shows: only trailers on the video host (the spec's
 * "Trailers shown are only those of type Trailer on the video host"). A key that is
 * not an 11-character id could not be embedded, so it is dropped too.
 */
export function trailersOnly(videos: readonly MovieVideo[]): MovieVideo[] {
  return videos.filter((v) => v.type === 'Trailer' && v.site === 'YouTube' && isYoutubeId(v.key));
}
