import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useMovie, useTrailerAssets } from '../api/movies';
import { CastAndCrew } from '../components/cast-and-crew';
import { MovieQa, useMovieQa } from '../components/movie-qa';
import { ReviewsSection } from '../components/reviews-section';
import { Showtimes } from '../components/showtimes';
import { TrailerList } from '../components/trailer-list';
import styles from './movie-detail-page.module.css';
import { Poster } from '../../../components/poster';
import { formatCalendarDate } from '../../../lib/format-time';
import { formatNumber } from '../../../lib/format';

type Tab = 'trailers' | 'qa' | 'reviews';

const formatRuntime = (minutes: number | null) => {
  if (!minutes) return null;
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}h ${minutes % 60}m` : `${minutes}m`;
};

function MovieNotFound() {
  return (
    <main className={styles.page}>
      <EmptyState
        headingLevel={1}
        title="Movie Not Found"
        description="The movie you're looking for doesn't exist or has been removed."
        action={
          <Link to="/movies" className={styles.backLink}>
            Browse Movies
          </Link>
        }
      />
    </main>
  );
}

function DetailSkeleton() {
  return (
    <main className={styles.page} aria-busy="true" aria-label="Loading movie">
      <Skeleton height="320px" radius="var(--radius-lg)" />
      <div style={{ marginTop: 'var(--space-4)' }}>
        <Skeleton height="2rem" width="50%" />
      </div>
    </main>
  );
}

export default function MovieDetailPage() {
  const { id } = useParams();
  const movieId = Number(id);
  const validId = Number.isSafeInteger(movieId) && movieId > 0 ? movieId : null;
  const navigate = useNavigate();
  const movie = useMovie(validId);
  const qa = useMovieQa(validId);
  const trailerAssets = useTrailerAssets();
  const [tab, setTab] = useState<Tab>('trailers');
  const reviewForm = useRef<HTMLFormElement>(null);
  // Bumped by Rate This Movie: each click scrolls to the form once the Reviews tab has rendered.
  const [scrollRequest, setScrollRequest] = useState(0);

  useEffect(() => {
    // Movie fetch errors are only logged and show the Not Found state (docs/product-rules.md, "Screens and errors").
    if (movie.error) console.error('Failed to load movie', movie.error);
  }, [movie.error]);

  useEffect(() => {
    if (scrollRequest === 0) return;
    // The Reviews panel is shown one render after its tab is chosen (Radix Presence): scroll on the next frame.
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById('reviews-panel');
      (reviewForm.current ?? section)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      reviewForm.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [scrollRequest]);

  if (!validId || movie.error) return <MovieNotFound />;
  if (movie.isLoading || !movie.data) return <DetailSkeleton />;
  const m = movie.data;
  const runtime = formatRuntime(m.runtime);
  const released = m.releaseDate ? formatCalendarDate(m.releaseDate) : null;
  const trailerAssetId = trailerAssets.data?.items.find((item) => item.movieId === m.id)?.assetId ?? null;

  const rateThisMovie = () => {
    setTab('reviews');
    setScrollRequest((n) => n + 1);
  };

  return (
    <main className={styles.detail}>
      <div className={styles.hero} style={m.backdropUrl ? { backgroundImage: `url("${m.backdropUrl}")` } : undefined}>
        <div className={styles.heroShade} />
        <div className={styles.heroContent}>
          <Button variant="ghost" size="sm" onClick={() => navigate(-1)} className={styles.back}>
            ← Back
          </Button>
          <div className={styles.heroBody}>
            <Poster src={m.posterUrl} alt={`${m.title} poster`} lazy={false} className={styles.poster} />
            <div className={styles.info}>
              <h1 className={styles.title}>{m.title}</h1>
              {m.tagline && <p className={styles.tagline}>{m.tagline}</p>}
              <p className={styles.userRating}>
                {m.averageRating !== null ? (
                  <>
                    <span className={styles.star}>★ {m.averageRating.toFixed(1)}</span>/10 user rating ({formatNumber(m.reviewCount)}{' '}
                    {m.reviewCount === 1 ? 'review' : 'reviews'})
                  </>
                ) : (
                  'No user ratings yet'
                )}
              </p>
              <ul className={styles.facts}>
                {released && <li>{released}</li>}
                {runtime && <li>{runtime}</li>}
                {m.status && (
                  <li>
                    <Badge variant={m.status === 'Released' ? 'success' : 'primary'}>{m.status}</Badge>
                  </li>
                )}
              </ul>
              {m.genres.length > 0 && (
                <ul className={styles.genres} aria-label="Genres">
                  {m.genres.map((genre) => (
                    <li key={genre.id}>
                      <Badge variant="outline">{genre.name}</Badge>
                    </li>
                  ))}
                </ul>
              )}
              <div className={styles.actions}>
                <Button onClick={() => navigate(`/shows?movie=${encodeURIComponent(m.title)}`)}>Book Now</Button>
                <Button variant="secondary" onClick={rateThisMovie}>
                  Rate This Movie
                </Button>
              </div>
            </div>
          </div>
        </div>
      </div>

      <div className={styles.page}>
        <section aria-labelledby="overview-heading">
          <h2 id="overview-heading">Overview</h2>
          <p className={styles.overview}>{m.overview || 'No overview available.'}</p>
        </section>

        <Showtimes movieId={m.id} />

        <CastAndCrew credits={m.credits} />

        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className={styles.tabs}>
          <TabsList aria-label="Movie sections">
            <TabsTrigger value="trailers" className={styles.tab}>Trailers ({m.videos.length})</TabsTrigger>
            <TabsTrigger value="qa" className={styles.tab}>{qa.count === undefined ? 'Q&A' : `Q&A (${formatNumber(qa.count)})`}</TabsTrigger>
            <TabsTrigger value="reviews" className={styles.tab}>Reviews ({formatNumber(m.reviewCount)})</TabsTrigger>
          </TabsList>
          <TabsContent value="trailers">
            <TrailerList trailers={m.videos} movieTitle={m.title} backdropUrl={m.backdropUrl} assetId={trailerAssetId} />
          </TabsContent>
          <TabsContent value="qa">
            <MovieQa state={qa} />
          </TabsContent>
          <TabsContent value="reviews" id="reviews-panel">
            <ReviewsSection ref={reviewForm} movieId={m.id} onChanged={(movieRating) => movie.mutate((current) => current && { ...current, ...movieRating }, { revalidate: false })} />
          </TabsContent>
        </Tabs>
      </div>
    </main>
  );
}
