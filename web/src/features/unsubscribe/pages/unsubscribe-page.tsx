import type { MailPreference } from '@shared/schemas/profile';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { api, refusalMessage } from '../../../lib/api-client';
import styles from './unsubscribe-page.module.css';

const WHAT: Record<MailPreference, string> = {
  emailNotifications: 'e-mail notifications (cancelled shows, live games about to start)',
  sessionReminders: 'session reminders before the shows you book',
};

type State = { step: 'asking' | 'sending' } | { step: 'done'; preference: MailPreference } | { step: 'failed'; message: string };

/**
 * /unsubscribe?token=...: the page a mail's Unsubscribe link opens, no sign-in needed. It asks before
 * it turns anything off (mail scanners open links by themselves), then turns off the preference the
 * signed token names (docs/mail.md, "Preferences").
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { step: 'asking' } : { step: 'failed', message: 'This unsubscribe link is not valid.' });
  const outcome = useRef<HTMLParagraphElement>(null);
  const answered = state.step === 'done' || (state.step === 'failed' && token !== '');
  // The Unsubscribe button that held the focus is gone once answered: the focus goes to the answer, not to the page.
  useEffect(() => {
    if (answered) outcome.current?.focus();
  }, [answered]);

  const confirm = async () => {
    setState({ step: 'sending' });
    try {
      const { preference } = await api('unsubscribe', { query: { token } });
      setState({ step: 'done', preference });
    } catch (error) {
      setState({ step: 'failed', message: refusalMessage(error) ?? 'Failed to unsubscribe. Please try again.' });
    }
  };

  return (
    <main className={`page ${styles.page}`}>
      <h1 className="page-title">Unsubscribe</h1>
      <section className="card" aria-live="polite">
        {state.step === 'done' ? (
          <>
            <p className={styles.done} ref={outcome} tabIndex={-1}>
              You&apos;re unsubscribed.
            </p>
            <p>You won&apos;t get {WHAT[state.preference]} any more. Booking confirmations are still sent.</p>
          </>
        ) : state.step === 'failed' ? (
          <p className={styles.error} ref={outcome} tabIndex={-1}>
            {state.message}
          </p>
        ) : (
          <>
            <p>Stop these e-mails? You can turn them back on any time in My Account.</p>
            <div className={styles.actions}>
              <Button onClick={() => void confirm()} disabled={state.step === 'sending'}>
                {state.step === 'sending' ? 'Unsubscribing…' : 'Unsubscribe'}
              </Button>
            </div>
          </>
        )}
        <p>
          <Link to="/my-account">Mail preferences in My Account</Link>
        </p>
      </section>
    </main>
  );
}
