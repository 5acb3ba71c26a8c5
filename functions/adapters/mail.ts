import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import nodemailer from 'nodemailer';

/** One mail as a template made it, ready to send. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe...). */
  headers?: Record<string, string>;
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** The one way the product sends mail; which back end answers depends on where it runs. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * Deployed: Amazon SES v2 from the stage's sender identity, through its configuration set (whose
 * bounce and complaint events suppress the address). Locally: SMTP to the maildev catcher that the
 * local stack starts (SMTP_URL). Both get the same MIME message, built by nodemailer.
 */
export function createMailSender(env: NodeJS.ProcessEnv = process.env): MailSender {
  const from = env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set: no sender for mail');
  const transport = env.SMTP_URL
    ? nodemailer.createTransport(env.SMTP_URL)
    : nodemailer.createTransport({ SES: { sesClient: new SESv2Client({}), SendEmailCommand } });
  const configurationSet = env.SES_CONFIGURATION_SET;
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers,
        attachments: mail.attachments,
        ...(configurationSet ? { ses: { ConfigurationSetName: configurationSet } } : {}),
      });
    },
  };
}

let sender: MailSender | undefined;

/** The process's sender, made on first use. */
export function mailSender(): MailSender {
  return (sender ??= createMailSender());
}
