import { useMediaUrl } from '../../inbox/content/use-media-url';

/** A product's image (a file of this server is shown by its signed URL); a blank square without one. */
export function ProductImage({ url, alt, className = 'size-12' }: { url: string | undefined; alt: string; className?: string }) {
  const shown = useMediaUrl(url);
  return shown ? <img src={shown} alt={alt} className={`${className} rounded border border-slate-200 object-cover`} />
    : <span aria-hidden="true" className={`${className} block rounded border border-dashed border-slate-300 bg-slate-100`} />;
}
