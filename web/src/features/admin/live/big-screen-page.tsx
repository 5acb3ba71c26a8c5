import type { LiveHostGame } from '@shared/api/routes/live';
import { formatLongDate, formatShortDate, formatTime } from '@shared/booking/format';
import type { LiveTopEntry } from '@shared/live/messages';
import { podiumMedal, ranksOfTop } from '@shared/live/scoring';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { liveJoinPath, liveShortJoinPath } from '@shared/live/paths';
import { useLiveGame, type LiveGameView } from '../../../lib/live-game';
import { msUntil, secondsShown, useServerNow, type ClockEstimate } from '../../../lib/server-clock';
import { useLiveHostGame } from './live-api';
import styles from './big-screen.module.css';
import { formatNumber } from '../../../lib/format';

const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

/** The link a phone joins by, shown under the QR code: the short link of the game's code (a game created before codes: its page). */
const joinUrlOf = ({ gameId, joinCode }: Pick<LiveHostGame, 'gameId' | 'joinCode'>) =>
  `${window.location.origin}${joinCode ? liveShortJoinPath(joinCode) : liveJoinPath(gameId)}`;

/**
 * The big screen (docs/live.md, "Big screen"): for the projector, full screen without the admin's
 * chrome, readable from the back row and never scrolling. It watches the game over the live socket
 * (question, leaderboard, end) and reads the host's view for what the protocol leaves to the host:
 * how many answered while the question is open, and its correct option once it closed.
 */
export default function AdminLiveScreenPage() {
  const { gameId = '' } = useParams();
  const { view, clock, retry, setupFailure } = useLiveGame({ action: 'watch', gameId });
  const host = useLiveHostGame(gameId, view.status);

  let body;
  if (setupFailure || view.refusal || view.connection === 'failed' || host.error) {
    const notFound = view.refusal === 'NOT_FOUND' || host.error?.status === 404;
    body = (
      <Message title={notFound ? 'Game not found' : 'The big screen cannot reach the game'}>
        {notFound ? 'Check the link in the host console.' : 'Check the connection, then try again.'}
        {!notFound && view.connection === 'failed' && (
          <button type="button" className={styles.retry} onClick={retry}>
            Try again
          </button>
        )}
      </Message>
    );
  } else if (view.status === undefined || !host.data) {
    body = <Message title="Connecting to the game…" />;
  } else if (view.status === 'ended') {
    body = <Podium top={view.end?.top ?? view.leaderboard?.top ?? topOf(host.data)} />;
  } else if (view.status === 'lobby' || !view.question) {
    body = <Lobby game={host.data} />;
  } else {
    body = <QuestionScreen view={view} host={host.data} clock={clock} />;
  }

  return (
    <main className={styles.screen} aria-label="Live game big screen">
      {body}
      {view.connection === 'reconnecting' && (
        <p className={styles.connection} role="status">
          Reconnecting…
        </p>
      )}
    </main>
  );
}

const topOf = (game: LiveHostGame): LiveTopEntry[] => game.standings.slice(0, 10).map(({ name, score }) => ({ name, score }));

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.message}>
      <h1 className={styles.messageTitle}>{title}</h1>
      {children && <p className={styles.messageText}>{children}</p>}
    </div>
  );
}

type Show = NonNullable<LiveHostGame['show']>;

/** Where the show is: "Downtown, Screen 1" (an older session may lack either name). */
const placeOf = (show: Show) => [show.venueName, show.screenName].filter(Boolean).join(', ');

/** The lobby names the show in full, so the audience knows it is their game. */
function ShowTitle({ show }: { show: Show }) {
  return (
    <p className={styles.show}>
      <span className={styles.showTitle}>{show.movieTitle}</span>
      <span className={styles.showDetails}>
        {formatLongDate(show.date)} at {formatTime(show.time)}
      </span>
      {placeOf(show) && <span className={styles.showDetails}>{placeOf(show)}</span>}
    </p>
  );
}

function JoinLink({ game, size }: { game: LiveHostGame; size: 'large' | 'small' }) {
  const url = joinUrlOf(game);
  return (
    <figure className={styles.join} data-size={size}>
      <span className={styles.qr}>
        <QRCodeSVG value={url} size={512} level="M" fgColor="#000000" bgColor="#ffffff" marginSize={2} title="QR code to join the game" />
      </span>
      <figcaption className={styles.joinCaption}>
        <span className={styles.joinLink}>{url.replace(/^https?:\/\//, '')}</span>
        {game.joinCode && (
          <span className={styles.joinCode}>
            Code: <strong>{game.joinCode}</strong>
          </span>
        )}
      </figcaption>
    </figure>
  );
}

function Lobby({ game }: { game: LiveHostGame }) {
  const players = game.players;
  return (
    <div className={styles.lobby}>
      <JoinLink game={game} size="large" />
      <div className={styles.lobbyText}>
        {game.show && <ShowTitle show={game.show} />}
        <h1 className={styles.headline}>Join the live game!</h1>
        <p className={styles.lead}>Scan the code with your phone, or open the link. Booked for this show? You’re in.</p>
        <p className={styles.players} aria-live="polite">
          <span className={styles.bigNumber}>{formatNumber(players)}</span> {players === 1 ? 'player' : 'players'} joined
        </p>
      </div>
    </div>
  );
}

function QuestionScreen({ view, host, clock }: { view: LiveGameView; host: LiveHostGame; clock: ClockEstimate | null }) {
  const question = view.question!;
  const serverNow = useServerNow(clock);
  const toOpen = msUntil(question.opensAt, serverNow);
  const toClose = msUntil(question.closesAt, serverNow);
  const closed = view.status === 'results' && view.leaderboard !== undefined;
  // The host's view knows the correct option; shown only once the question closed.
  const hosted = host.questions[question.index];
  const correctOptionId = closed && hosted?.questionId === question.questionId ? hosted.correctOptionId : undefined;
  const answered = closed ? view.leaderboard!.answered : host.currentIndex === question.index ? host.answered : 0;
  const players = closed ? view.leaderboard!.players : host.players;

  return (
    <div className={styles.question} data-phase={closed ? 'results' : toOpen > 0 ? 'ready' : 'open'}>
      <header className={styles.questionHeader}>
        <span className={styles.questionNumber}>
          Question {question.index + 1} of {question.total}
        </span>
        {host.show && (
          // A quiet line during play: one row, cut short rather than pushing the options down; the screen
          // alone, as the audience is in the venue.
          <span className={styles.showLine}>
            {[host.show.movieTitle, `${formatShortDate(host.show.date)} ${formatTime(host.show.time)}`, host.show.screenName].filter(Boolean).join(' · ')}
          </span>
        )}
        <span className={styles.answered} role="status">
          <span className={styles.answeredCount}>{formatNumber(answered)}</span> of {formatNumber(players)} answered
        </span>
      </header>
      <h1 className={styles.questionText}>{question.text}</h1>
      <div className={styles.questionBody}>
        <ol className={styles.options} aria-label="Options">
          {question.options.map((option, i) => (
            <li
              key={option.id}
              className={styles.option}
              data-correct={correctOptionId === undefined ? undefined : option.id === correctOptionId}
            >
              <span className={styles.optionLetter} aria-hidden="true">
                {OPTION_LETTERS[i] ?? i + 1}
              </span>
              <span className={styles.optionText}>{option.text}</span>
              {option.id === correctOptionId && <span className={styles.correctMark}>Correct</span>}
            </li>
          ))}
        </ol>
        <aside className={styles.side}>
          {closed ? (
            <TopTen top={view.leaderboard!.top} />
          ) : toOpen > 0 ? (
            <div className={styles.timer} role="timer" aria-label={`Starts in ${secondsShown(toOpen)} seconds`}>
              <span className={styles.timerLabel}>Get ready</span>
              <span className={styles.timerValue}>{secondsShown(toOpen)}</span>
            </div>
          ) : (
            <div className={styles.timer} role="timer" aria-label={`${secondsShown(toClose)} seconds left`} data-urgent={toClose <= 5_000 || undefined}>
              <span className={styles.timerLabel}>{toClose > 0 ? 'Seconds left' : 'Time’s up'}</span>
              <span className={styles.timerValue}>{secondsShown(toClose)}</span>
            </div>
          )}
          {!closed && <JoinLink game={host} size="small" />}
        </aside>
      </div>
    </div>
  );
}

function TopTen({ top }: { top: LiveTopEntry[] }) {
  const ranks = ranksOfTop(top);
  return (
    <section className={styles.topTen} aria-labelledby="top-ten-heading">
      <h2 id="top-ten-heading" className={styles.topTenTitle}>
        Top ten
      </h2>
      <ol className={styles.topTenList}>
        {top.map((entry, i) => (
          <li key={`${entry.name}-${i}`} className={styles.topTenRow}>
            <span className={styles.topTenRank}>{ranks[i]}</span>
            <span className={styles.topTenName}>{entry.name}</span>
            <span className={styles.topTenScore}>{formatNumber(entry.score)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Podium({ top }: { top: LiveTopEntry[] }) {
  // Equal scores share a rank (1, 2, 2, 4) and its medal, as on the phones.
  const ranks = ranksOfTop(top);
  return (
    <div className={styles.podiumScreen}>
      <h1 className={styles.headline}>{top.length > 0 ? 'And the winners are…' : 'Game over'}</h1>
      {top.length === 0 ? (
        <p className={styles.lead}>No one played this game.</p>
      ) : (
        <>
          <ol className={styles.podium} aria-label="Podium">
            {top.slice(0, 3).map((entry, place) => (
              // Listed first to third; the style stands second, first and third side by side, each block
              // coloured and raised by its rank (a tie on 2nd: two silver blocks of one height).
              <li key={`${entry.name}-${place}`} className={styles.podiumPlace} data-place={place + 1} data-medal={podiumMedal(ranks[place])} value={ranks[place]}>
                <span className={styles.podiumName}>{entry.name}</span>
                <span className={styles.podiumScore}>{formatNumber(entry.score)} pts</span>
                <span className={styles.podiumBlock}>{ranks[place]}</span>
              </li>
            ))}
          </ol>
          {top.length > 3 && (
            <ol className={styles.runnersUp} aria-label="Runners-up" start={4}>
              {top.slice(3).map((entry, i) => (
                <li key={`${entry.name}-${i}`} value={ranks[i + 3]}>
                  <span className={styles.topTenRank}>{ranks[i + 3]}</span> {entry.name} · {formatNumber(entry.score)}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </div>
  );
}
