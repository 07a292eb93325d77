// The Keep toggle and the kept messages list, over IndexedDB as the sync worker leaves it.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../local/db';
import { messageRecordFrom } from '../../local/mapping';
import { clearLocalData } from '../../local/queries';
import { wireMessage } from '../../local/test-fixtures';
import { activateLocale } from '../i18n/activate';
import { queueActions } from '../../local/stores/store-actions';
import { KeepButton } from './KeepButton';
import { KeptMessagesSection } from './KeptMessagesSection';

// The worker's intents as the page calls them; what they store is the Dexie side, used for real.
const sync = vi.hoisted(() => ({
  act: vi.fn<(intent: unknown) => Promise<void>>(async () => undefined),
  loadKept: vi.fn<(orgId: string, conversationId: string, skip: number) => Promise<boolean>>(async () => false),
}));
vi.mock('../data/sync-client', () => ({ getSync: () => sync }));

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const message = (id: string, text: string) => messageRecordFrom(wireMessage({ objectId: id, conversationId: 'conv1', text }));

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  await clearLocalData();
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('Keep', () => {
  it('keeps a message not kept, and removes a kept one', async () => {
    const parcel = message('m1', 'Where is my parcel?');
    wrap(<KeepButton message={parcel} />);
    const keep = await screen.findByRole('button', { name: 'Keep' });
    expect(keep.getAttribute('aria-pressed')).toBe('false');
    await act(async () => fireEvent.click(keep));
    expect(sync.act).toHaveBeenCalledWith({ kind: 'keep', message: parcel });

    await queueActions([{ kind: 'keep', message: parcel }], ['KeepAction0000000001'], Date.UTC(2024, 0, 2), 'u1');
    const kept = await screen.findByRole('button', { name: 'Kept' });
    expect(kept.getAttribute('aria-pressed')).toBe('true');
    await act(async () => fireEvent.click(kept));
    expect(sync.act).toHaveBeenLastCalledWith({ kind: 'unkeep', kept: expect.objectContaining({ messageId: 'm1' }), customerId: 'cust1' });
  });
});

describe('Kept messages', () => {
  it('lists the conversation\'s kept messages newest first, waiting ones marked, each removable', async () => {
    await db.keptMessages.put({
      objectId: 'K1', orgId: 'org1', conversationId: 'conv1', messageId: 'm0', ownerId: 'u2', platform: 'livechat', contentType: 'text',
      data: { content: 'Order 42' }, senderType: 'Customer', messageCreatedAt: '2024-01-01T00:00:00.000Z', createdAt: '2024-01-01T00:00:00.000Z',
    });
    await queueActions([{ kind: 'keep', message: message('m1', 'Where is my parcel?') }], ['KeepAction0000000001'], Date.UTC(2024, 0, 2), 'u1');
    wrap(<KeptMessagesSection orgId="org1" conversationId="conv1" customerId="cust1" />);
    const list = screen.getByRole('list', { name: 'Kept messages' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(newest!.textContent).toContain('Where is my parcel?');
    expect(within(newest!).getByText('Waiting to sync')).toBeTruthy();
    expect(within(older!).queryByText('Waiting to sync')).toBeNull();
    expect(sync.loadKept).toHaveBeenCalledWith('org1', 'conv1', 0);

    await act(async () => fireEvent.click(within(list).getByRole('button', { name: 'Remove kept message: Order 42' })));
    expect(sync.act).toHaveBeenCalledWith({ kind: 'unkeep', kept: expect.objectContaining({ objectId: 'K1' }), customerId: 'cust1' });
  });
});
