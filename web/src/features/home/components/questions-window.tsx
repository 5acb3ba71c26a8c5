import type { FlashCardSession } from '@shared/api/routes/questions';
import { formatShortDate, formatTime } from '@shared/booking/format';
import { Link } from 'react-router-dom';
import { isAnswerableNow, opensLater } from '../../../lib/questions';
import styles from './home.module.css';

/** What the member can answer now (a session's post-show cards open at the show's start). */
const unanswered = (item: FlashCardSession) => [...item.pre, ...item.post].filter(isAnswerableNow).length;
const later = (item: FlashCardSession) => [...item.pre, ...item.post].filter(opensLater).length;

/** Whether any session in the window still has a question to answer (the Q&A tile's New badge). */
export const hasUnansweredCards = (items: FlashCardSession[] | undefined) => items?.some((item) => unanswered(item) > 0) ?? false;

/**
 * Home's questions window (docs/product-rules.md, "Questions and answers"): the member's booked sessions until 48 hours after their
 * start, with what is left to answer and a way to their flash cards. Nothing when there are none.
 */
export function QuestionsWindow({ items }: { items: FlashCardSession[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby="questions-window-heading">
      <div className={styles.sectionHeader}>
        <h2 id="questions-window-heading">Your Session Questions</h2>
      </div>
      <ul className={styles.windowList}>
        {items.map((item) => {
          const open = unanswered(item);
          const total = item.pre.length + item.post.length;
          return (
            <li key={item.session.id}>
              <div className={styles.windowItem}>
                <strong>{item.session.movieTitle}</strong>
                <span className={styles.muted}>
                  {formatShortDate(item.session.date)} · {formatTime(item.session.time)}
                </span>
                <span className={open > 0 ? styles.windowCount : styles.muted}>
                  {total === 0
                    ? 'No questions yet'
                    : open > 0
                      ? `${open} unanswered ${open === 1 ? 'question' : 'questions'}`
                      : later(item) > 0
                        ? 'More questions when the show starts'
                        : 'All questions answered'}
                </span>
                <Link to={`/in-session?session=${encodeURIComponent(item.session.id)}`} className={styles.windowLink}>
                  {open > 0 ? 'Answer now' : 'View questions'}
                  <span className="visually-hidden"> for {item.session.movieTitle}</span>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
