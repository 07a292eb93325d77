// PUT of the bytes with upload progress: XMLHttpRequest (in dedicated and shared workers alike),
// since fetch reports no upload progress.

export interface PutAnswer {
  status: number;
  /** Parsed JSON answer, when there is one. */
  body: unknown;
}

export function putWithProgress(url: string, blob: Blob, contentType: string, onProgress: (fraction: number) => void): Promise<PutAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    request.setRequestHeader('Content-Type', contentType);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      resolve({ status: request.status, body });
    });
    request.addEventListener('error', () => reject(new Error('network error during upload')));
    request.addEventListener('abort', () => reject(new Error('upload aborted')));
    request.send(blob);
  });
}
