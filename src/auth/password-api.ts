// Account calls of the password and e-mail verification flows (01 §7).
import { post } from '../api/client';

export function requestPasswordReset(email: string): Promise<unknown> {
  // 01 §5: the e-mail is lowercased before the request.
  return post('/requestPasswordReset', { email: email.trim().toLowerCase() });
}

export function resetPassword(token: string, password: string): Promise<unknown> {
  return post('/user/password/reset', { token, password });
}

export function changePassword(request: { username: string; oldPassword: string; newPassword: string }): Promise<unknown> {
  return post('/user/password/change', request);
}

export function verifyEmail(token: string): Promise<{ objectId: string; email: string; emailVerified: true }> {
  return post('/user/verify_email', { token });
}

/** 01 §5: a resend needs the user's objectId and e-mail. */
export function resendVerificationEmail(user: { objectId: string; email: string }): Promise<unknown> {
  if (!user.objectId || !user.email) throw new Error('resendVerificationEmail needs objectId and email');
  return post('/verificationEmailRequest', { objectId: user.objectId, email: user.email });
}
