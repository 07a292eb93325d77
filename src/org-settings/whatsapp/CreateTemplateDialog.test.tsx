// The create dialog's header: None / Text / Image / Video / Document; a media header's sample goes up
// through the upload path with the WhatsApp template rules (a PNG accepted and sent as header.mediaUrl,
// a .gif refused with the template error text), and the server's refusal of it marks the header.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WhatsAppTemplate } from '../../../common/contracts/whatsapp-templates';
import { ApiError } from '../../api/api-error';
import { activateLocale } from '../../i18n/activate';
import { controlledUploader, storedFile } from '../../testing/uploader';
import type { Uploader } from '../../uploads/upload-client';
import { CreateTemplateDialog } from './CreateTemplateDialog';
import type { WhatsAppTemplateDraft } from './templates-api';

const server = vi.hoisted(() => ({
  createWhatsAppTemplate: vi.fn<(orgId: string, draft: WhatsAppTemplateDraft) => Promise<WhatsAppTemplate>>(),
}));
vi.mock('./templates-api', () => server);

const stored = storedFile('menu.png', { size: 4 });

function draw(upload: Uploader) {
  const onCreated = vi.fn<(template: WhatsAppTemplate) => void>();
  render(
    <I18nProvider i18n={i18n}>
      <CreateTemplateDialog orgId="Org0000001" integrationId="Integ00004" open onClose={() => undefined} onCreated={onCreated} upload={upload} />
    </I18nProvider>,
  );
  return { dialog: screen.getByRole('dialog', { name: 'New WhatsApp template' }), onCreated };
}

const chooseFile = (dialog: HTMLElement, file: File) => fireEvent.change(within(dialog).getByLabelText('Header file'), { target: { files: [file] } });

beforeAll(() => activateLocale('en-US'));
beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('CreateTemplateDialog, media header', () => {
  it('offers None, Text, Image, Video and Document, each reachable by name', () => {
    const { dialog } = draw(vi.fn<Uploader>());
    const header = within(dialog).getByLabelText<HTMLSelectElement>('Header');
    expect([...header.options].map((option) => option.text)).toEqual(['None', 'Text', 'Image', 'Video', 'Document']);
    fireEvent.change(header, { target: { value: 'TEXT' } });
    expect(within(dialog).getByLabelText('Header text')).toBeTruthy();
    fireEvent.change(header, { target: { value: 'DOCUMENT' } });
    expect(within(dialog).getByRole('button', { name: 'Choose a document' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Header file').getAttribute('accept')).toBe('.pdf');
  });

  it('uploads a PNG with the WhatsApp template rules, shows its name and sends its /files/ URL as header.mediaUrl', async () => {
    const { upload, finish, report } = controlledUploader();
    const { dialog, onCreated } = draw(upload);
    fireEvent.change(within(dialog).getByLabelText('Header'), { target: { value: 'IMAGE' } });
    expect(within(dialog).getByLabelText('Header file').getAttribute('accept')).toBe('.png,.jpg,.jpeg');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'menu_photo' } });
    fireEvent.change(within(dialog).getByLabelText('Body'), { target: { value: 'Our menu' } });

    // Without the file yet, the header is what to fix.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain("Choose the header's file");
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Choose an image' })));

    chooseFile(dialog, new File([new Uint8Array(4)], 'menu.png', { type: 'image/png' }));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ orgId: 'Org0000001', channel: 'whatsapp', mode: 'template' }), expect.any(Function));
    expect(within(dialog).getByText('Uploading menu.png…')).toBeTruthy();
    act(() => report(0.5));
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value')).toBe('50');
    await act(async () => finish({ ok: true, file: stored }));
    expect(within(dialog).getByText('Header file: menu.png')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Choose another file' })).toBeTruthy();

    server.createWhatsAppTemplate.mockResolvedValueOnce({} as WhatsAppTemplate);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(server.createWhatsAppTemplate).toHaveBeenCalledWith('Org0000001', {
      integrationId: 'Integ00004', name: 'menu_photo', language: 'en_US', category: 'UTILITY', body: 'Our menu',
      header: { format: 'IMAGE', mediaUrl: '/files/F123456789/menu.png' },
    });
  });

  it('refuses a .gif with the WhatsApp template error text, without uploading', () => {
    const upload = vi.fn<Uploader>();
    const { dialog } = draw(upload);
    fireEvent.change(within(dialog).getByLabelText('Header'), { target: { value: 'IMAGE' } });
    chooseFile(dialog, new File([new Uint8Array(4)], 'party.gif', { type: 'image/gif' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('party.gif: WhatsApp templates take JPG or PNG images, MP4 or MOV videos and PDF documents only.');
    expect(upload).not.toHaveBeenCalled();
    // A PDF is a template file, but not an image.
    chooseFile(dialog, new File([new Uint8Array(4)], 'menu.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('menu.pdf: An image header takes a JPG or PNG image.');
    expect(upload).not.toHaveBeenCalled();
  });

  it("marks the header with the rule's text when the server refuses the file", async () => {
    const { dialog } = draw(vi.fn<Uploader>(async () => ({ ok: true, file: stored })));
    // The dialog takes the focus as it opens (late on a loaded machine): settled before the refusal moves it.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.change(within(dialog).getByLabelText('Header'), { target: { value: 'IMAGE' } });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'menu_photo' } });
    fireEvent.change(within(dialog).getByLabelText('Body'), { target: { value: 'Our menu' } });
    chooseFile(dialog, new File([new Uint8Array(4)], 'menu.png', { type: 'image/png' }));
    await within(dialog).findByText('Header file: menu.png');
    server.createWhatsAppTemplate.mockRejectedValueOnce(new ApiError(400, { code: 142, error: 'header.mediaUrl: image-over-size' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Images can be at most 5 MB.');
    const button = within(dialog).getByRole('button', { name: 'Choose another file' });
    expect(button.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
