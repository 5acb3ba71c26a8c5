import { bookingRoutes } from '../../shared/api/routes/booking';
import { domainHandler } from '../lib/handler';
import { listSessionAssets } from './assets';
import { createBooking } from './book';
import { cancelBooking } from './cancel';
import { checkIn } from './check-in';
import { getSeatMap } from './seat-map';
import { getSession, listMovieSessions, listSessions, summarizeSessionDays } from './sessions';
import { listTickets } from './tickets';

/** The booking domain's Lambda: shows, seat maps, bookings with points (and their cancelling), the ticket wallet and check-in at the door. */
export const handler = domainHandler('booking', bookingRoutes, {
  listSessions: async ({ query }) => ({ items: await listSessions(query) }),
  summarizeSessions: async ({ query }) => summarizeSessionDays(query),
  listMovieSessions: async ({ params, query }) => ({ items: await listMovieSessions(params.id, query.from) }),
  getSession: async ({ params }) => getSession(params.id),
  getSessionSeats: async ({ params }) => getSeatMap(params.id),
  getSessionAssets: async ({ params }) => ({ items: await listSessionAssets(params.id) }),
  createBooking: async ({ body, caller }) => createBooking(caller.userId, body),
  cancelBooking: async ({ params, caller }) => cancelBooking(caller.userId, params.bookingCode),
  checkIn: async ({ body, caller }) => checkIn(body, caller),
  listMyTickets: async ({ caller }) => ({ items: await listTickets(caller.userId) }),
});
