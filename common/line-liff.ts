// LINE share messages (LIFF; 03 §2, §7, §8; docs/broadcasts.md): the error keys the console matches,
// the limits of the setup's fields, and the LIFF URL a share message's button opens.

/** LINE refuses another LIFF app on the LINE Login channel: it has its maximum (30; 03 §8). */
export const MAXIMUM_LIFF_APPS = 'error/maximum_liff_apps';
/** A share message (not a draft) while the organization has no LIFF app set up (ours). */
export const LIFF_NOT_SET_UP = 'error/liff-not-set-up';
/** LIFF routes before the organization connected its LINE Login channel (ours). */
export const LINE_LOGIN_NOT_CONNECTED = 'error/line-login-not-connected';
/** LINE refused the LINE Login channel's id and secret (ours). */
export const LINE_LOGIN_REFUSED = 'error/line-login-refused';

/** LINE's maximum of LIFF apps on one channel. */
export const LIFF_APPS_MAX = 30;
/** The LIFF app's name (LINE's `description`): ours, LINE states no length. */
export const LIFF_NAME_MAX = 50;
/** What the share message's button says: a LINE button label. */
export const SHARE_BUTTON_LABEL_MAX = 20;

/** Where the share page is: the LIFF app's endpoint URL under PUBLIC_URL. */
export const LIFF_SHARE_PAGE_PATH = '/liff/share';

/** The LIFF URL that opens the share page in LINE for the shared message's token. */
export const liffShareUrl = (liffId: string, token: string) =>
  `https://liff.line.me/${encodeURIComponent(liffId)}?token=${encodeURIComponent(token)}`;

/** The LIFF app's name as LINE takes it (1 to 50 characters here; LINE refuses "LINE" in it); undefined when it fits. */
export function liffNameProblem(name: string): string | undefined {
  if (!name.trim() || [...name].length > LIFF_NAME_MAX) return `must have 1 to ${LIFF_NAME_MAX} characters`;
  if (/line/i.test(name)) return 'LINE does not take "LINE" in a LIFF app\'s name';
  return undefined;
}
