import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { inviteMessage } from '../invite-message';
import styles from './invite.module.css';

export interface ShareInviteProps {
  link: string;
  points: { friend?: number; inviter?: number };
}

/** The Web Share sheet where the browser has one (phones, some desktops); copying works everywhere else. */
const canShare = () => typeof navigator.share === 'function';

/** The member's invite link and the message to pass on: Copy Message, and Share where the browser can. */
export function ShareInvite({ link, points }: ShareInviteProps) {
  const { toast } = useToast();
  const headingId = useId();
  const message = inviteMessage({ link, friendPoints: points.friend });

  const copy = async () => {
    try {
      // Missing outside a secure context (e.g. the dev server opened by a LAN address).
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(message);
      toast({ title: 'Message Copied!', description: 'Paste it to your friends anywhere.', variant: 'success' });
    } catch (error) {
      console.error('Copy failed', error);
      toast({ title: 'Could not copy', description: 'Select the message and copy it yourself.', variant: 'error' });
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: 'Join me at Cinema', text: message });
    } catch (error) {
      // Closing the sheet is no failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy();
    }
  };

  return (
    <section className={`card ${styles.share}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        Share Your Invite Link
      </h2>
      <p className={styles.linkLabel}>Your invite link</p>
      <p className={styles.link}>
        <a href={link}>{link}</a>
      </p>
      <p className={styles.linkLabel}>Message</p>
      <p className={styles.message} data-testid="invite-message">
        {message}
      </p>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy Message
        </Button>
        {canShare() && <Button onClick={() => void share()}>Share</Button>}
      </div>
    </section>
  );
}
