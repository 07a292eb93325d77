import { beforeAll, describe, expect, it } from 'vitest';
import type { VisitorMessage } from '../../common/contracts/livechat';
import { stringsFor, type LivechatLocale } from './strings';
import { formatMessageTime } from '../i18n/format';
import { renderChat, type ChatOptions } from './view';

const reply = (objectId: string, text: string, second: number, changes: Partial<VisitorMessage> = {}): VisitorMessage => ({
  objectId, text, fromVisitor: false, createdAt: `2026-11-22T10:00:0${second}.000Z`, ...changes,
});

function chat(options: Partial<ChatOptions> = {}) {
  const root = document.body.appendChild(document.createElement('div'));
  const locale: LivechatLocale = options.locale ?? 'en-US';
  const view = renderChat(root, stringsFor(locale), { locale, showTimes: true, ...options });
  const items = () => [...root.querySelectorAll<HTMLLIElement>('[role="log"] li.lc-message')];
  return { root, view, items };
}

describe('live-chat conversation view', () => {
  // jsdom does no layout, so it has no scrollIntoView.
  beforeAll(() => { Element.prototype.scrollIntoView = () => {}; });

  it('keeps messages in time order when a reconnect catch-up delivers older ones after newer ones', () => {
    const { view, items } = chat();
    view.show(reply('c000000003', 'Third reply', 3));
    view.show(reply('c000000001', 'First reply', 1));
    view.show(reply('c000000002', 'Second reply', 2));
    view.show(reply('c000000003', 'Third reply', 3));

    expect(items().map((item) => item.querySelector('.lc-text')?.textContent)).toEqual(['First reply', 'Second reply', 'Third reply']);
  });

  it("shows the agent's name and picture on a reply the server names, and nothing on one it does not", () => {
    const { view, items } = chat();
    view.show(reply('c000000001', 'Hi, Mei here.', 1, { sender: { name: 'Mei', picture: '/user/picture/AbCdEfGh12' } }));
    view.show(reply('c000000002', 'And Ken.', 2, { sender: { name: 'ken' } }));
    view.show(reply('c000000003', 'Anonymous.', 3));

    const [mei, ken, anonymous] = items();
    expect(mei!.querySelector('.lc-sender-name')?.textContent).toBe('Mei');
    expect(mei!.querySelector('img')?.getAttribute('src')).toBe('/user/picture/AbCdEfGh12');
    // No picture: the name's initial stands in for it.
    expect(ken!.querySelector('.lc-sender-name')?.textContent).toBe('ken');
    expect(ken!.querySelector('.lc-avatar')?.textContent).toBe('K');
    expect(anonymous!.querySelector('.lc-sender')).toBeNull();
  });

  it("shows each message's time in the visitor's language, or none when the organization hides times", () => {
    const createdAt = '2026-11-22T10:00:01.000Z';
    for (const locale of ['en-US', 'ja-JP', 'zh-TW', 'zh-CN'] as const) {
      const { view, items } = chat({ locale });
      view.show(reply('c000000001', 'Hello', 1));
      const time = items()[0]!.querySelector('time')!;
      expect(time.dateTime).toBe(createdAt);
      // The same text as the console's message bubble for that time in that language.
      expect(time.textContent).toBe(formatMessageTime(createdAt, locale));
    }
    const hidden = chat({ showTimes: false });
    hidden.view.show(reply('c000000001', 'Hello', 1));
    expect(hidden.items()[0]!.querySelector('time')).toBeNull();

  });

  it('shows a card with its picture, title, price and a link that opens in a new tab', () => {
    const { view, items } = chat();
    view.show(reply('c000000001', '', 1, { cards: [{
      title: 'Oolong tea', subtitle: 'NT$350', imageUrl: 'https://cdn.example.com/tea.jpg',
      links: [{ title: 'Buy now', url: 'https://shop.example.com/shop/abc' }, { title: 'Call us', url: 'tel:+886223456789' }],
    }] }));
    const card = items()[0]!;
    expect(card.querySelector('.lc-text')).toBeNull();
    expect(card.querySelector('strong')?.textContent).toBe('Oolong tea');
    expect(card.textContent).toContain('NT$350');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/tea.jpg');
    const [buy, call] = [...card.querySelectorAll('a')];
    expect(buy).toMatchObject({ textContent: 'Buy now', href: 'https://shop.example.com/shop/abc', target: '_blank', rel: 'noopener noreferrer' });
    expect(call).toMatchObject({ textContent: 'Call us', href: 'tel:+886223456789', target: '' });
  });

  it("makes a message's web address a link opening a new tab, the rest plain text", () => {
    const { view, items } = chat();
    view.show(reply('c000000001', 'Order #1 has shipped.\nhttps://shop.example.com/shop/o.abc <b>', 1));
    const text = items()[0]!.querySelector('.lc-text')!;
    expect(text.textContent).toBe('Order #1 has shipped.\nhttps://shop.example.com/shop/o.abc <b>');
    expect(text.querySelector('b')).toBeNull();
    expect(text.querySelector('a')).toMatchObject({ href: 'https://shop.example.com/shop/o.abc', target: '_blank' });
  });

  it('names the page with one heading, the organization once known', () => {
    const { root, view } = chat();
    expect([...root.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['Chat with us']);
    view.setTitle('Tea House');
    expect([...root.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['Tea House']);
  });

  it('shows the away notice outside business hours and hides it again', () => {
    const { root, view } = chat();
    const notice = root.querySelector<HTMLElement>('.lc-away')!;
    expect(notice.hidden).toBe(true);
    view.setAway('Back at nine.');
    expect(notice.hidden).toBe(false);
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toBe('Back at nine.');
    view.setAway(undefined);
    expect(notice.hidden).toBe(true);
  });

  it('tells when the visitor types something, not when the box is only emptied or spaced', () => {
    const { root, view } = chat();
    let signals = 0;
    view.onTyping(() => { signals++; });
    const input = root.querySelector('textarea')!;
    for (const value of ['H', 'Hi', '   ', '']) {
      input.value = value;
      input.dispatchEvent(new Event('input'));
    }
    expect(signals).toBe(2);
  });
});
