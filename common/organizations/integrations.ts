// What an organization's integrations can hold on this server (01 §3, docs/organizations.md).
import type { Platform } from '../contracts/base';

/**
 * The channels this server can connect: live chat is built in, the others are connected with their
 * credentials (POST /functions/integrate, docs/channels.md). The server refuses connecting any other;
 * the console's linked-app page and onboarding say the same.
 */
export const CONNECTABLE_PLATFORMS: readonly Platform[] = ['line', 'facebook', 'instagram', 'whatsapp', 'livechat'];
