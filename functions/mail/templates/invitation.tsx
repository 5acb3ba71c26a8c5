import { MailButton } from './layout';
import type { MailTemplate } from './compose';

/** The invitation to a friend, with the inviter's link (`?ref=`): signing up through it pays both. */
export const invitationMail: MailTemplate<'invitation'> = {
  preference: null,
  compose({ inviterName, friendName, referralCode, note }, { siteUrl }) {
    const link = `${siteUrl}/?ref=${encodeURIComponent(referralCode)}`;
    const subject = `${inviterName} invited you to Cinema · Watch. Answer. Win.`;
    const lines = [
      `Hi ${friendName},`,
      `${inviterName} invited you to Cinema: book seats with points, answer questions before, during and after the show and win rewards.`,
      ...(note ? [`${inviterName} wrote: "${note}"`] : []),
      `Sign up with this invite link and you both earn bonus points: ${link}`,
    ];
    return {
      subject,
      preview: `Sign up with ${inviterName}'s invite link and you both earn bonus points.`,
      text: lines.join('\n\n'),
      body: (
        <>
          <p style={{ marginTop: 0 }}>Hi {friendName},</p>
          <p>{inviterName} invited you to Cinema: book seats with points, answer questions before, during and after the show and win rewards.</p>
          {note ? (
            <p>
              {inviterName} wrote: <em>&ldquo;{note}&rdquo;</em>
            </p>
          ) : null}
          <p>Sign up with this invite link and you both earn bonus points.</p>
          <p>
            <MailButton href={link}>Join {inviterName}</MailButton>
          </p>
          <p style={{ fontSize: 13, wordBreak: 'break-all' }}>
            Or open <a href={link} style={{ color: 'inherit' }}>{link}</a>
          </p>
        </>
      ),
    };
  },
};
