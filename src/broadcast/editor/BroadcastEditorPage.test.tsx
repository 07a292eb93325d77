// The editor page: the work survives a remount (reload), Send now asks first naming the recipients, then
// creates with the payload and clears the kept work; problems show once a message was left; editing
// updates with query.taskId, a started broadcast offers Copy, a past time is refused before sending and
// the server's schedule error is said.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Broadcast, BroadcastCreateRequest } from '../../../common/contracts/broadcasts';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { BroadcastEditorPage } from './BroadcastEditorPage';
import { localInputValue } from './TimingOptions';

const api = vi.hoisted(() => ({
  getBroadcastForEdit: vi.fn<(orgId: string, taskId: string) => Promise<Broadcast>>(),
  createBroadcast: vi.fn<(orgId: string, request: BroadcastCreateRequest) => Promise<Broadcast>>(),
  updateBroadcast: vi.fn<(orgId: string, taskId: string, request: BroadcastCreateRequest) => Promise<Broadcast>>(),
  countAudience: vi.fn<(orgId: string, where: { platforms?: string[] }) => Promise<number>>(async () => 12),
}));
const list = vi.hoisted(() => ({ broadcastAction: vi.fn<(orgId: string, action: string, taskId: string) => Promise<Broadcast>>() }));
vi.mock('./editor-api', () => api);
vi.mock('../broadcast-api', () => list);
vi.mock('../../shell/use-offline', () => ({ useOffline: () => false }));
vi.mock('../../ui/toast-store', () => ({ showToast: vi.fn<(kind: string, text: string) => number>() }));
vi.mock('../../customer-groups/customer-groups-api', () => ({ listCustomerGroups: vi.fn<() => Promise<never[]>>(async () => []) }));
vi.mock('../../data/sync-client', () => ({ getSync: () => ({ findTags: async () => [] }) }));
vi.mock('../../routing/vpc-setting-store', () => ({ useVpcSetting: () => ({ planName: 'basic' }) }));
vi.mock('../../org/organizations-context', () => ({
  useOrganizations: () => ({ organizations: [{ objectId: 'Org0000001', integrations: [{ platform: 'line', alert: false }, { platform: 'whatsapp', alert: false }, { platform: 'livechat', alert: false }] }] }),
}));

const stored = (fields: Partial<Broadcast> = {}): Broadcast => ({
  objectId: 'Task000001', organization: { __type: 'Pointer', className: 'Organization', objectId: 'Org0000001' }, name: 'Tea week', status: 'draft',
  query: { platforms: ['line'] }, messages: [{ index: 0, contentType: 'text', data: { content: 'New teas' } }], options: { fbMessengerTag: 'NO_TAG' },
  total: 0, sent: 0, success: 0, failed: 0, unknown: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...fields,
});

beforeAll(() => activateLocale('en-US'));
beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  api.createBroadcast.mockResolvedValue(stored());
  api.updateBroadcast.mockResolvedValue(stored());
});
afterEach(cleanup);

function draw(path: string) {
  const router = createMemoryRouter([
    { path: '/broadcast/:orgId', element: <p>The list</p> },
    { path: '/broadcast/:orgId/new', element: <BroadcastEditorPage /> },
    { path: '/broadcast/:orgId/:taskId/edit', element: <BroadcastEditorPage /> },
  ], { initialEntries: [path] });
  const view = render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
  return { router, ...view };
}

async function compose() {
  fireEvent.change(await screen.findByLabelText('Broadcast name'), { target: { value: 'Spring sale' } });
  fireEvent.click(screen.getByRole('checkbox', { name: 'LINE' }));
  fireEvent.change(screen.getByLabelText('Text of message 1'), { target: { value: 'Hello' } });
}

/** Send now, then Send in its confirmation once the count is in. */
async function confirmSendNow() {
  fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
  const send = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
  await waitFor(() => expect(send.disabled).toBe(false));
  fireEvent.click(send);
}

describe('BroadcastEditorPage', () => {
  it('offers only the connected platforms of the plan; Send waits for a name, a condition and valid messages', async () => {
    draw('/broadcast/Org0000001/new');
    expect(await screen.findByRole('checkbox', { name: 'LINE' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Live chat' })).toBeTruthy();
    // WhatsApp is connected but the basic plan has no WhatsApp (03 §9).
    expect(screen.queryByRole('checkbox', { name: 'WhatsApp' })).toBeNull();
    const send = screen.getByRole('button', { name: 'Send now' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(screen.getByText('Recipients: 0')).toBeTruthy();
    await compose();
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Text of message 1'), { target: { value: ' ' } });
    fireEvent.blur(screen.getByLabelText('Text of message 1'));
    expect(screen.getByText('Type the text.')).toBeTruthy();
    expect(send.disabled).toBe(true);
  });

  it('says nothing is wrong before anything was typed; a message’s problem shows once it was left', async () => {
    draw('/broadcast/Org0000001/new');
    const text = await screen.findByLabelText('Text of message 1');
    expect(screen.queryByText('Type the text.')).toBeNull();
    expect(text.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(screen.getByLabelText('Broadcast name'), { target: { value: 'Spring sale' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'LINE' }));
    expect(screen.getByText('Complete the messages above.')).toBeTruthy();
    // Moving between a message's own controls is not leaving it.
    fireEvent.blur(text, { relatedTarget: screen.getByRole('button', { name: 'Remove message 1' }) });
    expect(screen.queryByText('Type the text.')).toBeNull();
    fireEvent.blur(text);
    expect(screen.getByText('Type the text.')).toBeTruthy();
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Fix the messages marked above.')).toBeTruthy();
  });

  it('Send now asks first, naming the recipients in all and per channel; Cancel sends nothing', async () => {
    api.countAudience.mockImplementation(async (_orgId, where) => ({ line: 8, livechat: 4 } as Record<string, number>)[where.platforms?.length === 1 ? where.platforms[0]! : ''] ?? 12);
    draw('/broadcast/Org0000001/new');
    await compose();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Live chat' }));
    await screen.findByText('Recipients: 12');
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Spring sale now?' });
    expect(within(dialog).getByText('It goes to 12 recipients at once. A sent broadcast cannot be taken back.')).toBeTruthy();
    const channels = await within(dialog).findByRole('list', { name: 'Recipients per channel' });
    expect(within(channels).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['LINE: 8', 'Live chat: 4']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.createBroadcast).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Send Spring sale now?' })).getByRole('button', { name: 'Send' }));
    await screen.findByText('The list');
    expect(api.createBroadcast).toHaveBeenCalledTimes(1);
  });

  it('keeps the work over a remount and clears it after sending', async () => {
    const first = draw('/broadcast/Org0000001/new');
    await compose();
    first.unmount();
    draw('/broadcast/Org0000001/new');
    expect(((await screen.findByLabelText('Broadcast name')) as HTMLInputElement).value).toBe('Spring sale');
    expect((screen.getByLabelText('Text of message 1') as HTMLTextAreaElement).value).toBe('Hello');
    await confirmSendNow();
    await screen.findByText('The list');
    expect(api.createBroadcast).toHaveBeenCalledWith('Org0000001', {
      name: 'Spring sale', query: { platforms: ['line'] }, messages: [{ contentType: 'text', data: { content: 'Hello' } }], scheduleAt: null,
      options: { fbMessengerTag: 'NO_TAG', whatsappTag: 'NO_TAG', isDraft: false, applyFacebook24Policy: true, applyLineUnfollowFilter: true },
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('caps the messages at 5, and reorders and removes them', async () => {
    draw('/broadcast/Org0000001/new');
    const add = await screen.findByRole('button', { name: 'Add message' });
    for (let index = 0; index < 4; index++) fireEvent.click(add);
    expect(screen.queryByRole('button', { name: 'Add message' })).toBeNull();
    expect(screen.getByText('A broadcast has at most 5 messages.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Text of message 1'), { target: { value: 'First' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move message 1 down' }));
    expect((screen.getByLabelText('Text of message 2') as HTMLTextAreaElement).value).toBe('First');
    fireEvent.click(screen.getByRole('button', { name: 'Remove message 1' }));
    expect((screen.getByLabelText('Text of message 1') as HTMLTextAreaElement).value).toBe('First');
  });

  it('schedules 5 minutes ahead by default; a past time is refused before sending; the server’s error is said', async () => {
    draw('/broadcast/Org0000001/new');
    await compose();
    fireEvent.click(screen.getByLabelText('At a set time'));
    const schedule = screen.getByRole('button', { name: 'Schedule' }) as HTMLButtonElement;
    await waitFor(() => expect(schedule.disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: '2020-01-01T10:00' } });
    expect(screen.getByText('schedule-must-be-future: pick a time later than now.')).toBeTruthy();
    expect(schedule.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Send at'), { target: { value: localInputValue(new Date(Date.now() + 3_600_000).toISOString()) } });
    api.createBroadcast.mockRejectedValueOnce(new ApiError(400, { code: 141, error: 'error/schedule-must-be-future/30' }));
    fireEvent.click(schedule);
    expect(await screen.findByText('schedule-must-be-future: the set time has passed. Pick a later time.')).toBeTruthy();
    expect(api.createBroadcast.mock.calls[0]?.[1].scheduleAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
  });

  it('a share message is refused without the LINE share app: said so, and what was typed stays', async () => {
    draw('/broadcast/Org0000001/new');
    await compose();
    fireEvent.change(screen.getByLabelText('Kind of message'), { target: { value: 'shareMessage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add message' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Spring sale' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Subtitle' }), { target: { value: 'Tell your friends' } });
    fireEvent.change(screen.getByLabelText('Share button label of message 2'), { target: { value: 'Share' } });
    api.createBroadcast.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'error/liff-not-set-up' }));
    const send = screen.getByRole('button', { name: 'Send now' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    await confirmSendNow();
    expect((await screen.findByRole('alert')).textContent).toContain('A share message needs your LINE share app (LIFF)');
    expect(api.createBroadcast.mock.calls[0]?.[1]).toMatchObject({ shareMessageSetting: { buttonLabel: 'Share' }, messages: [{ contentType: 'text' }, { contentType: 'shareMessage' }] });
    expect((screen.getByLabelText('Share button label of message 2') as HTMLInputElement).value).toBe('Share');
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Spring sale');
  });

  it('edits a draft: loaded with mode=edit, saved with update and the task id', async () => {
    api.getBroadcastForEdit.mockResolvedValue(stored());
    draw('/broadcast/Org0000001/Task000001/edit');
    expect(((await screen.findByLabelText('Text of message 1')) as HTMLTextAreaElement).value).toBe('New teas');
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await screen.findByText('The list');
    expect(api.updateBroadcast).toHaveBeenCalledWith('Org0000001', 'Task000001', expect.objectContaining({
      name: 'Tea week', query: { platforms: ['line'] }, options: expect.objectContaining({ isDraft: true }),
    }));
  });

  it('a broadcast that started cannot be edited: Copy makes a draft of it', async () => {
    api.getBroadcastForEdit.mockRejectedValue(new ApiError(400, { code: 141, error: 'error/data-immutable' }));
    list.broadcastAction.mockResolvedValue(stored({ objectId: 'Task000002' }));
    const { router } = draw('/broadcast/Org0000001/Task000001/edit');
    expect(await screen.findByText('This broadcast has started, so it can no longer be edited. Copy it to send the same again.')).toBeTruthy();
    api.getBroadcastForEdit.mockResolvedValue(stored({ objectId: 'Task000002' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/broadcast/Org0000001/Task000002/edit'));
    expect(list.broadcastAction).toHaveBeenCalledWith('Org0000001', 'copy', 'Task000001');
  });

  it('resending shows the failures of the earlier broadcast as the audience, read-only', async () => {
    draw('/broadcast/Org0000001/new?resendTaskId=Task000001');
    expect(await screen.findByText(/failed to reach in the earlier one/)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'LINE' })).toBeNull();
  });
});
