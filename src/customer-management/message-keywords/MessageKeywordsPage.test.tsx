// The message keywords screen: the rules with their counts, a new rule from the dialog (keywords as
// chips, match mode, platforms, tags), editing, switching off, and deleting after a confirmation.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageKeyword, MessageKeywordListResult } from '../../../common/contracts/message-keywords';
import { pointer } from '../../../common/parse';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { MessageKeywordsPage } from './MessageKeywordsPage';

const orgId = 'Org0000001';

const server = vi.hoisted(() => ({
  rules: [] as MessageKeyword[],
  list: vi.fn<(orgId: string) => Promise<MessageKeywordListResult>>(),
  create: vi.fn<(orgId: string, draft: Omit<MessageKeyword, 'objectId'>) => Promise<MessageKeyword>>(),
  update: vi.fn<(orgId: string, id: string, changes: Partial<MessageKeyword>) => Promise<MessageKeyword>>(),
  remove: vi.fn<(orgId: string, id: string) => Promise<void>>(),
}));
vi.mock('./message-keywords-api', () => ({
  listMessageKeywords: server.list, createMessageKeyword: server.create, updateMessageKeyword: server.update, deleteMessageKeyword: server.remove,
}));
vi.mock('../../data/sync-client', () => ({ getSync: () => ({ findTags: async () => [] }) }));

function ruleOf(fields: Partial<MessageKeyword> & Pick<MessageKeyword, 'objectId'>): MessageKeyword {
  return {
    organization: pointer('Organization', orgId), keywords: ['refund'], matchMode: 'contains', platforms: ['line', 'livechat'],
    addTags: ['refund'], removeTags: [], enabled: true, taggedCount: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...fields,
  };
}

function renderPage() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={[`/customer-management/${orgId}/message-keyword`]}>
        <Routes>
          <Route path="/customer-management/:orgId/message-keyword" element={<MessageKeywordsPage />} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const rows = () => within(screen.getByTestId('keyword-rules')).getAllByRole('row').slice(1);

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  server.rules = [
    ruleOf({ objectId: 'Rule000001', keywords: ['refund', 'return'], taggedCount: 7, removeTags: ['happy'] }),
    ruleOf({ objectId: 'Rule000002', keywords: ['hello'], matchMode: 'exact', platforms: ['facebook'], addTags: ['greeted'], enabled: false }),
  ];
  server.list.mockImplementation(async () => ({ rules: server.rules, max: 200 }));
  server.create.mockImplementation(async (_org, draft) => ruleOf({ ...draft, objectId: 'Rule000003' }));
  server.update.mockImplementation(async (_org, id, changes) =>
    ({ ...server.rules.find((rule) => rule.objectId === id)!, ...changes }));
  server.remove.mockImplementation(async () => {});
});
afterEach(cleanup);

describe('MessageKeywordsPage', () => {
  it('lists the rules with their keywords, match, platforms, tags and the customers each tagged', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(server.list).toHaveBeenCalledWith(orgId);
    const cells = within(rows()[0]!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual(['refundreturnContained in the message', 'LINE, Live chat', 'Adds: refundRemoves: happy', '7']);
    expect(within(rows()[1]!).getAllByRole('cell')[0]!.textContent).toContain('The whole message');
    expect(screen.getByRole('switch', { name: 'Rule on: refund, return' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Rule on: hello' }).getAttribute('aria-checked')).toBe('false');
  });

  it('creates a rule: keywords as chips, exact match, platforms, a tag to add', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'New rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'New keyword rule' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('Add a keyword.')).toBeTruthy();

    const keyword = within(dialog).getByRole('textbox', { name: 'Keywords' });
    fireEvent.change(keyword, { target: { value: ' Price ' } });
    fireEvent.keyDown(keyword, { key: 'Enter' });
    fireEvent.change(keyword, { target: { value: 'price' } });
    fireEvent.keyDown(keyword, { key: 'Enter' });
    fireEvent.change(keyword, { target: { value: 'cost' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(within(dialog).getByRole('list', { name: 'Keywords' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Price×', 'cost×']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove keyword cost' }));

    fireEvent.click(within(dialog).getByRole('radio', { name: 'The whole message is a keyword' }));
    for (const platform of ['Messenger', 'Instagram', 'WhatsApp']) fireEvent.click(within(dialog).getByRole('checkbox', { name: platform }));
    expect(within(dialog).getByText('Choose a tag to add or to remove.')).toBeTruthy();
    const tag = within(dialog).getByRole('combobox', { name: 'Tag to add' });
    fireEvent.change(tag, { target: { value: 'asked-price' } });
    fireEvent.keyDown(tag, { key: 'Enter' });

    expect((save as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.create).toHaveBeenCalledWith(orgId, {
      keywords: ['Price'], matchMode: 'exact', platforms: ['line', 'livechat'], addTags: ['asked-price'], removeTags: [], enabled: true,
    });
    expect(rows()).toHaveLength(3);
    expect(within(rows()[0]!).getAllByRole('cell')[0]!.textContent).toContain('Price');
  });

  it('says why a save failed and keeps the dialog open', async () => {
    server.update.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'body/keywords must hold a keyword that is not blank' }));
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Edit rule: refund, return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit keyword rule' });
    expect(within(within(dialog).getByRole('list', { name: 'Tags to remove' })).getByText('happy')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('body/keywords must hold a keyword that is not blank');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tag happy' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.update).toHaveBeenLastCalledWith(orgId, 'Rule000001', expect.objectContaining({ keywords: ['refund', 'return'], removeTags: [] }));
  });

  it('switches a rule off and on', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('switch', { name: 'Rule on: refund, return' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Rule on: refund, return' }).getAttribute('aria-checked')).toBe('false'));
    expect(server.update).toHaveBeenCalledWith(orgId, 'Rule000001', { enabled: false });
  });

  it('deletes a rule after asking', async () => {
    renderPage();
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete rule: hello' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete keyword rule' });
    expect(dialog.textContent).toContain('Delete the rule for hello? Tags it gave stay on the customers.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.remove).toHaveBeenCalledWith(orgId, 'Rule000002');
  });

  it('says when there is no rule yet, and when the list cannot be read offline', async () => {
    server.list.mockResolvedValueOnce({ rules: [], max: 200 });
    renderPage();
    expect(await screen.findByText('No keyword rule yet. Add one to tag customers by what they write.')).toBeTruthy();
    cleanup();
    server.list.mockRejectedValueOnce(new ApiError(0, { error: 'Failed to fetch' }, true));
    renderPage();
    expect(await screen.findByText('You are offline. Message keywords show once the connection is back.')).toBeTruthy();
  });
});
