import { isUpcoming, localDateKey } from '@shared/booking/calendar';
import { useMemo, useState } from 'react';
import { BandCheckInButton } from '../../../components/band/band-check-in';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { useNow } from '../../../lib/use-now';
import { groupByBooking, type WalletBooking } from '../api/booking-groups';
import { useTickets } from '../api/tickets';
import { BookingActions } from '../components/booking-actions';
import { CancelBookingDialog } from '../components/cancel-booking-dialog';
import { TicketCard } from '../components/ticket-card';
import { TicketViewer } from '../components/ticket-viewer';
import styles from './my-tickets-page.module.css';
import { FilmIcon, TicketIcon } from '../../../components/icons';

type Tab = 'upcoming' | 'past';

const isPast = (booking: WalletBooking) => booking.session.date !== null && !isUpcoming(booking.session.date);

/** /my-tickets: the digital ticket wallet, Upcoming and Past, one card per booking, with a full-size viewer. */
export default function MyTicketsPage() {
  const { user } = useAuth();
  const { tickets, isLoading } = useTickets(user?.id ?? null);
  const now = useNow();
  const [tab, setTab] = useState<Tab>('upcoming');
  const [viewing, setViewing] = useState<number | null>(null);
  const [cancelling, setCancelling] = useState<WalletBooking | null>(null);

  const bookings = useMemo(() => groupByBooking(tickets), [tickets]);
  const upcoming = bookings.filter((b) => !isPast(b));
  const past = bookings.filter(isPast);
  const showToday = upcoming.some((booking) => booking.session.date === localDateKey(new Date()));
  const lists: Record<Tab, WalletBooking[]> = { upcoming, past };

  const list = (items: WalletBooking[], pastTab: boolean) => (
    <div className={styles.list}>
      {items.map((booking, i) => (
        <TicketCard
          key={booking.bookingCode}
          booking={booking}
          past={pastTab}
          onOpen={() => setViewing(i)}
          actions={<BookingActions booking={booking} past={pastTab} now={now} onCancel={setCancelling} />}
        />
      ))}
    </div>
  );

  const body = () => {
    if (!user) return <p className={styles.state}>Please log in to view your tickets.</p>;
    if (isLoading) {
      return (
        <p className={styles.state}>
          <Spinner size="sm" label="" /> Loading your tickets...
        </p>
      );
    }
    return (
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Tickets">
          <TabsTrigger value="upcoming">Upcoming ({upcoming.length})</TabsTrigger>
          <TabsTrigger value="past">Past ({past.length})</TabsTrigger>
        </TabsList>
        <TabsContent value="upcoming">
          {upcoming.length === 0 ? (
            <EmptyState icon={<TicketIcon />} title="No upcoming tickets" description="Book a session to see your tickets here" />
          ) : (
            list(upcoming, false)
          )}
        </TabsContent>
        <TabsContent value="past">
          {past.length === 0 ? <EmptyState icon={<FilmIcon />} title="No past tickets" description="Your previous tickets will appear here" /> : list(past, true)}
        </TabsContent>
      </Tabs>
    );
  };

  return (
    <main className="page">
      <header className={styles.header}>
        <h1 className="page-title">My Tickets</h1>
        <p className={styles.subtitle}>Your digital ticket wallet</p>
      </header>
      {showToday && (
        <div className={styles.today}>
          <p>You have a show today.</p>
          <BandCheckInButton size="sm" />
        </div>
      )}
      {body()}
      <TicketViewer bookings={lists[tab]} index={viewing} isPast={isPast} onIndexChange={setViewing} />
      <CancelBookingDialog booking={cancelling} onClose={() => setCancelling(null)} />
    </main>
  );
}
