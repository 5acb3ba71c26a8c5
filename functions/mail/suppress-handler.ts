import { PutSuppressedDestinationCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { SNSEvent } from 'aws-lambda';
import { suppressionsOf, type SuppressionReason } from './suppression';

let ses: SESv2Client | undefined;

/** Adds the address to the SES account's suppression list: SES sends it nothing more. */
const suppressInSes = (address: string, reason: SuppressionReason) =>
  (ses ??= new SESv2Client({})).send(new PutSuppressedDestinationCommand({ EmailAddress: address, Reason: reason })).then(() => undefined);

/**
 * The configuration set's bounce and complaint events, through SNS (docs/mail.md, "Bounces and
 * complaints"): each address a permanent bounce or a complaint names is suppressed. Putting an address
 * already on the list again is harmless, so SNS's retries are too.
 */
export async function suppressAddressesOf(event: SNSEvent, suppress: (address: string, reason: SuppressionReason) => Promise<void>): Promise<void> {
  for (const record of event.Records) {
    for (const { address, reason } of suppressionsOf(record.Sns.Message)) await suppress(address, reason);
  }
}

export const handler = (event: SNSEvent) => suppressAddressesOf(event, suppressInSes);
