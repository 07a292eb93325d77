// Where a push notification goes (docs/push.md), as pure functions of the open console windows:
// whether to show it at all, and which window a click brings forward.
import type { PushPayload } from '../../common/push';
import { SERVER_PATHS } from './navigation';

/** What the service worker knows of an open window of the console (a WindowClient). */
export interface ConsoleWindow {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

const pathOf = (url: string) => new URL(url).pathname;
/** Same-origin windows that are not the console (the live-chat widget, the dev mail page) never count. */
const isConsole = (window: ConsoleWindow) => !SERVER_PATHS.some((path) => path.test(pathOf(window.url)));
const inOrganization = (window: ConsoleWindow, orgId: string) => pathOf(window.url).split('/')[2] === orgId;

/**
 * An agent looking at the organization in a focused window already sees and hears what the push says
 * (the message center's list and sound, the top bar's task toasts and bell): no notification then.
 */
export function isSeenAlready(payload: PushPayload, windows: readonly ConsoleWindow[]): boolean {
  return windows.some((window) => isConsole(window) && window.focused && window.visibilityState === 'visible' && inOrganization(window, payload.orgId)
    && (payload.kind !== 'message' || pathOf(window.url).startsWith('/message-center/')));
}

/**
 * The window a click uses: the focused one, else one already in the organization, else any; -1 when
 * none is open (the click opens a new one).
 */
export function windowForClick(windows: readonly ConsoleWindow[], orgId: string): number {
  const pick = (accept: (window: ConsoleWindow) => boolean) => windows.findIndex((window) => isConsole(window) && accept(window));
  const focused = pick((window) => window.focused);
  if (focused >= 0) return focused;
  const sameOrg = pick((window) => inOrganization(window, orgId));
  return sameOrg >= 0 ? sameOrg : pick(() => true);
}
