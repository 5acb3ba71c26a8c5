import { useState } from 'react';
import { Button, type ButtonProps } from '../ui/button';
import { FeedbackDialog, type FeedbackSession } from './feedback-dialog';

export interface FeedbackButtonProps extends Pick<ButtonProps, 'variant' | 'size' | 'className'> {
  /** The session the feedback is about (a past ticket's); none for general feedback. */
  session?: FeedbackSession;
}

/** "Give Feedback" and the feedback dialog it opens (from Rewards, and from a past ticket in My Tickets). */
export function FeedbackButton({ session, variant = 'secondary', size, className }: FeedbackButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        // The movie tells one past ticket's button from another's; the visible text stays in the name.
        aria-label={session ? `Give Feedback on ${session.movieTitle}` : undefined}
        onClick={() => setOpen(true)}
      >
        Give Feedback
      </Button>
      {open && <FeedbackDialog session={session} onClose={() => setOpen(false)} />}
    </>
  );
}
