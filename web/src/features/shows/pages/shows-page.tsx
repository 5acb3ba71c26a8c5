import type { SessionSummary } from '@shared/api/routes/booking';
import { dayRange } from '@shared/booking/calendar';
import { showProgress, SHOW_CLOSED_MESSAGE } from '@shared/booking/availability';
import { showCounts, showGroups } from '@shared/booking/sessions-summary';
import { DATE_STRIP_DAYS } from '@shared/constants';
import { MESSAGES } from '@shared/errors';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadMoreButton } from '../../../components/load-more-button';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useErrorToast, useToast } from '../../../components/ui/toast';
import { apiErrorOf } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { useNow } from '../../../lib/use-now';
import { getSession, useDaySessions, usePreloadDaySessions, useWeekSummary } from '../api/sessions';
import { BookingDialog } from '../components/booking-dialog';
import { DateStrip } from '../components/date-strip';
import { ALL, FilterChips } from '../components/filter-chips';
import { SessionCard } from '../components/session-card';
import { dayListing } from '../lib/day-listing';
import { filterOptions } from '../lib/filter-options';
import { withSeatsBooked } from '../lib/seats-booked';
import { shownDay, shownDayBeforeSummary } from '../lib/shown-day';
import styles from './shows-page.module.css';
import { ClapperIcon } from '../../../components/icons';

/** Stands for cards while they load. */
function CardsSkeleton() {
  return (
    <div className={styles.grid}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height="14rem" radius="var(--radius-lg)" />
      ))}
    </div>
  );
}

/**
 * /shows: filters, the 7-day strip and the session cards; `?movie=` preselects the movie filter and
 * `?session=` (a movie page's Book Now) opens that show's booking. The strip and the filters read the
 * week's summary, the cards the chosen day's shows alone: a big chain's week is some 2,300 cards
 * (docs/performance.md, "A big chain's data"). The two are read side by side, and the cards drawn
 * without waiting for the summary when their day's own shows say it is the day shown.
 */
export default function ShowsPage() {
  const { isAuthenticated, openAuthDialog } = useAuth();
  const { toast } = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const { today, data: week, error: weekError, isLoading: weekLoading, mutate: mutateWeek } = useWeekSummary();
  const [movie, setMovie] = useState(searchParams.get('movie') ?? ALL);
  const [venue, setVenue] = useState(ALL);
  const [location, setLocation] = useState(ALL);
  const [day, setDay] = useState<string | null>(null);
  const [booking, setBooking] = useState<SessionSummary | null>(null);
  const now = useNow();
  // The pages of the day's shows drawn, for which day and filters, and when they were first ordered: another
  // day or filter starts again at one page.
  const [pagesDrawn, setPagesDrawn] = useState({ of: '', pages: 1, orderedAt: now });
  const grid = useRef<HTMLDivElement>(null);

  const askedSession = isAuthenticated ? searchParams.get('session') : null;
  useEffect(() => {
    if (!askedSession) return;
    let active = true;
    // Opened once: the parameter goes, so closing the dialog (or a reload) leaves the plain listing.
    const forgetAskedSession = () =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('session');
          return next;
        },
        { replace: true },
      );
    getSession(askedSession)
      .then((session) => {
        if (!active) return;
        forgetAskedSession();
        setDay(session.date);
        // A cancelled show is read by its id though no listing shows it (a link kept from before).
        if (session.status === 'cancelled' || session.status === 'completed') toast({ title: 'Booking Closed', description: SHOW_CLOSED_MESSAGE, variant: 'error' });
        else if (Date.parse(session.startsAt) <= Date.now()) toast({ title: 'Started', description: MESSAGES.showStarted, variant: 'error' });
        else if (session.seatsLeft > 0) setBooking(session);
        else toast({ title: 'Sold Out', description: MESSAGES.soldOut, variant: 'error' });
      })
      .catch((failure: unknown) => {
        console.error('Show load failed', failure);
        if (!active) return;
        forgetAskedSession();
        toast(
          apiErrorOf(failure, 'getSession')?.code === 'NOT_FOUND'
            ? { title: 'Session not found', description: 'Choose another show below.', variant: 'error' }
            : { title: 'Error', description: 'Failed to load shows', variant: 'error' },
        );
      });
    return () => {
      active = false;
    };
  }, [askedSession, setSearchParams, toast]);

  const groups = useMemo(() => (week ? showGroups(week) : []), [week]);
  // `?movie=` may differ in case from the listed title: select the listed one. Cards match it whatever the
  // case, so the day's cards read before the week's titles have come match it too.
  const movieChoice = groups.find((g) => g.movieTitle.toLowerCase() === movie.toLowerCase())?.movieTitle ?? movie;
  const matches = (s: { movieTitle: string; venue: string; location: string }) =>
    (movieChoice === ALL || s.movieTitle.toLowerCase() === movieChoice.toLowerCase()) && (venue === ALL || s.venue === venue) && (location === ALL || s.location === location);
  const filtered = groups.filter(matches);
  const days = dayRange(today, DATE_STRIP_DAYS);
  const daysWithShows = new Set(filtered.map((g) => g.date));
  const dayByWeek = week ? shownDay(days, day, filtered, now) : null;
  // The day's cards: until the summary says which day is shown, the chosen one or today's (most visits
  // show today) are read beside it, and drawn as soon as they alone say the summary will show them.
  const readDay = week ? dayByWeek : (day ?? today);
  const { data: dayShows, error: dayError, mutate: mutateDay } = useDaySessions(readDay);
  const shown = week ? dayByWeek : dayShows ? shownDayBeforeSummary(day ?? today, day !== null, dayShows.items.filter(matches), now) : null;
  // The cards wait for their day's read, and before the week's summary for a day that read alone can choose.
  const cardsPending = shown === null ? !week : !dayShows;
  // Until the summary has come the strip's days are not known to be empty: each stays a choice.
  const choosableDays = week || weekError ? daysWithShows : new Set(days);
  const preloadDay = usePreloadDaySessions();
  const error = weekError ?? dayError;
  useErrorToast(error, 'Error', 'Failed to load shows');
  // The order is taken when the day's cards arrive (a show that started while they loaded comes last).
  const listingOf = JSON.stringify([shown, movieChoice, venue, location, dayShows !== undefined]);
  if (pagesDrawn.of !== listingOf) setPagesDrawn({ of: listingOf, pages: 1, orderedAt: now });
  const listing = dayListing((dayShows?.items ?? []).filter(matches), pagesDrawn.pages, pagesDrawn.orderedAt);

  const movieCounts = useMemo(() => showCounts(groups, (g) => g.movieTitle), [groups]);
  // A `?movie=` no show of the week has stays chosen, as an option of its own (counted as one show).
  const movieOptions = useMemo(
    () => filterOptions(movieChoice === ALL || movieCounts.has(movieChoice) ? movieCounts : new Map([...movieCounts, [movieChoice, 1]])),
    [movieCounts, movieChoice],
  );
  const venueOptions = useMemo(() => filterOptions(showCounts(groups, (g) => g.venue)), [groups]);
  const locationOptions = useMemo(() => filterOptions(showCounts(groups, (g) => g.location)), [groups]);

  const book = (session: SessionSummary) => {
    if (!isAuthenticated) return toast({ title: 'Login Required', description: 'Please login to book tickets.', variant: 'error' });
    if (session.seatsLeft <= 0) return toast({ title: 'Sold Out', description: MESSAGES.soldOut, variant: 'error' });
    setBooking(session);
  };

  return (
    <main className="page">
      <header className={styles.header}>
        <h1 className="page-title">Shows</h1>
        <p className={styles.subtitle}>Pick a show, choose your seats and pay with points.</p>
      </header>

      {!isAuthenticated && (
        <div className={styles.loginPrompt} role="note">
          <span>
            <strong>Login Required:</strong> Please login to book tickets.
          </span>
          <Button size="sm" onClick={() => openAuthDialog('login')}>
            Log In
          </Button>
        </div>
      )}

      {/* Each filter is one row of chips, whatever its options (it scrolls sideways when they overflow): the
          cards drawn before the week's summary stay where they are when its chips come (docs/product-rules.md,
          "Screens and errors"). */}
      <section className={styles.filters} aria-label="Filters" aria-busy={weekLoading || undefined}>
        <FilterChips label="Movie" plural="movies" options={movieOptions} value={movieChoice} onChange={setMovie} loading={weekLoading} />
        <FilterChips label="Venue" plural="venues" options={venueOptions} value={venue} onChange={setVenue} loading={weekLoading} />
        <FilterChips label="Location" plural="locations" options={locationOptions} value={location} onChange={setLocation} loading={weekLoading} />
      </section>

      <DateStrip days={days} enabled={choosableDays} selected={shown} onSelect={setDay} onIntent={preloadDay} />

      {(weekError && !week) || (dayError && !dayShows) ? (
        <LoadError
          icon={<ClapperIcon />}
          title="Failed to load shows"
          onRetry={() => {
            if (!week) void mutateWeek();
            void mutateDay();
          }}
        />
      ) : cardsPending ? (
        // The day's cards load under the strip, which stays; the placeholders where the cards will be.
        <>
          <span className="visually-hidden" role="status">
            Loading shows...
          </span>
          <CardsSkeleton />
        </>
      ) : listing.shown.length === 0 ? (
        <EmptyState icon={<ClapperIcon />} title="No shows found for the selected filters." />
      ) : (
        <>
          <div ref={grid} className={styles.grid}>
            {listing.shown.map((session) => (
              <SessionCard key={session.id} session={session} canBook={isAuthenticated} progress={showProgress(session, now)} onBook={book} />
            ))}
          </div>
          {listing.status && (
            <div className={styles.more}>
              <p role="status" className={styles.count}>
                {listing.status}
              </p>
              <LoadMoreButton
                label={listing.more ?? ''}
                list={grid}
                count={listing.shown.length}
                hasMore={listing.more !== null}
                isLoadingMore={false}
                onLoadMore={() => setPagesDrawn({ ...pagesDrawn, pages: pagesDrawn.pages + 1 })}
              />
            </div>
          )}
        </>
      )}

      <BookingDialog
        session={booking}
        onClose={() => setBooking(null)}
        onBooked={(made) =>
          // The day's cards, when read, count the booking's seats; otherwise (a show refused as started) they are read again.
          void (made && dayShows ? mutateDay(withSeatsBooked(dayShows, made.sessionId, made.seats.length), { revalidate: false }) : mutateDay())
        }
      />
    </main>
  );
}
