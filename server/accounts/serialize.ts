import type { User } from '../../common/protocol';
import { pictureUrl } from './picture';
import type { UserRow } from './sessions';

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
