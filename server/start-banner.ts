// What the person who ran `npm start` reads first: where to open the console and, without SMTP, where
// the mail goes. Plain lines beside the JSON log, which is for log collectors and keeps the same facts.
export interface StartFacts {
  /** The address browsers open (PUBLIC_URL). */
  publicUrl: string;
  /** Where the server listens, when it differs from the public address (a proxy in front). */
  listeningOn: string;
  database: string;
  /** The operator's link to the mail outbox, when mail is kept in files (no SMTP_URL). */
  mailOutboxLink?: string;
}

export function startBanner({ publicUrl, listeningOn, database, mailOutboxLink }: StartFacts): string {
  const sameAddress = new URL(publicUrl).port === new URL(listeningOn).port;
  return [
    '',
    `Parley is running. Open ${publicUrl}${sameAddress ? '' : ` (listening on ${listeningOn})`}`,
    `  database:    ${database}`,
    mailOutboxLink
      ? `  mail outbox: ${mailOutboxLink} (no SMTP_URL: mail is kept in files; this link is for the operator only)`
      : '  mail:        sent through SMTP_URL',
    '',
    '',
  ].join('\n');
}
