import type { Ticket } from '@shared/api/routes/booking';
import { isUpcoming, localDateKey } from '@shared/booking/calendar';
import { useState } from 'react';
import { BandCheckInButton } from '../../../components/band/band-check-in';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useAuth } from '../../../lib/auth';
import { useTickets } from '../api/tickets';
import { TicketCard } from '../components/ticket-card';
import { TicketViewer } from '../components/ticket-viewer';
import styles from './my-tickets-page.module.css';
import { FilmIcon, TicketIcon } from '../../../components/icons';

type Tab = 'upcoming' | 'past';

const isPast = (ticket: Ticket) => ticket.session.date !== null && !isUpcoming(ticket.session.date);

/** /my-tickets: the digital ticket wallet, Upcoming and Past, with a full-size viewer. */
export default function MyTicketsPage() {
  const { user } = useAuth();
  const { tickets, isLoading } = useTickets(user?.id ?? null);
  const [tab, setTab] = useState<Tab>('upcoming');
  const [viewing, setViewing] = useState<number | null>(null);

  const upcoming = tickets.filter((t) => !isPast(t));
  const past = tickets.filter(isPast);
  const showToday = upcoming.some((ticket) => ticket.session.date === localDateKey(new Date()));
  const lists: Record<Tab, Ticket[]> = { upcoming, past };

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
            <div className={styles.list}>
              {upcoming.map((ticket, i) => (
                <TicketCard key={ticket.id} ticket={ticket} past={false} onOpen={() => setViewing(i)} />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="past">
          {past.length === 0 ? (
            <EmptyState icon={<FilmIcon />} title="No past tickets" description="Your previous tickets will appear here" />
          ) : (
            <div className={styles.list}>
              {past.map((ticket, i) => (
                <TicketCard key={ticket.id} ticket={ticket} past onOpen={() => setViewing(i)} />
              ))}
            </div>
          )}
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
      <TicketViewer tickets={lists[tab]} index={viewing} isPast={isPast} onIndexChange={setViewing} />
    </main>
  );
}
