// The message an uploaded file becomes when the agent sends it: image, audio or video by its MIME
// family, any other file as a file. A video carries the transcoded MP4 and its thumbnail as preview
// (01 §5), so players show the still while the video loads.
import type { MediaData, OutboundContent } from '../contracts/message-data';
import type { UploadedFile } from '../contracts/files';

export interface UploadedMedia {
  file: UploadedFile;
  /** The thumbnail of a video. */
  preview?: UploadedFile;
  /** Seconds (a video). */
  duration?: number;
}

export function mediaMessageOf({ file, preview, duration }: UploadedMedia): Extract<OutboundContent, { data: MediaData }> {
  const data: MediaData = {
    url: file.url,
    fileName: file.name,
    size: file.size,
    ...(preview ? { previewUrl: preview.url } : {}),
    ...(duration === undefined ? {} : { duration }),
  };
  const family = file.contentType.split('/')[0];
  if (family === 'image' || family === 'audio' || family === 'video') return { contentType: family, data };
  return { contentType: 'file', data };
}
