import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UploadedMedia } from '../../common/uploads';
import type { UploadedFile } from '../../common/contracts/files';
import { activateLocale } from '../i18n/activate';
import { controlledUploader, storedFile } from '../testing/uploader';
import type { Uploader } from './upload-client';
import { UploadDialog } from './UploadDialog';

const stored = storedFile();

function renderDialog(upload: Uploader) {
  const onClose = vi.fn<() => void>();
  const onUploaded = vi.fn<(file: UploadedFile, media: UploadedMedia) => void>();
  render(
    <I18nProvider i18n={i18n}>
      <UploadDialog open onClose={onClose} orgId="Org0000001" onUploaded={onUploaded} upload={upload} />
    </I18nProvider>,
  );
  return { onClose, onUploaded };
}

const png = () => new File([new Uint8Array(4)], 'photo.png', { type: 'image/png' });
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('File to upload'), { target: { files } });

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

describe('UploadDialog', () => {
  it('starts idle, with the size hints and the accepted extensions', () => {
    renderDialog(vi.fn<Uploader>());
    expect(screen.getByRole('dialog', { name: 'Upload a file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeTruthy();
    expect(screen.getByText(/Video up to 100 MB · Audio up to 100 MB · File up to 100 MB/)).toBeTruthy();
    expect(screen.getByLabelText('File to upload').getAttribute('accept')).toBe('.mp4,.mov,.mp3,.jpg,.jpeg,.png');
  });

  it('shows progress while uploading, then closes on success', async () => {
    const { upload, finish, report } = controlledUploader();
    const { onClose, onUploaded } = renderDialog(upload);
    choose(png());
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ orgId: 'Org0000001', channel: 'livechat', mode: 'default' }), expect.any(Function));
    expect(screen.getByText('Uploading photo.png…')).toBeTruthy();
    act(() => report(0.4));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('value')).toBe('40');
    await act(async () => finish({ ok: true, file: stored }));
    expect(onUploaded).toHaveBeenCalledWith(stored, { file: stored });
    expect(onClose).toHaveBeenCalled();
  });

  it('says the video is being converted once its bytes are sent, and hands over the MP4 with its thumbnail', async () => {
    const { upload, finish, report } = controlledUploader();
    const { onUploaded } = renderDialog(upload);
    choose(new File([new Uint8Array(4)], 'clip.mov', { type: 'video/quicktime' }));
    expect(screen.getByText('Uploading clip.mov…')).toBeTruthy();
    act(() => report(1));
    expect(screen.getByText('Converting clip.mov for playback…')).toBeTruthy();
    const video = { ...stored, objectId: 'V123456789', name: 'clip.mp4', contentType: 'video/mp4' };
    const thumbnail = { ...stored, objectId: 'T123456789', name: 'clip.jpg', contentType: 'image/jpeg' };
    await act(async () => finish({ ok: true, file: video, preview: thumbnail, duration: 2 }));
    expect(onUploaded).toHaveBeenCalledWith(video, { file: video, preview: thumbnail, duration: 2 });
  });

  it('shows a refusal inline with the translated key text, and lets the agent try again', async () => {
    const { upload, finish } = controlledUploader();
    const { onClose } = renderDialog(upload);
    choose(png());
    await act(async () => finish({ ok: false, error: 'image-over-size' }));
    expect(screen.getByRole('alert').textContent).toBe('photo.png: Images can be at most 5 MB.');
    expect(onClose).not.toHaveBeenCalled();
    choose(png());
    expect(upload).toHaveBeenCalledTimes(2);
  });

  it('ignores dropped or chosen files of other extensions', async () => {
    const upload = vi.fn<Uploader>(async () => ({ ok: true, file: stored }));
    renderDialog(upload);
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    fireEvent.drop(screen.getByTestId('upload-drop-zone'), {
      dataTransfer: { files: [new File(['x'], 'page.html', { type: 'text/html' })] },
    });
    expect(upload).not.toHaveBeenCalled();
    fireEvent.drop(screen.getByTestId('upload-drop-zone'), {
      dataTransfer: { files: [new File(['x'], 'page.html', { type: 'text/html' }), png()] },
    });
    await waitFor(() => expect(upload).toHaveBeenCalledOnce());
    expect(upload.mock.calls[0]![0].file.name).toBe('photo.png');
  });
});
