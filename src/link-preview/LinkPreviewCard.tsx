import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { httpUrl } from '../../common/message-content';
import { useLinkPreview } from './use-link-preview';

/** The preview of a link in a message: site, title, description and image, from IndexedDB once seen. */
export function LinkPreviewCard({ url }: { url: string }) {
  const { t } = useLingui();
  const preview = useLinkPreview(url);
  const [imageFailed, setImageFailed] = useState(false);
  if (!preview || (!preview.title && !preview.description)) return null;
  const image = httpUrl(preview.image);
  return (
    <section aria-label={t`Link preview`} className="mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white text-left text-slate-900">
      <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="block hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-indigo-600">
        {image && !imageFailed && (
          <img src={image} alt="" referrerPolicy="no-referrer" loading="lazy" className="max-h-40 w-full object-cover" onError={() => setImageFailed(true)} />
        )}
        <span className="block px-3 py-2">
          {preview.siteName && <span className="block text-xs text-slate-500">{preview.siteName}</span>}
          {preview.title && <span className="block font-semibold">{preview.title}</span>}
          {preview.description && <span className="line-clamp-3 block text-xs text-slate-600">{preview.description}</span>}
        </span>
      </a>
    </section>
  );
}
