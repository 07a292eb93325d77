import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../local/db';
import { getDraft } from '../../local/queries';
import { activateLocale } from '../i18n/activate';
import { Composer } from './Composer';
import { DRAFT_SAVE_DELAY_MS } from './use-draft';

const conversationId = 'Conv000001';

function renderComposer(onSend = vi.fn<(text: string) => Promise<void>>(async () => undefined)) {
  render(
    <I18nProvider i18n={i18n}>
      <Composer orgId="Org0000001" conversationId={conversationId} onSend={onSend} />
    </I18nProvider>,
  );
  return { textbox: screen.getByRole('textbox', { name: 'Message' }), onSend };
}

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  localStorage.clear();
  await db.drafts.clear();
});
afterEach(cleanup);

describe('Composer drafts', () => {
  it('saves the draft shortly after typing stops', async () => {
    const { textbox } = renderComposer();
    fireEvent.change(textbox, { target: { value: 'We ship to all of Jap' } });
    expect(await getDraft(conversationId)).toBeUndefined();
    await waitFor(async () => expect((await getDraft(conversationId))?.text).toBe('We ship to all of Jap'), {
      timeout: DRAFT_SAVE_DELAY_MS * 5,
    });
  });

  it('restores a half-typed draft when the composer comes back', async () => {
    const first = renderComposer();
    fireEvent.change(first.textbox, { target: { value: 'Half a reply' } });
    // Leaving before the debounce fires stores what was typed at once, not when the timer would have.
    cleanup();
    await waitFor(async () => expect((await getDraft(conversationId))?.text).toBe('Half a reply'), {
      timeout: DRAFT_SAVE_DELAY_MS / 2,
      interval: 10,
    });

    const second = renderComposer();
    await waitFor(() => expect(second.textbox).toHaveProperty('value', 'Half a reply'));
  });

  it('sends on Enter, keeps Shift+Enter as a new line, and empties the box', async () => {
    const { textbox, onSend } = renderComposer();
    fireEvent.change(textbox, { target: { value: 'Line one' } });
    fireEvent.keyDown(textbox, { key: 'Enter', shiftKey: true });
    expect(onSend).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.keyDown(textbox, { key: 'Enter' });
    });
    expect(onSend).toHaveBeenCalledWith('Line one');
    expect(textbox).toHaveProperty('value', '');
  });

  it('puts the text back when it could not be queued', async () => {
    const { textbox } = renderComposer(vi.fn<(text: string) => Promise<void>>(async () => Promise.reject(new Error('worker gone'))));
    fireEvent.change(textbox, { target: { value: 'Do not lose me' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(textbox).toHaveProperty('value', 'Do not lose me');
  });
});

describe('Composer drafts across a reload', () => {
  it('keeps text typed just before the page went away', async () => {
    const first = renderComposer();
    fireEvent.change(first.textbox, { target: { value: 'We ship to all of Jap' } });
    window.dispatchEvent(new Event('pagehide'));
    // A reload tears the page down: nothing of the IndexedDB write may have happened.
    await db.drafts.clear();
    cleanup();
    await db.drafts.clear();

    const second = renderComposer();
    await waitFor(() => expect(second.textbox).toHaveProperty('value', 'We ship to all of Jap'));
    await waitFor(async () => expect((await getDraft(conversationId))?.text).toBe('We ship to all of Jap'));
  });
});

describe('Composer layout', () => {
  it('gives the text the full width: the actions sit in their own row below it, in keyboard order', () => {
    render(
      <I18nProvider i18n={i18n}>
        <Composer orgId="Org0000001" conversationId={conversationId} onSend={async () => undefined} onSendMedia={() => undefined}
          cards={{ platform: 'line', onSend: async () => undefined }} />
      </I18nProvider>,
    );
    const textbox = screen.getByRole('textbox', { name: 'Message' });
    const actions = ['Templates', 'Attach', 'Card', 'Send'].map((name) => screen.getByRole('button', { name }));
    const row = actions[3]!.parentElement!;
    // One row holds the four actions; the box is not in it, nor in any row beside them: it spans the stacked form.
    for (const action of actions) expect(action.parentElement).toBe(row);
    expect(row.contains(textbox)).toBe(false);
    const form = textbox.closest('form')!;
    expect(textbox.parentElement).toBe(form);
    expect(form.className).toContain('flex-col');
    expect(textbox.className).toContain('w-full');
    // Below the box, and reached after it with Tab.
    expect(textbox.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(row.parentElement).toBe(form);
  });
});
