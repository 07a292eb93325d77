// The webhook verify token an admin chose for a Meta account: kept sealed with the credentials, and
// as a SHA-256 (hex) in the clear, by which Meta's handshake (GET /webhooks/meta) finds the account.
import { createHash } from 'node:crypto';

export const verifyTokenHashOf = (verifyToken: string) => createHash('sha256').update(verifyToken).digest('hex');
