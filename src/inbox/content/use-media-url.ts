import { useEffect, useState } from 'react';
import { httpUrl } from '../../../common/message-content';
import type { UploadedFile } from '../../../common/contracts/files';
import { post } from '../../api/client';

// A file of this server (/files/{id}/{name}) needs the session, which <img src> and links cannot send:
// they get the file's signed URL (valid about an hour; reused for 50 minutes).
const FILE_PATH = /^\/files\/([A-Za-z0-9]{10})\//;
const REUSE_MS = 50 * 60 * 1000;
const signedUrls = new Map<string, { url: string; until: number }>();

async function signedUrlOf(fileId: string): Promise<string> {
  const known = signedUrls.get(fileId);
  if (known && known.until > Date.now()) return known.url;
  const file = await post<UploadedFile>(`/classes/File/${fileId}`, { _method: 'GET' });
  signedUrls.set(fileId, { url: file.signedUrl, until: Date.now() + REUSE_MS });
  return file.signedUrl;
}

/**
 * The URL a page may load for a message's media: an http(s) URL as it is, a file of this server
 * by its signed URL. undefined while asking the server; null when it cannot be loaded (an unsafe
 * URL such as javascript:, or a file the server would not sign, e.g. offline).
 */
export function useMediaUrl(value: string | undefined): string | null | undefined {
  const fileId = value ? FILE_PATH.exec(value)?.[1] : undefined;
  const [signed, setSigned] = useState<{ fileId: string; url: string | null }>();
  useEffect(() => {
    if (!fileId) return;
    let current = true;
    signedUrlOf(fileId).then(
      (url) => { if (current) setSigned({ fileId, url }); },
      () => { if (current) setSigned({ fileId, url: null }); },
    );
    return () => { current = false; };
  }, [fileId]);
  if (!fileId) return httpUrl(value) ?? null;
  return signed?.fileId === fileId ? signed.url : undefined;
}
