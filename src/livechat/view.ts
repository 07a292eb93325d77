// The widget's DOM: a header, the away notice, the conversation as a log, and a labelled input with
// a Send button. A reply shows its agent when the server names one; every message its time if the
// organization shows times.
import type { VisitorCard, VisitorMessage } from '../../common/contracts/livechat';
import { formatMessageTime } from '../i18n/format';
import { linkify } from '../inbox/content/linkify';
import type { LivechatLocale, LivechatStrings } from './strings';

export interface ChatOptions {
  locale: LivechatLocale;
  showTimes: boolean;
}

export interface ChatView {
  setTitle(title: string): void;
  /** Shows the away notice (outside business hours), or hides it with undefined. */
  setAway(text: string | undefined): void;
  /** Shows a message; a later call with the same objectId or clientId replaces it. */
  show(message: VisitorMessage, state?: 'pending' | 'failed'): void;
  onSend(handler: (text: string) => void): void;
  /** The visitor typed something in the message box. */
  onTyping(handler: () => void): void;
}

export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The page's header: its one heading, the organization's name (or the widget's title until known). */
export function pageHeader(title: string): { header: HTMLElement; heading: HTMLHeadingElement } {
  const header = element('header', 'lc-header');
  const heading = element('h1', 'lc-title', title);
  header.append(heading);
  return { header, heading };
}

export function renderStatus(root: HTMLElement, text: string): void {
  root.replaceChildren(element('p', 'lc-status', text));
}

/** Who answered: the agent's picture (or initial) and first name. */
function senderLine(sender: NonNullable<VisitorMessage['sender']>): HTMLElement {
  const line = element('span', 'lc-sender');
  const avatar = sender.picture ? element('img', 'lc-avatar') : element('span', 'lc-avatar', [...sender.name][0]?.toUpperCase());
  if (avatar instanceof HTMLImageElement) {
    avatar.src = sender.picture!;
    avatar.alt = '';
  } else {
    avatar.setAttribute('aria-hidden', 'true');
  }
  line.append(avatar, element('span', 'lc-sender-name', sender.name));
  return line;
}

/** A message's text with its http(s) links as links opening a new tab (an order's news links its page); never HTML. */
function linkedText(value: string): HTMLElement {
  const text = element('span', 'lc-text');
  text.append(...linkify(value).map((part) => {
    if (part.kind === 'text') return part.text;
    const link = element('a', undefined, part.text);
    link.href = part.href;
    link.target = '_blank';
    link.rel = 'noopener noreferrer nofollow';
    return link;
  }));
  return text;
}

/** A card (a product from the shop, an agent's card): picture, title, subtitle, and its buttons as links opening a new tab. */
function cardElement(card: VisitorCard): HTMLElement {
  const box = element('div', 'lc-card');
  if (card.imageUrl) {
    const image = element('img', 'lc-card-image');
    image.src = card.imageUrl;
    image.alt = '';
    box.append(image);
  }
  box.append(element('strong', 'lc-card-title', card.title));
  if (card.subtitle) box.append(element('span', 'lc-card-subtitle', card.subtitle));
  for (const { title, url } of card.links) {
    const link = element('a', 'lc-card-link', title);
    link.href = url;
    if (!url.startsWith('tel:')) {
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
    }
    box.append(link);
  }
  return box;
}

export function renderChat(root: HTMLElement, strings: LivechatStrings, options: ChatOptions): ChatView {
  const { header, heading } = pageHeader(strings.title);
  const away = element('p', 'lc-away');
  away.setAttribute('role', 'status');
  away.hidden = true;
  // The log holds a list (a list item's parent must be a list, not the log itself).
  const log = element('div', 'lc-log');
  log.setAttribute('role', 'log');
  log.setAttribute('aria-label', strings.conversation);
  const list = element('ol', 'lc-list');
  const empty = element('li', 'lc-empty', strings.empty);
  list.append(empty);
  log.append(list);

  const form = element('form', 'lc-form');
  const label = element('label', undefined, strings.message);
  label.htmlFor = 'lc-input';
  const input = element('textarea', 'lc-input');
  input.id = 'lc-input';
  input.rows = 1;
  input.maxLength = 2000;
  input.placeholder = strings.placeholder;
  const send = element('button', 'lc-send', strings.send);
  send.type = 'submit';
  form.append(label, input, send);
  root.replaceChildren(header, away, log, form);

  const items = new Map<string, HTMLLIElement>();
  let handler: ((text: string) => void) | undefined;
  let typingHandler: (() => void) | undefined;
  input.addEventListener('input', () => { if (input.value.trim()) typingHandler?.(); });
  const submit = () => {
    const text = input.value.trim();
    if (!text) return;
    input.value = '';
    handler?.(text);
  };
  form.addEventListener('submit', (event) => { event.preventDefault(); submit(); });
  // Enter sends, Shift+Enter adds a line.
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) { event.preventDefault(); submit(); }
  });

  return {
    setTitle: (title) => { heading.textContent = title; },
    setAway(text) {
      away.textContent = text ?? '';
      away.hidden = text === undefined;
    },
    show(message, state) {
      const key = message.clientId ?? message.objectId;
      const item = items.get(key) ?? items.get(message.objectId) ?? element('li');
      item.className = `lc-message ${message.fromVisitor ? 'from-visitor' : 'from-business'}${state ? ` ${state}` : ''}`;
      const text = linkedText(state === 'failed' ? `${message.text}\n${strings.notSent}` : message.text);
      // A card message may have no text of its own: its cards say it.
      const texts = message.cards && !message.text ? [] : [text];
      item.replaceChildren(...(message.sender ? [senderLine(message.sender)] : []), ...texts, ...(message.cards ?? []).map(cardElement));
      if (options.showTimes) {
        // The console's rule for a message's time (the clock today, with the date before), in the visitor's language.
        const time = element('time', 'lc-time', formatMessageTime(message.createdAt, options.locale));
        time.dateTime = message.createdAt;
        item.append(time);
      }
      items.set(key, item);
      if (message.objectId) items.set(message.objectId, item);
      item.dataset.createdAt = message.createdAt;
      if (!item.isConnected) {
        empty.remove();
        placeInOrder(list, item);
        item.scrollIntoView({ block: 'end' });
      }
    },
    onSend: (next) => { handler = next; },
    onTyping: (next) => { typingHandler = next; },
  };
}

/**
 * Puts a message where its time belongs: replies caught up over HTTP after a reconnect can arrive
 * after newer ones the socket already delivered. ISO times of one server compare as text.
 */
function placeInOrder(list: HTMLElement, item: HTMLLIElement): void {
  const createdAt = item.dataset.createdAt ?? '';
  const later = [...list.querySelectorAll<HTMLLIElement>('li.lc-message')]
    .find((other) => (other.dataset.createdAt ?? '') > createdAt);
  list.insertBefore(item, later ?? null);
}
