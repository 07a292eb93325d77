import { describe, expect, it } from 'vitest';
import { mediaMessageOf } from './media-message';
import type { UploadedFile } from '../contracts/files';

const file = (name: string, contentType: string): UploadedFile => ({
  objectId: 'F123456789', name, contentType, size: 42, url: `/files/F123456789/${name}`, signedUrl: '', createdAt: '', updatedAt: '',
  storage: { type: 'local', bucket: 'local', key: 'O123456789/F123456789' },
});

describe('mediaMessageOf', () => {
  it('makes a video message of the MP4, with its thumbnail as preview and its length', () => {
    expect(mediaMessageOf({ file: file('clip.mp4', 'video/mp4'), preview: file('clip.jpg', 'image/jpeg'), duration: 2.5 })).toEqual({
      contentType: 'video',
      data: { url: '/files/F123456789/clip.mp4', previewUrl: '/files/F123456789/clip.jpg', fileName: 'clip.mp4', size: 42, duration: 2.5 },
    });
  });

  it.each([
    ['photo.png', 'image/png', 'image'],
    ['song.mp3', 'audio/mpeg', 'audio'],
    ['menu.pdf', 'application/pdf', 'file'],
  ])('sends %s (%s) as a %s message', (name, type, contentType) => {
    expect(mediaMessageOf({ file: file(name, type) })).toEqual({
      contentType, data: { url: `/files/F123456789/${name}`, fileName: name, size: 42 },
    });
  });
});
