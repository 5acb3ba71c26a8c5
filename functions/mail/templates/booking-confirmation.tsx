import { calendarFile } from '../../../shared/booking/calendar-event';
import { showMinutes } from '../../../shared/check-in';
import type { BookedShow } from '../../data/outbox';
import { MailButton, MailFact } from './layout';
import { seatsText, showTime, type MailTemplate } from './compose';

/** The booking as an .ics event, the same event My Tickets' "Add to calendar" downloads (same UID: adding both keeps one). */
export function bookingCalendarAttachment(show: BookedShow) {
  const start = new Date(show.startsAt);
  const content = calendarFile({
    uid: `${show.bookingCode}@cinema`,
    title: show.movieTitle || 'Session Booked',
    start,
    end: new Date(start.getTime() + showMinutes(show.durationMinutes) * 60_000),
    location: [show.venue, show.location].filter(Boolean).join(', '),
    description: `${seatsText(show.seats)}\nBooking code ${show.bookingCode}`,
  });
  return { filename: `${show.bookingCode}.ics`, content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

/** The booking's confirmation, sent whatever the preferences (the member just asked for it), with its .ics and ticket code. */
export const bookingConfirmationMail: MailTemplate<'bookingConfirmation'> = {
  preference: null,
  compose(show, { siteUrl }) {
    const when = showTime(show.startsAt, show.timeZone);
    const where = [show.venue, show.location].filter(Boolean).join(', ');
    const ticketsUrl = `${siteUrl}/my-tickets`;
    return {
      subject: `Booked: ${show.movieTitle}, ${when}`,
      preview: `${seatsText(show.seats)} · ticket code ${show.bookingCode}`,
      text: [
        `Your seats for ${show.movieTitle} are booked.`,
        `When: ${when}`,
        ...(where ? [`Where: ${where}`] : []),
        seatsText(show.seats),
        `Points paid: ${show.totalPrice}`,
        `Ticket code: ${show.bookingCode} (show it at the door, or open My Tickets for its QR code: ${ticketsUrl})`,
        'The event is attached: open it to add the show to your calendar.',
      ].join('\n'),
      attachments: [bookingCalendarAttachment(show)],
      body: (
        <>
          <p style={{ marginTop: 0 }}>Your seats for {show.movieTitle} are booked.</p>
          <MailFact label="When">{when}</MailFact>
          {where ? <MailFact label="Where">{where}</MailFact> : null}
          <MailFact label={show.seats.length === 1 ? 'Seat' : 'Seats'}>{show.seats.join(', ')}</MailFact>
          <MailFact label="Points paid">{show.totalPrice}</MailFact>
          <MailFact label="Ticket code">{show.bookingCode}</MailFact>
          <p>Show the ticket code at the door, or open My Tickets for its QR code. The attached event adds the show to your calendar.</p>
          <p>
            <MailButton href={ticketsUrl}>Open My Tickets</MailButton>
          </p>
        </>
      ),
    };
  },
};
