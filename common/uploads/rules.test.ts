import { describe, expect, it } from 'vitest';
import {
  MB, acceptedExtensions, checkCardImageSize, checkUpload, isAcceptedExtension, isCompressibleImage,
  isValidFileName, sizeHints, type UploadCandidate, type UploadErrorKey,
} from './rules';

type Row = [label: string, candidate: Omit<UploadCandidate, 'channel' | 'mode'> & Partial<UploadCandidate>, expected: UploadErrorKey | 'ok'];

const png = { name: 'photo.png', type: 'image/png', size: MB };
const mp3 = { name: 'voice.mp3', type: 'audio/mpeg', size: MB };
const mp4 = { name: 'clip.mp4', type: 'video/mp4', size: MB };
const pdf = { name: 'menu.pdf', type: 'application/pdf', size: MB };

const rows: Row[] = [
  // File name (01 §5)
  ['a Chinese name', { ...png, name: '照片_1.png' }, 'ok'],
  ['a name starting with %', { ...png, name: '%20a.png' }, 'ok'],
  ['a name with @ - .', { ...png, name: 'a@b-c.d.png' }, 'ok'],
  ['a name starting with -', { ...png, name: '-photo.png' }, 'file-name-error'],
  ['a name with a space', { ...png, name: 'my photo.png' }, 'file-name-error'],
  ['a name with kana', { ...png, name: 'しゃしん.png' }, 'file-name-error'],
  ['an empty name', { ...png, name: '' }, 'file-name-error'],
  // Images
  ['a png', png, 'ok'],
  ['a jpeg', { name: 'a.jpg', type: 'image/jpeg', size: MB }, 'ok'],
  ['an image of exactly 5 MB', { ...png, size: 5 * MB }, 'ok'],
  ['an image over 5 MB', { ...png, size: 5 * MB + 1 }, 'image-over-size'],
  ['a gif', { name: 'a.png', type: 'image/gif', size: 1 }, 'file-format-error'],
  ['a .gif extension', { name: 'a.gif', type: 'image/gif', size: 1 }, 'file-format-error'],
  ['a text file', { name: 'a.png', type: 'text/plain', size: 1 }, 'file-format-error'],
  ['an image on Instagram', { ...png, channel: 'instagram' }, 'ok'],
  // Audio
  ['mp3 on LINE', { ...mp3, channel: 'line' }, 'ok'],
  ['mp3 on Facebook', { ...mp3, channel: 'facebook' }, 'ok'],
  ['audio over 20 MB', { ...mp3, size: 20 * MB + 1 }, 'audio-over-size'],
  ['audio on Instagram', { ...mp3, channel: 'instagram' }, 'file-format-errorIG'],
  ['aac on LINE', { name: 'a.mp3', type: 'audio/aac', size: 1, channel: 'line' }, 'file-format-error'],
  ['aac on WhatsApp', { name: 'a.aac', type: 'audio/aac', size: 1, channel: 'whatsapp' }, 'ok'],
  ['amr on WhatsApp', { name: 'a.amr', type: 'audio/amr', size: 1, channel: 'whatsapp' }, 'ok'],
  ['ogg on WhatsApp', { name: 'a.opus', type: 'audio/ogg', size: 1, channel: 'whatsapp' }, 'ok'],
  ['wav on WhatsApp', { name: 'a.mp3', type: 'audio/wav', size: 1, channel: 'whatsapp' }, 'file-format-errorWhatsapp'],
  ['audio over 16 MB on WhatsApp', { ...mp3, size: 16 * MB + 1, channel: 'whatsapp' }, 'audio-over-sizeWhatsapp'],
  ['audio in a WhatsApp template', { name: 'a.mp4', type: 'audio/mpeg', size: 1, mode: 'template' }, 'file-format-errorWhatsappTemplate'],
  // Video
  ['mp4', mp4, 'ok'],
  ['quicktime', { name: 'a.mov', type: 'video/quicktime', size: 1 }, 'ok'],
  ['webm', { name: 'a.mp4', type: 'video/webm', size: 1 }, 'file-format-error'],
  ['video over 20 MB', { ...mp4, size: 20 * MB + 1 }, 'video-over-size'],
  ['video of 210 MB on LINE', { ...mp4, size: 210 * MB, channel: 'line' }, 'ok'],
  ['video over 210 MB on LINE', { ...mp4, size: 210 * MB + 1, channel: 'line' }, 'video-over-sizeLine'],
  ['video on Instagram', { ...mp4, channel: 'instagram' }, 'file-format-errorIG'],
  ['3gpp on WhatsApp', { name: 'a.3gpp', type: 'video/3gpp', size: 1, channel: 'whatsapp' }, 'ok'],
  ['3gpp elsewhere', { name: 'a.mp4', type: 'video/3gpp', size: 1, channel: 'line' }, 'file-format-error'],
  ['video over 16 MB on WhatsApp', { ...mp4, size: 16 * MB + 1, channel: 'whatsapp' }, 'video-over-sizeWhatsapp'],
  ['3gpp in a template', { name: 'a.mp4', type: 'video/3gpp', size: 1, mode: 'template' }, 'file-format-errorWhatsappTemplate'],
  ['video over 16 MB in a template', { ...mp4, size: 16 * MB + 1, mode: 'template' }, 'video-over-sizeWhatsapp'],
  // Documents (application)
  ['a pdf on WhatsApp', { ...pdf, channel: 'whatsapp' }, 'ok'],
  ['a docx on WhatsApp', { name: 'a.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', size: 1, channel: 'whatsapp' }, 'ok'],
  ['a pdf in a template', { ...pdf, mode: 'template' }, 'ok'],
  ['a pdf on LINE', { ...pdf, channel: 'line' }, 'file-format-error'],
  ['a pdf renamed .png on LINE', { ...pdf, name: 'a.png', channel: 'line' }, 'file-format-error'],
  ['a document over 100 MB', { ...pdf, size: 100 * MB + 1, channel: 'whatsapp' }, 'file-over-size'],
  // Modes
  ['an image in video-only mode', { ...png, mode: 'video' }, 'file-format-error'],
  ['a video in video-only mode', { ...mp4, mode: 'video' }, 'ok'],
  ['a video in card mode', { ...mp4, mode: 'card' }, 'file-format-error'],
  ['a png in card mode', { ...png, mode: 'card' }, 'ok'],
  ['a size not known yet', { name: 'a.png', type: 'image/png' }, 'ok'],
];

describe('checkUpload (01 §5)', () => {
  it.each(rows)('%s', (_label, candidate, expected) => {
    const result = checkUpload({ channel: 'livechat', mode: 'default', ...candidate });
    expect(result.ok ? 'ok' : result.error).toBe(expected);
  });
});

describe('accepted extensions per mode', () => {
  it.each([
    ['livechat', 'default', ['.mp4', '.mov', '.mp3', '.jpg', '.jpeg', '.png']],
    ['line', 'video', ['.mp4', '.mov']],
    ['whatsapp', 'template', ['.mp4', '.png', '.jpg', '.jpeg', '.pdf']],
    ['line', 'card', ['.jpg', '.jpeg', '.png']],
  ] as const)('%s %s', (channel, mode, expected) => {
    expect(acceptedExtensions(channel, mode)).toEqual(expected);
  });

  it('lets WhatsApp take its media, office documents and pdf', () => {
    for (const name of ['a.3gpp', 'a.aac', 'a.amr', 'a.opus', 'a.pdf', 'a.docx', 'a.xlsx', 'a.PPTX']) {
      expect(isAcceptedExtension(name, 'whatsapp', 'default'), name).toBe(true);
    }
    expect(isAcceptedExtension('a.exe', 'whatsapp', 'default')).toBe(false);
    expect(isAcceptedExtension('a.pdf', 'line', 'default')).toBe(false);
    expect(isAcceptedExtension('noextension', 'line', 'default')).toBe(false);
  });
});

describe('card image sizes', () => {
  it.each([
    [960, 960, undefined], [960, 1553, undefined], [960, 500, undefined],
    [961, 960, 'upload-image-remind'], [960, 540, 'upload-image-remind'], [500, 960, 'upload-image-remind'],
  ] as const)('%i × %i', (width, height, expected) => {
    expect(checkCardImageSize(width, height)).toBe(expected);
  });
});

describe('size hints (MB)', () => {
  it.each([
    ['line', 'default', { video: 200, audio: 20, file: 5 }],
    ['facebook', 'default', { video: 25, audio: 20, file: 5 }],
    ['instagram', 'default', { file: 5 }],
    ['whatsapp', 'default', { video: 16, audio: 16, file: 100 }],
    ['whatsapp', 'template', { video: 16, image: 5, file: 20 }],
    ['livechat', 'default', { video: 100, audio: 100, file: 100 }],
    ['livechat', 'video', { video: 100 }],
    ['line', 'video', { video: 200 }],
  ] as const)('%s %s', (channel, mode, expected) => {
    expect(sizeHints(channel, mode)).toEqual(expected);
  });
});

describe('small helpers', () => {
  it('recompresses jpeg and png only', () => {
    expect(isCompressibleImage('image/jpeg')).toBe(true);
    expect(isCompressibleImage('image/png')).toBe(true);
    expect(isCompressibleImage('image/gif')).toBe(false);
    expect(isCompressibleImage('video/mp4')).toBe(false);
  });

  it('checks the name pattern alone', () => {
    expect(isValidFileName('_a')).toBe(true);
    expect(isValidFileName('a/b')).toBe(false);
  });
});

const csv = (name: string, type: string, size = MB) => checkUpload({ name, type, size, channel: 'livechat', mode: 'csv' });

describe('csv mode (imports)', () => {
  it('takes .csv files as browsers label them, up to 100 MB', () => {
    for (const type of ['text/csv', 'text/plain', 'application/vnd.ms-excel', 'application/csv']) expect(csv('ids.csv', type).ok).toBe(true);
    expect(csv('ids.csv', 'text/csv', 101 * MB)).toEqual({ ok: false, error: 'file-over-size' });
    expect(sizeHints('livechat', 'csv')).toEqual({ file: 100 });
  });

  it('refuses other files with the CSV format error, and media modes refuse CSV', () => {
    expect(csv('photo.png', 'image/png')).toEqual({ ok: false, error: 'file-format-errorCsv' });
    expect(csv('ids.txt', 'text/plain')).toEqual({ ok: false, error: 'file-format-errorCsv' });
    expect(csv('ids.csv', 'application/pdf')).toEqual({ ok: false, error: 'file-format-errorCsv' });
    expect(acceptedExtensions('whatsapp', 'csv')).toEqual(['.csv']);
    expect(isAcceptedExtension('ids.CSV', 'livechat', 'csv')).toBe(true);
    expect(checkUpload({ name: 'ids.csv', type: 'text/csv', size: MB, channel: 'whatsapp', mode: 'default' }).ok).toBe(false);
  });
});
