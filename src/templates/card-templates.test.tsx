// Card reply templates (issue 17, docs/kept-templates.md): the template form switches between text and
// a card set checked with the card rules every platform takes; the picker lists card templates with a
// preview (from IndexedDB, so offline too) and picking one queues the card in the outbox like the card dialog.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TemplateData } from '../../common/contracts/message-data';
import type { MessageTag } from '../../common/customer-profile';
import { db } from '../../local/db';
import { templateMessageOf, type NewTemplateMessage } from '../../local/outbox/outbox';
import type { TemplateRecord } from '../../local/records';
import { addPendingMessage } from '../../local/stores/store-outbox';
import { activateLocale } from '../i18n/activate';
import { Composer } from '../inbox/Composer';
import { queueCard } from '../inbox/queue-card';
import { TemplateForm, type TemplateFormValue } from './TemplateForm';

/** The worker as far as these screens reach it: the template intent queues into the real outbox; the server is unreachable. */
const sync = vi.hoisted(() => ({
  sendTemplate: vi.fn<(input: NewTemplateMessage) => Promise<string>>(),
  queryTemplates: vi.fn<() => Promise<never>>(async () => { throw new TypeError('Failed to fetch'); }),
}));
vi.mock('../data/sync-client', () => ({ getSync: () => sync }));

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
/** A radio of a named group: "Card" is both a kind of template and a kind of card. */
const choose = (scope: HTMLElement, group: string, name: string) =>
  fireEvent.click(within(within(scope).getByRole('group', { name: group })).getByRole('radio', { name }));
const type = (scope: HTMLElement, label: string, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

const offer: TemplateData = {
  templateType: 'buttons', content: 'Spring sale on oolong',
  elements: [{ title: 'Spring sale', subtitle: 'Oolong, 20% off', buttons: [{ type: 'url', title: 'Buy', data: 'https://tea.example/oolong' }] }],
};
const record = (objectId: string, name: string, extra: Partial<TemplateRecord> = {}): TemplateRecord =>
  ({ objectId, orgId: 'Org0000001', name, note: '', content: '', updatedAt: '2026-01-01T00:00:00.000Z', ...extra });

beforeAll(() => activateLocale('en-US'));
beforeEach(async () => {
  vi.clearAllMocks();
  sync.sendTemplate.mockImplementation(async (input) => {
    await addPendingMessage(templateMessageOf(input), 'Receipt0000000000001', Date.now(), { keepDraft: true });
    return 'Receipt0000000000001';
  });
  await Promise.all([db.templates.clear(), db.pendingMessages.clear(), db.drafts.clear()]);
});
afterEach(cleanup);

describe('template form: text or card', () => {
  it('switches kinds without losing either, checks the card with the 40-character rules and saves the card set', async () => {
    const onSave = vi.fn<(input: TemplateFormValue) => Promise<void>>(async () => undefined);
    wrap(<TemplateForm orgId="Org0000001" onSave={onSave} onCancel={() => undefined} />);
    const form = screen.getByRole('form', { name: 'New template' });
    const save = within(form).getByRole<HTMLButtonElement>('button', { name: 'Save template' });
    type(form, 'Template name', ' Offers ');
    type(form, 'Template text', 'Kept while a card is built');

    choose(form, 'Kind of template', 'Card');
    expect(within(form).queryByLabelText('Template text')).toBeNull();
    expect(within(form).getByText('Checked with the card rules every platform takes: titles up to 40 characters, subtitles up to 60, button titles up to 20.')).toBeTruthy();
    // An empty card says nothing yet, and cannot be saved.
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(save.disabled).toBe(true);

    const card = within(form).getByRole('group', { name: 'Card 1' });
    type(card, 'Title', 'S'.repeat(41));
    expect(within(form).getByRole('alert').textContent).toBe('Card 1: The title must have 1 to 40 characters.');
    expect(save.disabled).toBe(true);
    type(card, 'Title', 'Spring sale');
    type(card, 'Subtitle', 'Oolong, 20% off');
    fireEvent.click(within(card).getByRole('button', { name: 'Add a button' }));
    type(card, 'Button 1: title', 'Buy');
    type(card, 'Button 1: Link', 'ftp://tea.example');
    expect(within(form).getByRole('alert').textContent).toBe('Card 1, button “Buy”: Give an http or https link.');
    type(card, 'Button 1: Link', 'https://tea.example/oolong');
    type(form, 'Alternative text (shown in notifications)', 'Spring sale on oolong');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(save.disabled).toBe(false);

    // A confirm is another kind with its own draft; back on Card the card is still there, and so is the text.
    choose(form, 'Kind of card', 'Confirm');
    expect(within(form).getByLabelText<HTMLInputElement>('Question text').value).toBe('');
    choose(form, 'Kind of card', 'Card');
    choose(form, 'Kind of template', 'Text');
    expect(within(form).getByLabelText<HTMLTextAreaElement>('Template text').value).toBe('Kept while a card is built');
    choose(form, 'Kind of template', 'Card');
    expect(within(form).getByLabelText<HTMLInputElement>('Title').value).toBe('Spring sale');

    fireEvent.click(save);
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'Offers', card: offer }));
  });
});

/** The composer of a Messenger conversation, its cards queued as ConversationPane queues them. */
function drawComposer({ blockedBy, messageTag = 'HUMAN_AGENT' }: { blockedBy?: string; messageTag?: MessageTag } = {}) {
  const target = { orgId: 'Org0000001', conversationId: 'Conv000001', customerId: 'Cust000001', platform: 'facebook' as const, messageTag };
  wrap(<Composer orgId="Org0000001" conversationId="Conv000001" onSend={async () => undefined} blockedBy={blockedBy}
    cards={{ platform: 'facebook', onSend: async (card) => { await queueCard(target, card); } }} />);
}

describe('picking a card template in the conversation', () => {
  it('lists card templates from IndexedDB with a preview, offline, and queues the picked one as a card with the message tag', async () => {
    await db.templates.bulkPut([record('Text000001', 'Hello', { content: 'Hi there' }), record('Card000001', 'Offers', { content: offer.content, card: offer })]);
    drawComposer();
    fireEvent.click(screen.getByRole('button', { name: 'Templates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply templates' });
    const pick = await within(dialog).findByRole('button', { name: 'Send card template Offers' });
    expect(pick.textContent).toContain('Card');
    expect(pick.textContent).toContain('Spring sale');
    expect(pick.textContent).toContain('Buy');
    expect(within(dialog).getByRole('button', { name: 'Insert template Hello' })).toBeTruthy();
    expect(sync.queryTemplates).toHaveBeenCalled();

    fireEvent.click(pick);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [entry] = await db.pendingMessages.toArray();
    expect(entry).toMatchObject({
      conversationId: 'Conv000001', customerId: 'Cust000001', status: 'queued', text: 'Spring sale on oolong',
      content: { contentType: 'template', data: offer }, messageTag: 'HUMAN_AGENT',
    });
  });

  it('waits while the messaging window refuses the reply, and leaves card templates out where no card can be sent', async () => {
    await db.templates.put(record('Card000001', 'Offers', { card: offer }));
    wrap(<span id="window-notice">Closed</span>);
    drawComposer({ blockedBy: 'window-notice' });
    fireEvent.click(screen.getByRole('button', { name: 'Templates' }));
    const pick = await screen.findByRole<HTMLButtonElement>('button', { name: 'Send card template Offers' });
    expect(pick.disabled).toBe(true);
    expect(pick.getAttribute('aria-describedby')).toBe('window-notice');
    cleanup();

    wrap(<Composer orgId="Org0000001" conversationId="Conv000001" onSend={async () => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Templates' }));
    expect(await screen.findByText('No templates yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Offers/ })).toBeNull();
    expect(await db.pendingMessages.count()).toBe(0);
  });
});
