/** Why SES stops sending to an address (the reasons of its account-level suppression list). */
export type SuppressionReason = 'BOUNCE' | 'COMPLAINT';

/** The parts of an SES event (as a configuration set publishes it to SNS) that decide a suppression. */
interface SesEvent {
  eventType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: string }[] };
  complaint?: { complainedRecipients?: { emailAddress?: string }[] };
}

const addresses = (recipients: { emailAddress?: string }[] | undefined) =>
  (recipients ?? []).flatMap(({ emailAddress }) => (emailAddress ? [emailAddress.trim().toLowerCase()] : []));

/**
 * The addresses an SES event says to stop mailing (docs/mail.md, "Deployed"): every
 * recipient of a permanent bounce (the address does not exist or refuses for good) and every recipient
 * who complained. A transient bounce (a full mailbox, a server down) suppresses nothing: the next mail
 * may arrive. Anything that is not such an event is ignored.
 */
export function suppressionsOf(message: string): { address: string; reason: SuppressionReason }[] {
  let event: SesEvent;
  try {
    event = JSON.parse(message) as SesEvent;
  } catch {
    return [];
  }
  if (event.eventType === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    return addresses(event.bounce.bouncedRecipients).map((address) => ({ address, reason: 'BOUNCE' }));
  }
  if (event.eventType === 'Complaint') {
    return addresses(event.complaint?.complainedRecipients).map((address) => ({ address, reason: 'COMPLAINT' }));
  }
  return [];
}
