// 01 §2: a signed-in user whose e-mail is not verified goes to /signup-verify, except on the pages
// that are always allowed: account-setting, add-organization, the password and the verify pages.
const ALWAYS_ALLOWED = ['/account-setting', '/add-organization', '/changePassword', '/change-password-fail', '/resetPassword', '/forget', '/signup-verify'];

export const VERIFY_PATH = '/signup-verify';

/** Where an unverified user on `pathname` must go instead, or null when the page is allowed. */
export function unverifiedRedirect(emailVerified: boolean, pathname: string): string | null {
  if (emailVerified) return null;
  const allowed = ALWAYS_ALLOWED.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return allowed ? null : VERIFY_PATH;
}
