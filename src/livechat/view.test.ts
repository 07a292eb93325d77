import { beforeAll, describe, expect, it } from 'vitest';
import type { VisitorMessage } from '../../common/contracts/livechat';
import { stringsFor } from './strings';
import { renderChat } from './view';

const reply = (objectId: string, text: string, second: number): VisitorMessage => ({
  objectId, text, fromVisitor: false, createdAt: `2026-11-22T10:00:0${second}.000Z`,
});

describe('live-chat conversation view', () => {
  // jsdom does no layout, so it has no scrollIntoView.
  beforeAll(() => { Element.prototype.scrollIntoView = () => {}; });

  it('keeps messages in time order when a reconnect catch-up delivers older ones after newer ones', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const view = renderChat(root, stringsFor('en-US'));
    view.show(reply('c000000003', 'Third reply', 3));
    view.show(reply('c000000001', 'First reply', 1));
    view.show(reply('c000000002', 'Second reply', 2));
    view.show(reply('c000000003', 'Third reply', 3));

    const shown = [...root.querySelectorAll('[role="log"] li')].map((item) => item.textContent);
    expect(shown).toEqual(['First reply', 'Second reply', 'Third reply']);
  });

  it('tells when the visitor types something, not when the box is only emptied or spaced', () => {
    const root = document.body.appendChild(document.createElement('div'));
    const view = renderChat(root, stringsFor('en-US'));
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
