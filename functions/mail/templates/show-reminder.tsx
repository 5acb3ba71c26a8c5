import { MailButton, MailFact } from './layout';
import { seatsText, showTime, type MailTemplate } from './compose';

/** A reminder before a booked show (at most 3 hours before it), once per booking. */
export const showReminderMail: MailTemplate<'showReminder'> = {
  preference: 'sessionReminders',
  compose(show, { siteUrl }) {
    const when = showTime(show.startsAt, show.timeZone);
    const where = [show.venue, show.location].filter(Boolean).join(', ');
    // This show's own Pre Show Setup, as its ticket's viewer opens it (not the list of every show booked).
    const preShowUrl = `${siteUrl}/pre-show?session=${encodeURIComponent(show.sessionId)}`;
    return {
      subject: `Coming up: ${show.movieTitle}, ${when}`,
      preview: `${seatsText(show.seats)} · ticket code ${show.bookingCode}`,
      text: [
        `${show.movieTitle} starts soon.`,
        `When: ${when}`,
        ...(where ? [`Where: ${where}`] : []),
        seatsText(show.seats),
        `Ticket code: ${show.bookingCode}`,
        `Answer the pre-show questions for points before it starts: ${preShowUrl}`,
      ].join('\n'),
      body: (
        <>
          <p style={{ marginTop: 0 }}>{show.movieTitle} starts soon.</p>
          <MailFact label="When">{when}</MailFact>
          {where ? <MailFact label="Where">{where}</MailFact> : null}
          <MailFact label={show.seats.length === 1 ? 'Seat' : 'Seats'}>{show.seats.join(', ')}</MailFact>
          <MailFact label="Ticket code">{show.bookingCode}</MailFact>
          <p>Answer the pre-show questions for points before it starts.</p>
          <p>
            <MailButton href={preShowUrl}>Pre Show Setup</MailButton>
          </p>
        </>
      ),
    };
  },
};
