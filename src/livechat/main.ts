// The live-chat page for visitors (GET /livechat/{orgId}; in dev /livechat.html?org={orgId}).
import { io, type Socket } from 'socket.io-client';
import { TYPING_SIGNAL_INTERVAL_MS } from '../../common/constants';
import type { VisitorMessage, VisitorServerEvents, VisitorToServerEvents, VisitorWidget } from '../../common/contracts/livechat';
import { isWithinBusinessHours } from '../../common/livechat-hours';
import { giveProfile, LivechatDisconnected, LivechatUnavailable, loadHistory, openSession, sendMessage } from './api';
import { askPrechat } from './prechat';
import { pickLocale, stringsFor } from './strings';
import { renderChat, renderStatus } from './view';

/** How often the page looks whether business hours began or ended. */
const AWAY_CHECK_MS = 60_000;

const locale = pickLocale(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
const strings = stringsFor(locale);
document.documentElement.lang = locale;
document.title = strings.title;

/** The away notice while outside business hours: the organization's words, or the page's own. */
function awayText(widget: VisitorWidget): string | undefined {
  return isWithinBusinessHours(widget.businessHours, new Date()) ? undefined : widget.awayMessage || strings.away;
}

function orgIdOfPage(): string | undefined {
  const fromPath = /^\/livechat\/([A-Za-z0-9]+)\/?$/.exec(location.pathname)?.[1];
  return fromPath ?? new URLSearchParams(location.search).get('org') ?? undefined;
}

async function start(root: HTMLElement): Promise<void> {
  const orgId = orgIdOfPage();
  if (!orgId) return renderStatus(root, strings.unavailable);
  const session = await openSession(orgId);
  const { widget } = session;
  const title = session.orgName || strings.title;
  if (widget.preChatForm) {
    await askPrechat(root, strings, widget.preChatForm, { title, away: awayText(widget) },
      (answer) => giveProfile({ visitorToken: session.visitorToken, ...answer }));
  }
  const view = renderChat(root, strings, { locale, showTimes: widget.showTimes });
  view.setTitle(title);
  view.setAway(awayText(widget));
  setInterval(() => view.setAway(awayText(widget)), AWAY_CHECK_MS);

  // Replies (and this visitor's messages from other tabs) arrive over the socket.
  // WebSocket only, as the server takes it: any server process may answer (docs/scale-out.md).
  const socket: Socket<VisitorServerEvents, VisitorToServerEvents> = io({ path: '/im/', transports: ['websocket'], auth: { visitorToken: session.visitorToken } });
  socket.on('message', (message: VisitorMessage) => view.show(message));
  // After a reconnect, catch up with anything sent while the socket was away.
  const catchUp = async () => { for (const message of await loadHistory(session.visitorToken)) view.show(message); };
  socket.on('connect', () => { void catchUp(); });

  // The agent sees "typing…" while signals keep coming (02 §9); one every interval is enough.
  let lastTypingSignal = 0;
  view.onTyping(() => {
    if (Date.now() - lastTypingSignal < TYPING_SIGNAL_INTERVAL_MS) return;
    lastTypingSignal = Date.now();
    socket.emit('typing');
  });

  view.onSend((text) => {
    const clientId = crypto.randomUUID();
    const draft: VisitorMessage = { objectId: '', text, fromVisitor: true, createdAt: new Date().toISOString(), clientId };
    view.show(draft, 'pending');
    sendMessage({ visitorToken: session.visitorToken, text, clientId })
      .then((stored) => view.show(stored))
      .catch((error: unknown) => {
        if (error instanceof LivechatDisconnected) renderStatus(root, strings.disconnected);
        else view.show(draft, 'failed');
      });
  });
}

const root = document.getElementById('livechat')!;
start(root).catch((error: unknown) => {
  renderStatus(root, error instanceof LivechatDisconnected ? strings.disconnected : strings.unavailable);
  if (!(error instanceof LivechatUnavailable || error instanceof LivechatDisconnected)) console.error(error);
});
