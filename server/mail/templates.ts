// The texts of the server's mails (English for now), each as plain text and HTML.
import { escapeHtml } from './html';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

function withLink(subject: string, greeting: string, lines: string[], action: string, link: string, footer: string): MailContent {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', footer].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`
    + `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(link)}</p>`
    + `<p style="color:#64748b">${escapeHtml(footer)}</p>`;
  return { subject, text, html };
}

export function verificationMail(firstName: string, link: string): MailContent {
  return withLink(
    'Verify your e-mail address for Parley',
    `Hello ${firstName || 'there'},`,
    ['Please confirm that this is your e-mail address to start using Parley.', 'The link is valid for 24 hours.'],
    'Verify e-mail address',
    link,
    'If you did not create a Parley account, ignore this mail.',
  );
}

export function passwordResetMail(firstName: string, link: string): MailContent {
  return withLink(
    'Reset your Parley password',
    `Hello ${firstName || 'there'},`,
    ['Someone asked to reset the password of your Parley account.', 'The link is valid for 1 hour and works once.'],
    'Choose a new password',
    link,
    'If it was not you, ignore this mail: your password stays as it is.',
  );
}
