// The upload error keys of 01 §8 as the agent reads them.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SizeHints, UploadErrorKey } from '../../common/uploads';

const ERROR_TEXT: Record<UploadErrorKey, MessageDescriptor> = {
  'file-name-error': msg`The file name may only hold letters, digits, Chinese characters and @ % . _ - (and must not start with @ . or -). Rename the file and try again.`,
  'image-load-error': msg`This image could not be read. Choose another file.`,
  'image-over-size': msg`Images can be at most 5 MB.`,
  'file-format-error': msg`This file type is not supported here. Use a JPG or PNG image, an MP3 audio or an MP4 or MOV video.`,
  'file-format-errorIG': msg`Instagram takes images only (JPG or PNG).`,
  'file-format-errorWhatsapp': msg`WhatsApp does not take this file type. Use JPG or PNG, MP4 or 3GPP, MP3, AAC, AMR or OGG, or an office or PDF document.`,
  'file-format-errorWhatsappTemplate': msg`WhatsApp templates take JPG or PNG images, MP4 or MOV videos and PDF documents only.`,
  'file-format-errorCsv': msg`Only CSV files (.csv) can be imported here.`,
  'audio-over-size': msg`Audio can be at most 20 MB.`,
  'audio-over-sizeWhatsapp': msg`Audio for WhatsApp can be at most 16 MB.`,
  'video-over-size': msg`Videos can be at most 20 MB.`,
  'video-over-sizeLine': msg`Videos for LINE can be at most 210 MB.`,
  'video-over-sizeWhatsapp': msg`Videos for WhatsApp can be at most 16 MB.`,
  'file-over-size': msg`Files can be at most 100 MB.`,
  'upload-image-remind': msg`Card images must be 960 pixels wide and 960, 1553 or 500 pixels high.`,
  'upload-failed': msg`The upload failed. Check the connection and try again.`,
};

export function uploadErrorText(i18n: I18n, key: UploadErrorKey): string {
  return i18n._(ERROR_TEXT[key]);
}

/** "Video up to 200 MB · Audio up to 20 MB · File up to 5 MB" in the active locale. */
export function sizeHintText(i18n: I18n, hints: SizeHints): string {
  const parts: string[] = [];
  if (hints.video !== undefined) parts.push(i18n._(msg`Video up to ${hints.video} MB`));
  if (hints.audio !== undefined) parts.push(i18n._(msg`Audio up to ${hints.audio} MB`));
  if (hints.image !== undefined) parts.push(i18n._(msg`Image up to ${hints.image} MB`));
  if (hints.file !== undefined) parts.push(i18n._(msg`File up to ${hints.file} MB`));
  return parts.join(' · ');
}
