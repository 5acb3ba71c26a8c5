import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';

/** A message as the mail catcher's API (`GET {mailUrl}/email`) lists it. */
export interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string; name?: string }[];
  html: string;
  text: string;
  headers: Record<string, string>;
  attachments?: { fileName: string; generatedFileName: string; contentType: string }[];
}

const mailUrl = () => inject('mailUrl');

/** Every message the stack has sent so far. */
export async function inbox(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUrl()}/email`);
  if (!response.ok) throw new Error(`GET ${mailUrl()}/email answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** The messages to one address (the catcher keeps everything the stack sent). */
export const mailTo = async (address: string) => (await inbox()).filter((mail) => mail.to.some((to) => to.address === address.toLowerCase()));

/** Waits until `count` messages to `address` have arrived (the outbox worker sends within a few seconds) and returns them, oldest first. */
export async function waitForMail(address: string, count = 1, timeoutMs = 20_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await mailTo(address);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`${found.length} of ${count} mails to ${address} arrived within ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

/** An attachment's content, as the catcher keeps it. */
export async function attachmentText(mail: CaughtMail, fileName: string): Promise<string> {
  const stored = mail.attachments?.find((attachment) => attachment.fileName === fileName);
  if (!stored) throw new Error(`The mail has no attachment ${fileName}`);
  const response = await fetch(`${mailUrl()}/email/${mail.id}/attachment/${encodeURIComponent(stored.generatedFileName)}`);
  if (!response.ok) throw new Error(`The attachment ${fileName} answered ${response.status}`);
  return response.text();
}
