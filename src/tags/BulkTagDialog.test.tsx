// The Add tags / Remove tags dialog of the inbox's bulk action bar.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerRecordFrom } from '../../local/mapping';
import { wireCustomer } from '../../local/test-fixtures';
import { activateLocale } from '../i18n/activate';
import { ApiError } from '../api/api-error';
import { BulkTagDialog, type BulkTagTarget } from './BulkTagDialog';
import type { BulkTagMode, BulkTagWhere } from './bulk-tags-api';

// The tag candidates come from the sync worker, the task from the server: both stand in here.
vi.mock('../data/sync-client', () => ({ getSync: () => ({ findTags: async () => [] }) }));
const api = vi.hoisted(() => ({
  startBulkTagging: vi.fn<(orgId: string, mode: BulkTagMode, where: BulkTagWhere, tags: readonly string[]) => Promise<unknown>>(async () => ({})),
}));
vi.mock('./bulk-tags-api', () => api);

const customers = [
  customerRecordFrom({ ...wireCustomer({ objectId: 'Cust000001' }), tags: ['vip', 'tea'] }),
  customerRecordFrom({ ...wireCustomer({ objectId: 'Cust000002' }), tags: ['vip', 'late'] }),
];

function renderDialog(mode: BulkTagMode, target: BulkTagTarget = { customers }) {
  const onClose = vi.fn<() => void>();
  const onStarted = vi.fn<() => void>();
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <BulkTagDialog mode={mode} orgId="org1" target={target} onClose={onClose} onStarted={onStarted} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { onClose, onStarted };
}

function type(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
}

beforeAll(() => activateLocale('en-US'));
beforeEach(() => { vi.clearAllMocks(); });
afterEach(cleanup);

describe('BulkTagDialog', () => {
  it('adds typed tags (trimmed, duplicates ignored), submit disabled until there is one, then starts the task', async () => {
    const { onClose, onStarted } = renderDialog('add');
    const dialog = screen.getByRole('dialog', { name: 'Add tags to 2 customers' });
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add tags' });
    expect(submit.disabled).toBe(true);

    type('Tag to add', '  vip ');
    type('Tag to add', 'vip');
    type('Tag to add', '   ');
    type('Tag to add', 'gold');
    const chosen = within(dialog).getByRole('list', { name: 'Tags to add' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['vip×', 'gold×']);
    expect(submit.disabled).toBe(false);

    fireEvent.click(within(chosen).getByRole('button', { name: 'Unselect gold' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);

    await act(async () => fireEvent.click(submit));
    expect(api.startBulkTagging).toHaveBeenCalledWith('org1', 'add', { customers: ['Cust000001', 'Cust000002'] }, ['vip']);
    expect(onStarted).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('removing offers the tags the selected customers carry', async () => {
    renderDialog('remove');
    const dialog = screen.getByRole('dialog', { name: 'Remove tags from 2 customers' });
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Remove tags' });
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getAllByRole('button', { name: /^Select / }).map((button) => button.textContent)).toEqual(['vip', 'tea', 'late']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Select late' }));
    expect(within(dialog).queryByRole('button', { name: 'Select late' })).toBeNull();
    await act(async () => fireEvent.click(submit));
    expect(api.startBulkTagging).toHaveBeenCalledWith('org1', 'remove', { customers: ['Cust000001', 'Cust000002'] }, ['late']);
  });

  it("tags every customer a filter selects: the task takes the query, and no customer's tags are offered", async () => {
    renderDialog('remove', { query: { platforms: ['line'] }, count: 75 });
    const dialog = screen.getByRole('dialog', { name: 'Remove tags from 75 customers' });
    expect(within(dialog).getByText('Every customer this filter selects when the task runs.')).toBeTruthy();
    expect(within(dialog).queryAllByRole('button', { name: /^Select / })).toEqual([]);
    type('Tag to remove', 'old');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Remove tags' })));
    expect(api.startBulkTagging).toHaveBeenCalledWith('org1', 'remove', { query: { platforms: ['line'] } }, ['old']);
  });

  it('stays open and says why when the task cannot start', async () => {
    api.startBulkTagging.mockRejectedValueOnce(new ApiError(0, { error: 'Failed to fetch' }, true));
    const { onClose, onStarted } = renderDialog('add');
    type('Tag to add', 'vip');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add tags' })));
    expect(screen.getByRole('alert').textContent).toMatch(/offline/);
    expect(onStarted).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
