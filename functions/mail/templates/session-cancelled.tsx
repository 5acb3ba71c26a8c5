import { MailButton, MailFact } from './layout';
import { showTime, type MailTemplate } from './compose';

/** The notice to each member whose booking an admin's cancel of the session refunded. */
export const sessionCancelledMail: MailTemplate<'sessionCancelled'> = {
  preference: 'emailNotifications',
  compose({ movieTitle, startsAt, timeZone, venue, pointsRefunded }, { siteUrl }) {
    const when = showTime(startsAt, timeZone);
    const showsUrl = `${siteUrl}/shows`;
    return {
      subject: `Cancelled: ${movieTitle}, ${when}`,
      preview: `${pointsRefunded} points are back in your balance.`,
      text: [
        `We're sorry: the show of ${movieTitle} on ${when}${venue ? ` at ${venue}` : ''} has been cancelled.`,
        `Your booking is cancelled and ${pointsRefunded} points are back in your balance.`,
        `Pick another show: ${showsUrl}`,
      ].join('\n'),
      body: (
        <>
          <p style={{ marginTop: 0 }}>
            We&apos;re sorry: the show of {movieTitle} on {when}
            {venue ? ` at ${venue}` : ''} has been cancelled.
          </p>
          <MailFact label="Points refunded">{pointsRefunded}</MailFact>
          <p>Your booking is cancelled and the points are back in your balance.</p>
          <p>
            <MailButton href={showsUrl}>Pick another show</MailButton>
          </p>
        </>
      ),
    };
  },
};
