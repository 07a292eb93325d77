// Web-push settings from the environment (read by loadConfig in server/config.ts).
import path from 'node:path';
import ipaddr from 'ipaddr.js';

export interface VapidKeys {
  /** Uncompressed P-256 public key, base64url (what the browser's applicationServerKey takes). */
  publicKey: string;
  /** The private key's 32 bytes, base64url. */
  privateKey: string;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY; without them a pair is generated once into DATA_DIR/vapid.json. */
  vapidKeys?: VapidKeys;
  /** VAPID_SUBJECT: a mailto: or https: contact for push services; default mailto: MAIL_FROM's address. */
  subject?: string;
  /** PUSH_CA_FILE: PEM certificates trusted for push services besides the system's (a private push relay). */
  caFile?: string;
  /** PUSH_ALLOW_HOSTS: private addresses or CIDR ranges an endpoint may reach all the same (tests). */
  allowHosts: string[];
}

export function pushConfigOf(env: NodeJS.ProcessEnv): PushConfig {
  const publicKey = env.VAPID_PUBLIC_KEY || undefined;
  const privateKey = env.VAPID_PRIVATE_KEY || undefined;
  if (!publicKey !== !privateKey) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const subject = env.VAPID_SUBJECT || undefined;
  if (subject && !/^(mailto:|https:\/\/)/.test(subject)) throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${subject}"`);
  const allowHosts = (env.PUSH_ALLOW_HOSTS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = allowHosts.find((entry) => !ipaddr.isValid(entry) && !ipaddr.isValidCIDR(entry));
  if (invalid) throw new Error(`PUSH_ALLOW_HOSTS: "${invalid}" is not an IP address or CIDR range`);
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    subject,
    caFile: env.PUSH_CA_FILE ? path.resolve(env.PUSH_CA_FILE) : undefined,
    allowHosts,
  };
}
