import type { ReactNode } from 'react';

/** The product's look in mail: the dark cinema colours and the gold accent (web/src/styles/tokens.css), inline as mail clients need. */
export const MAIL_COLORS = { bg: '#0b0b12', surface: '#14141f', border: '#2e2e45', text: '#f4f4f8', muted: '#a3a3b8', primary: '#f5c518', primaryText: '#14110a' };
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function MailLayout({ preview, children, unsubscribeUrl, siteUrl }: { preview: string; children: ReactNode; unsubscribeUrl?: string; siteUrl: string }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
      </head>
      <body style={{ margin: 0, padding: 0, background: MAIL_COLORS.bg, color: MAIL_COLORS.text, fontFamily: FONT }}>
        {/* The line an inbox shows beside the subject. */}
        <div style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>{preview}</div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ background: MAIL_COLORS.bg }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ maxWidth: 560, background: MAIL_COLORS.surface, border: `1px solid ${MAIL_COLORS.border}`, borderRadius: 12 }}>
                  <tbody>
                    <tr>
                      <td style={{ padding: '20px 24px', borderBottom: `1px solid ${MAIL_COLORS.border}` }}>
                        <a href={siteUrl} style={{ color: MAIL_COLORS.primary, fontSize: 20, fontWeight: 700, textDecoration: 'none' }}>
                          Cinema
                        </a>
                        <span style={{ color: MAIL_COLORS.muted, fontSize: 14 }}> · Watch. Answer. Win.</span>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: 24, fontSize: 16, lineHeight: 1.5 }}>{children}</td>
                    </tr>
                    {unsubscribeUrl ? (
                      <tr>
                        <td style={{ padding: '16px 24px', borderTop: `1px solid ${MAIL_COLORS.border}`, color: MAIL_COLORS.muted, fontSize: 13 }}>
                          Don&apos;t want these e-mails? <a href={unsubscribeUrl} style={{ color: MAIL_COLORS.muted }}>Unsubscribe</a>
                        </td>
                      </tr>
                    ) : null}
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** The one call to action of a mail: a gold button. */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      style={{ display: 'inline-block', background: MAIL_COLORS.primary, color: MAIL_COLORS.primaryText, padding: '12px 20px', borderRadius: 8, fontWeight: 700, textDecoration: 'none' }}
    >
      {children}
    </a>
  );
}

/** A label and its value (the show's time, seats, ticket code). */
export function MailFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p style={{ margin: '4px 0' }}>
      <span style={{ color: MAIL_COLORS.muted }}>{label}: </span>
      <strong>{children}</strong>
    </p>
  );
}
