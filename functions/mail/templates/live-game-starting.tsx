import { liveJoinPath } from '../../../shared/live/paths';
import { MailButton } from './layout';
import type { MailTemplate } from './compose';

/** A live game of a booked show is about to start. */
export const liveGameStartingMail: MailTemplate<'liveGameStarting'> = {
  preference: 'emailNotifications',
  compose({ movieTitle, gameId }, { siteUrl }) {
    // The game's own page: it joins the member as they open it (a member without a seat is told why).
    const playUrl = `${siteUrl}${liveJoinPath(gameId)}`;
    return {
      subject: `The live game of ${movieTitle} is about to start`,
      preview: 'Join in from your phone: the whole auditorium plays at once.',
      text: [`The live game of ${movieTitle} is about to start. The whole auditorium plays at once.`, `Join in from your phone: ${playUrl}`].join('\n'),
      body: (
        <>
          <p style={{ marginTop: 0 }}>The live game of {movieTitle} is about to start. The whole auditorium plays at once: join in from your phone.</p>
          <p>
            <MailButton href={playUrl}>Play now</MailButton>
          </p>
        </>
      ),
    };
  },
};
