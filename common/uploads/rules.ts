// Upload rules of 01 §5, once, as data: what may be uploaded where, and how large. Pure TypeScript
// (no DOM, no Node): the sync worker checks before uploading, the server checks again on PUT.

/** Where the file goes: the channel of the conversation or campaign ('livechat' has the default rules). */
export type UploadChannel = 'line' | 'facebook' | 'instagram' | 'whatsapp' | 'livechat';

/**
 * What the dialog asks for: any media (`default`), a video only (`video`), a WhatsApp template
 * attachment (`template`), a card image (`card`: jpeg/png with the card sizes of 01 §5), or a CSV
 * file to import (`csv`: customer groups, coupon codes).
 */
export type UploadMode = 'default' | 'video' | 'template' | 'card' | 'csv';

export const UPLOAD_CHANNELS: readonly UploadChannel[] = ['line', 'facebook', 'instagram', 'whatsapp', 'livechat'];
export const UPLOAD_MODES: readonly UploadMode[] = ['default', 'video', 'template', 'card', 'csv'];

/** The error keys of 01 §8 (shown inline in the upload dialog, translated by the console). */
export type UploadErrorKey =
  | 'file-name-error'
  | 'image-load-error'
  | 'image-over-size'
  | 'file-format-error'
  | 'file-format-errorIG'
  | 'file-format-errorWhatsapp'
  | 'file-format-errorWhatsappTemplate'
  /** A file that is not a CSV where only CSV is imported (ours; 03 §5 "import accepts .csv only"). */
  | 'file-format-errorCsv'
  | 'audio-over-size'
  | 'audio-over-sizeWhatsapp'
  | 'video-over-size'
  | 'video-over-sizeLine'
  | 'video-over-sizeWhatsapp'
  /** Non-media files over 100 MB (01 §5 rejects them; the catalogue names no key, this is ours). */
  | 'file-over-size'
  /** A card image that is not 960 wide and 960, 1553 or 500 high. */
  | 'upload-image-remind'
  /** The generic failure of an upload (network, server). */
  | 'upload-failed';

export const UPLOAD_ERROR_KEYS: readonly UploadErrorKey[] = [
  'file-name-error', 'image-load-error', 'image-over-size', 'file-format-error', 'file-format-errorIG',
  'file-format-errorWhatsapp', 'file-format-errorWhatsappTemplate', 'file-format-errorCsv', 'audio-over-size', 'audio-over-sizeWhatsapp',
  'video-over-size', 'video-over-sizeLine', 'video-over-sizeWhatsapp', 'file-over-size', 'upload-image-remind',
  'upload-failed',
];

export function isUploadErrorKey(value: unknown): value is UploadErrorKey {
  return typeof value === 'string' && (UPLOAD_ERROR_KEYS as readonly string[]).includes(value);
}

export const MB = 1024 * 1024;

/** Size limits in bytes (01 §5). */
export const LIMITS = {
  image: 5 * MB,
  audio: 20 * MB,
  audioWhatsapp: 16 * MB,
  video: 20 * MB,
  videoLine: 210 * MB,
  videoWhatsapp: 16 * MB,
  file: 100 * MB,
} as const;

/** Image subtypes accepted for non-card and card images. */
const IMAGE_SUBTYPES = ['jpeg', 'jpg', 'png'];
const AUDIO_SUBTYPES_DEFAULT = ['mpeg'];
const AUDIO_SUBTYPES_WHATSAPP = ['mpeg', 'aac', 'amr', 'ogg'];
const VIDEO_SUBTYPES_DEFAULT = ['mp4', 'quicktime'];
const VIDEO_SUBTYPES_WHATSAPP = ['mp4', 'quicktime', '3gpp'];

const OFFICE_AND_PDF = ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx'];

/** Accepted file-name extensions (01 §5); files with other extensions are ignored when dropped or chosen. */
export const EXTENSIONS = {
  video: ['.mp4', '.mov'],
  template: ['.mp4', '.png', '.jpg', '.jpeg', '.pdf'],
  whatsapp: ['.jpg', '.jpeg', '.png', '.mp4', '.3gpp', '.mp3', '.aac', '.amr', '.opus', ...OFFICE_AND_PDF],
  card: ['.jpg', '.jpeg', '.png'],
  csv: ['.csv'],
  default: ['.mp4', '.mov', '.mp3', '.jpg', '.jpeg', '.png'],
} as const;

/** Card images are 960 wide and one of these heights. */
export const CARD_IMAGE_WIDTH = 960;
export const CARD_IMAGE_HEIGHTS: readonly number[] = [960, 1553, 500];

/** jpeg and png are recompressed at this quality; the smaller file is kept (01 §9). */
export const IMAGE_COMPRESSION_QUALITY = 0.7;
/** Longest side of a video preview thumbnail (01 §5). */
export const VIDEO_THUMBNAIL_MAX_PX = 512;

/**
 * Starts with a Chinese character, letter, digit, `_` or `%`; then Chinese characters, letters,
 * digits, `@ % . _ -` (01 §5).
 */
const FILE_NAME_PATTERN = /^[\p{Script=Han}A-Za-z0-9_%][\p{Script=Han}A-Za-z0-9@%._-]*$/u;

export function isValidFileName(name: string): boolean {
  return FILE_NAME_PATTERN.test(name);
}

/** Lowercased extension with its dot ('.png'), or '' without one. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

export function acceptedExtensions(channel: UploadChannel, mode: UploadMode): readonly string[] {
  if (mode === 'video') return EXTENSIONS.video;
  if (mode === 'template') return EXTENSIONS.template;
  if (mode === 'card') return EXTENSIONS.card;
  if (mode === 'csv') return EXTENSIONS.csv;
  return channel === 'whatsapp' ? EXTENSIONS.whatsapp : EXTENSIONS.default;
}

/** True when a dropped or chosen file of this name belongs in the dialog (else it is ignored). */
export function isAcceptedExtension(name: string, channel: UploadChannel, mode: UploadMode): boolean {
  return acceptedExtensions(channel, mode).includes(extensionOf(name));
}

/** The format error of a channel and mode. */
export function formatErrorOf(channel: UploadChannel, mode: UploadMode): UploadErrorKey {
  if (mode === 'template') return 'file-format-errorWhatsappTemplate';
  if (mode === 'csv') return 'file-format-errorCsv';
  if (channel === 'instagram') return 'file-format-errorIG';
  if (channel === 'whatsapp') return 'file-format-errorWhatsapp';
  return 'file-format-error';
}

export type MediaFamily = 'image' | 'audio' | 'video' | 'application' | 'text';

/** The MIME family and subtype ('image/png' → image, png), or undefined for a family never accepted. */
function mediaOf(type: string): { family: MediaFamily; subtype: string } | undefined {
  const [family = '', subtype = ''] = type.toLowerCase().split(';')[0]!.trim().split('/');
  if (family === 'image' || family === 'audio' || family === 'video' || family === 'application' || family === 'text') {
    return { family, subtype };
  }
  return undefined;
}

interface FamilyRule {
  subtypes: readonly string[] | 'any';
  limit: number;
  overSize: UploadErrorKey;
}

/**
 * CSV files as browsers label them: text/csv, or text/plain, or (Windows with Excel)
 * application/vnd.ms-excel; some send application/csv.
 */
const CSV_RULES: Partial<Record<MediaFamily, FamilyRule>> = {
  text: { subtypes: ['csv', 'plain'], limit: LIMITS.file, overSize: 'file-over-size' },
  application: { subtypes: ['csv', 'vnd.ms-excel'], limit: LIMITS.file, overSize: 'file-over-size' },
};

/** The rule of a MIME family for a channel and mode, or undefined when the family is refused there. */
export function familyRule(family: MediaFamily, channel: UploadChannel, mode: UploadMode): FamilyRule | undefined {
  const whatsapp = channel === 'whatsapp' || mode === 'template';
  if (mode === 'csv') return CSV_RULES[family];
  if (mode === 'video' && family !== 'video') return undefined;
  if (mode === 'card' && family !== 'image') return undefined;
  switch (family) {
    case 'image':
      return { subtypes: IMAGE_SUBTYPES, limit: LIMITS.image, overSize: 'image-over-size' };
    case 'audio':
      // Instagram takes no audio; WhatsApp templates take no audio either.
      if (channel === 'instagram' || mode === 'template') return undefined;
      return channel === 'whatsapp'
        ? { subtypes: AUDIO_SUBTYPES_WHATSAPP, limit: LIMITS.audioWhatsapp, overSize: 'audio-over-sizeWhatsapp' }
        : { subtypes: AUDIO_SUBTYPES_DEFAULT, limit: LIMITS.audio, overSize: 'audio-over-size' };
    case 'video':
      if (channel === 'instagram') return undefined;
      if (whatsapp) {
        return {
          subtypes: mode === 'template' ? VIDEO_SUBTYPES_DEFAULT : VIDEO_SUBTYPES_WHATSAPP,
          limit: LIMITS.videoWhatsapp,
          overSize: 'video-over-sizeWhatsapp',
        };
      }
      return channel === 'line'
        ? { subtypes: VIDEO_SUBTYPES_DEFAULT, limit: LIMITS.videoLine, overSize: 'video-over-sizeLine' }
        : { subtypes: VIDEO_SUBTYPES_DEFAULT, limit: LIMITS.video, overSize: 'video-over-size' };
    case 'application':
      return whatsapp ? { subtypes: 'any', limit: LIMITS.file, overSize: 'file-over-size' } : undefined;
    case 'text':
      return undefined;
  }
}

export interface UploadCandidate {
  name: string;
  /** MIME type as the browser reports it. */
  type: string;
  /** Bytes; leave out when not known yet (the server checks it again while receiving). */
  size?: number;
  channel: UploadChannel;
  mode: UploadMode;
}

export type UploadCheck =
  | { ok: true; family: MediaFamily; limit: number; overSize: UploadErrorKey }
  | { ok: false; error: UploadErrorKey };

/** Every rule of 01 §5 that needs no decoding: name, extension, MIME family and subtype, size. */
export function checkUpload({ name, type, size, channel, mode }: UploadCandidate): UploadCheck {
  if (!isValidFileName(name)) return { ok: false, error: 'file-name-error' };
  const formatError = formatErrorOf(channel, mode);
  if (!isAcceptedExtension(name, channel, mode)) return { ok: false, error: formatError };
  const media = mediaOf(type);
  const rule = media && familyRule(media.family, channel, mode);
  if (!media || !rule) return { ok: false, error: formatError };
  if (rule.subtypes !== 'any' && !rule.subtypes.includes(media.subtype)) return { ok: false, error: formatError };
  if (size !== undefined && size > rule.limit) return { ok: false, error: rule.overSize };
  return { ok: true, family: media.family, limit: rule.limit, overSize: rule.overSize };
}

/** The card image sizes: 960 wide and 960, 1553 or 500 high; else the upload-image-remind message. */
export function checkCardImageSize(width: number, height: number): UploadErrorKey | undefined {
  return width === CARD_IMAGE_WIDTH && CARD_IMAGE_HEIGHTS.includes(height) ? undefined : 'upload-image-remind';
}

/** True for the image types that are recompressed before upload. */
export function isCompressibleImage(type: string): boolean {
  const media = mediaOf(type);
  return media?.family === 'image' && IMAGE_SUBTYPES.includes(media.subtype);
}

/** The size hints shown in the dialog, in MB (01 §5); a kind left out has no hint. */
export interface SizeHints {
  video?: number;
  audio?: number;
  image?: number;
  file?: number;
}

const SIZE_HINTS: Record<UploadChannel, SizeHints> = {
  line: { video: 200, audio: 20, file: 5 },
  facebook: { video: 25, audio: 20, file: 5 },
  instagram: { file: 5 },
  whatsapp: { video: 16, audio: 16, file: 100 },
  livechat: { video: 100, audio: 100, file: 100 },
};

export function sizeHints(channel: UploadChannel, mode: UploadMode): SizeHints {
  if (mode === 'template') return { video: 16, image: 5, file: 20 };
  if (mode === 'video') return { video: channel === 'line' ? 200 : 100 };
  if (mode === 'card') return { image: 5 };
  if (mode === 'csv') return { file: LIMITS.file / MB };
  return SIZE_HINTS[channel];
}
