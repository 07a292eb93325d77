import { parse as parseUserAgent } from 'bowser';
import type { SessionInfo, User } from '../../common/contracts/accounts';
import { pictureUrl } from './picture';
import { sessionEndsAt, type SessionPolicy } from './session-policy';
import type { SessionRow, UserRow } from './sessions';

export function toUser(row: UserRow, sessionToken?: string): User {
  return {
    objectId: row.objectId,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    language: row.language,
    emailVerified: row.emailVerified,
    mfa: row.mfaEnabled,
    toturialDisabled: row.tutorialDisabled,
    ...(row.pictureFileId ? { picture: pictureUrl(row.pictureFileId) } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(sessionToken ? { sessionToken } : {}),
  };
}

/** "Chrome 156" and "Linux" from a user agent; '' where it does not say. */
function deviceOf(userAgent: string): { browser: string; os: string } {
  if (userAgent === '') return { browser: '', os: '' };
  const { browser, os } = parseUserAgent(userAgent);
  const major = browser.version?.split('.')[0];
  return { browser: [browser.name, major].filter(Boolean).join(' '), os: os.name ?? '' };
}

export function toSessionInfo(row: SessionRow, policy: SessionPolicy, current: boolean): SessionInfo {
  return {
    objectId: row.objectId,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: sessionEndsAt(policy, row).toISOString(),
    ...deviceOf(row.userAgent),
    ipAddress: row.ipAddress,
    current,
  };
}
