import type { MouseEvent } from 'react';
import { useAuth } from '../../../lib/auth';
import { useFlashCards } from '../../../lib/questions';
import { useFeaturedScreening } from '../api/home';
import { FeaturedScreeningCard } from '../components/featured-screening-card';
import { PopularMovies } from '../components/popular-movies';
import { QuestionsWindow, hasUnansweredCards } from '../components/questions-window';
import { QuickTiles } from '../components/quick-tiles';
import { TopFans } from '../components/top-fans';
import { TrailersCarousel } from '../components/trailers-carousel';
import styles from '../components/home.module.css';

export default function HomePage() {
  const { isAuthenticated, isLoading, openAuthDialog } = useAuth();
  // Members only: a guest has no sessions and sees no badge.
  const flashCards = useFlashCards(isAuthenticated);
  // Home rendered without its reads at hand (not pre-rendered: a visitor sent home from a login-required
  // page, the offline app shell): everything after the featured screening waits for it, hidden (its own
  // reads already under way); shown first, it was pushed down when the featured screening, far taller
  // than its skeleton on a phone, arrived.
  const waitForFeatured = useFeaturedScreening().isLoading;

  /**
   * For guests every button and link on home opens the sign-in dialog instead; a
   * link's page is where they go on to once signed in.
   */
  const gateGuests = (event: MouseEvent<HTMLDivElement>) => {
    if (isLoading || isAuthenticated) return;
    const control = (event.target as HTMLElement).closest('a, button');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    openAuthDialog('login', control.getAttribute('href'));
  };

  return (
    <main className={styles.page} onClickCapture={gateGuests}>
      <header className={styles.intro}>
        <h1 className={styles.tagline}>Watch. Answer. Win.</h1>
        <p className={styles.lead}>Watch trailers and films, answer questions to earn points, and spend them on seats and rewards.</p>
      </header>
      <div className={styles.topRow}>
        <FeaturedScreeningCard />
        <div className={styles.afterFeatured} hidden={waitForFeatured}>
          <TopFans />
        </div>
      </div>
      <div className={styles.afterFeatured} hidden={waitForFeatured}>
        <QuickTiles newQuestions={isAuthenticated && hasUnansweredCards(flashCards.data?.items)} />
        {isAuthenticated && <QuestionsWindow items={flashCards.data?.items} />}
        <TrailersCarousel />
        <PopularMovies />
      </div>
    </main>
  );
}
