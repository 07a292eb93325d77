// Files uploaded here are stored under /files/… (readable with the session only); a page shows them
// through their signed URL (docs/uploads.md). The builders keep the stable URL in what they build and
// ask this context for what to show.
import { createContext, useContext } from 'react';

export interface ShownUrls {
  /** What an <img> or <video> can load for this URL. */
  shownUrl: (url: string) => string;
  /** After an upload: the signed URL that shows the stored file. */
  remember: (url: string, signedUrl: string) => void;
}

export const ShownUrlContext = createContext<ShownUrls>({ shownUrl: (url) => url, remember: () => undefined });
export const useShownUrls = () => useContext(ShownUrlContext);
