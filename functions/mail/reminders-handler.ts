import { queueDueReminders } from './reminders';

/** The reminder job deployed: an EventBridge schedule invokes it every minute (docs/mail.md, "Reminders"). */
export async function handler(): Promise<void> {
  await queueDueReminders();
}
