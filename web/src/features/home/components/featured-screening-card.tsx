import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFeaturedScreening } from '../api/home';
import styles from './home.module.css';
import { Poster } from '../../../components/poster';

const FALLBACK_DESCRIPTION = 'Join us for an exclusive screening on the big screen, with questions to answer and points to win.';

export function FeaturedScreeningCard() {
  const { data, isLoading } = useFeaturedScreening();
  if (isLoading) return <Skeleton height="260px" radius="var(--radius-lg)" />;
  const featured = data?.featured;
  if (!featured) {
    return (
      <div className={styles.featured}>
        <EmptyState title="No Featured Screening" description="Check back soon for our next featured event!" />
      </div>
    );
  }
  return (
    <article className={styles.featured} aria-labelledby="featured-title">
      <Poster src={featured.posterUrl} lazy={false} className={styles.featuredPoster} />
      <div className={styles.featuredBody}>
        <span className={styles.eyebrow}>Featured Screening</span>
        <Badge variant="primary">{featured.genre}</Badge>
        <h2 id="featured-title" className={styles.featuredTitle}>
          {featured.title}
        </h2>
        <p className={styles.featuredDescription}>{featured.description || FALLBACK_DESCRIPTION}</p>
        <Link to={`/shows?movie=${encodeURIComponent(featured.title)}`} className={styles.primaryLink}>
          Reserve Your Seat
        </Link>
      </div>
    </article>
  );
}
