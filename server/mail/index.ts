import type { ServerConfig } from '../config';
import { createMailer, type Mailer } from './mailer';

export type { Mail, Mailer, StoredMail } from './mailer';
export { readOutbox, outboxDir } from './mailer';

const mailers = new WeakMap<ServerConfig, Mailer>();

/** The one mailer of a server (by its configuration object), made on first use. */
export function mailerFor(config: ServerConfig): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = createMailer(config);
    mailers.set(config, mailer);
  }
  return mailer;
}

export function closeMailer(config: ServerConfig): void {
  mailers.get(config)?.close();
  mailers.delete(config);
}
