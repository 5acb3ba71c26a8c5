import type { MailKind } from '../../data/entities/outbox-mail';
import { bookingConfirmationMail } from './booking-confirmation';
import type { MailTemplate } from './compose';
import { invitationMail } from './invitation';
import { liveGameStartingMail } from './live-game-starting';
import { sessionCancelledMail } from './session-cancelled';
import { showReminderMail } from './show-reminder';

/** Each kind of mail's template: a new kind is one entry here (docs/mail.md, "A new kind of mail"). */
export const MAIL_TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  invitation: invitationMail,
  bookingConfirmation: bookingConfirmationMail,
  showReminder: showReminderMail,
  sessionCancelled: sessionCancelledMail,
  liveGameStarting: liveGameStartingMail,
};
