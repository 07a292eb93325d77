import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import unavailableImage from './image-unavailable.svg';
import { useMediaUrl } from './use-media-url';

interface FallbackImageProps {
  src: string | undefined;
  alt: string;
  className?: string;
}

/** An image from a message; one that fails to load (or has no usable URL) shows the default image (01 §8). */
export function FallbackImage({ src, alt, className = 'max-h-64 rounded-lg object-contain' }: FallbackImageProps) {
  const { t } = useLingui();
  const url = useMediaUrl(src);
  const [failed, setFailed] = useState<string>();
  // A file of this server while its signed URL is on the way.
  if (url === undefined) return <span aria-hidden="true" className={`block size-16 animate-pulse rounded-lg bg-slate-200 ${className}`} />;
  if (url === null || failed === url) {
    return <img src={unavailableImage} alt={t`Image could not be loaded`} className={className} />;
  }
  return <img src={url} alt={alt} referrerPolicy="no-referrer" loading="lazy" className={className} onError={() => setFailed(url)} />;
}
