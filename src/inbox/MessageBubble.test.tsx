import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageRecordFrom } from '../../local/mapping';
import { wireMessage } from '../../local/test-fixtures';
import { activateLocale } from '../i18n/activate';
import { MessageBubble } from './MessageBubble';

vi.mock('../data/sync-client', () => ({ getSync: () => ({}) }));

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

describe('message actions', () => {
  it('show on hover and keyboard focus only, and stay named, focusable and in the accessibility tree', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <button type="button">before</button>
        <MessageBubble message={messageRecordFrom(wireMessage({ objectId: 'm1', text: 'Where is my parcel?' }))} sender="Mei" />
      </I18nProvider>,
    );
    const bubble = screen.getByRole('article');
    const actions = within(bubble).getByRole('group', { name: 'Message actions' });
    // Out of sight until the message is hovered or focused within (CSS: jsdom does not hover).
    expect(bubble.className.split(' ')).toContain('group/message');
    expect(actions.className.split(' ')).toEqual(expect.arrayContaining([
      'opacity-0', 'group-hover/message:opacity-100', 'group-focus-within/message:opacity-100',
    ]));
    expect(actions.closest('[aria-hidden="true"]')).toBeNull();
    const keep = await within(actions).findByRole('button', { name: 'Keep' });
    // Reached by Tab: a button, not taken out of the tab order.
    expect(keep.tabIndex).toBe(0);
    keep.focus();
    expect(document.activeElement).toBe(keep);
    expect(bubble.matches(':focus-within')).toBe(true);
  });
});
