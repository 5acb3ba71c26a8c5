import { renderToStaticMarkup } from 'react-dom/server';
import type { MailKind } from '../data/entities/outbox-mail';
import type { MailPayloads } from '../data/outbox';
import type { OutgoingMail } from '../adapters/mail';
import { unsubscribeToken } from '../lib/mail-links';
import { MailLayout } from './templates/layout';
import { MAIL_TEMPLATES } from './templates';

/**
 * A queued mail as it is sent: the template's React body rendered to HTML in the product's layout,
 * its plain-text part, and for mail a preference turns off, one-click unsubscribe (RFC 8058): the
 * `List-Unsubscribe` URL the mail client POSTs to, and the footer's link to a page that confirms.
 */
export function renderMail<K extends MailKind>(kind: K, payload: MailPayloads[K], to: { address: string; memberId?: string }, siteUrl: string): OutgoingMail {
  const template = MAIL_TEMPLATES[kind];
  const composed = template.compose(payload, { siteUrl });
  const token = template.preference && to.memberId ? unsubscribeToken(to.memberId, template.preference) : undefined;
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  const unsubscribePage = token ? `${siteUrl}/unsubscribe${query}` : undefined;
  const html = renderToStaticMarkup(
    <MailLayout preview={composed.preview} siteUrl={siteUrl} unsubscribeUrl={unsubscribePage}>
      {composed.body}
    </MailLayout>,
  );
  return {
    to: to.address,
    subject: composed.subject,
    html: `<!DOCTYPE html>${html}`,
    text: unsubscribePage ? `${composed.text}\n\n--\nUnsubscribe: ${unsubscribePage}` : composed.text,
    attachments: composed.attachments,
    headers: token
      ? { 'List-Unsubscribe': `<${siteUrl}/api/unsubscribe${query}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : undefined,
  };
}
