import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE } from '../../common/constants';
import { db } from '../../local/db';
import { messageRecordFrom } from '../../local/mapping';
import { metaLoadedKey } from '../../local/meta';
import { wireMessage } from '../../local/test-fixtures';
import { activateLocale } from '../i18n/activate';
import { MessageList } from './MessageList';

const loadOlderMessages = vi.fn<(orgId: string, conversationId: string) => Promise<boolean>>();
vi.mock('../data/sync-client', () => ({ getSync: () => ({ loadOlderMessages }) }));

const orgId = 'org1';
const conversationId = 'conv1';

async function storeMessages(count: number) {
  await db.messages.bulkPut(Array.from({ length: count }, (_, index) => messageRecordFrom(wireMessage({
    objectId: `Msg${String(index).padStart(7, '0')}`,
    createdAt: new Date(Date.UTC(2024, 4, 1, 10, 0, index)).toISOString(),
  }))));
}

async function showConversation(shown: number) {
  render(
    <I18nProvider i18n={i18n}>
      <MessageList orgId={orgId} conversationId={conversationId} senders={{ currentUserId: 'user1', organizationName: 'Tea House', customerName: 'Mei' }} />
    </I18nProvider>,
  );
  const log = await screen.findByRole('log', { name: 'Messages' });
  await waitFor(() => expect(within(log).getAllByRole('article')).toHaveLength(shown));
  return log;
}

const olderButton = () => screen.queryByRole('button', { name: 'Load older messages' });

beforeAll(async () => {
  Element.prototype.scrollTo = () => {};
  await activateLocale('en-US');
});
beforeEach(async () => {
  loadOlderMessages.mockReset();
  await db.messages.clear();
  await db.pendingMessages.clear();
  await db.meta.clear();
});
afterEach(cleanup);

describe('Load older messages', () => {
  it('is not offered on a short conversation once the organization is fully synced', async () => {
    await db.meta.put({ key: metaLoadedKey(orgId), value: '2024-05-01T00:00:00.000Z' });
    await storeMessages(4);
    await showConversation(4);
    expect(olderButton()).toBeNull();
  });

  it('shows stored older messages without asking the server, then goes', async () => {
    await db.meta.put({ key: metaLoadedKey(orgId), value: '2024-05-01T00:00:00.000Z' });
    await storeMessages(PAGE_SIZE + 5);
    await showConversation(PAGE_SIZE);
    fireEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(PAGE_SIZE + 5));
    expect(olderButton()).toBeNull();
    expect(loadOlderMessages).not.toHaveBeenCalled();
  });

  it('asks the server before the first full pull, and hides once a page answers short', async () => {
    loadOlderMessages.mockResolvedValue(false);
    await storeMessages(4);
    await showConversation(4);
    fireEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(olderButton()).toBeNull());
    expect(loadOlderMessages).toHaveBeenCalledWith(orgId, conversationId);
  });
});
