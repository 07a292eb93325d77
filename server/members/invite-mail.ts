// The invitation mail (English, like the other server mails), plain text plus HTML.
import { INVITE_TTL_DAYS } from '../../common/invite-code';
import { escapeHtml } from '../mail/html';
import type { MailContent } from '../mail/templates';

export function invitationMail(inviterName: string, organizationName: string, link: string): MailContent {
  const subject = `${inviterName} invited you to ${organizationName} on Parley`;
  const lines = [
    `${inviterName} invited you to answer customers with ${organizationName} on Parley.`,
    `Open the link to join. Without a Parley account yet, you create one first. The link is valid for ${INVITE_TTL_DAYS} days and works once.`,
  ];
  const footer = 'If you did not expect this invitation, ignore this mail.';
  const text = ['Hello,', '', ...lines, '', `Join ${organizationName}: ${link}`, '', footer].join('\n');
  const html = `<p>Hello,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`
    + `<p><a href="${escapeHtml(link)}">${escapeHtml(`Join ${organizationName}`)}</a></p><p>${escapeHtml(link)}</p>`
    + `<p style="color:#64748b">${escapeHtml(footer)}</p>`;
  return { subject, text, html };
}
