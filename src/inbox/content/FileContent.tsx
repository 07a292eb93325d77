import { useLingui } from '@lingui/react/macro';
import type { MediaData } from '../../../common/contracts/message-data';
import { useMediaUrl } from './use-media-url';
import { contentLink } from './TextContent';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes in the largest unit under 1024, in the active locale ("2 kB", "1.5 MB"). */
export function formatFileSize(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[unit], unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

export function FileContent({ data }: { data: MediaData }) {
  const { t, i18n } = useLingui();
  const href = useMediaUrl(data.url);
  const name = data.fileName || t`File`;
  return (
    <p className="flex flex-col">
      <span className="font-medium">{name}</span>
      {data.size !== undefined && <span className="text-xs opacity-80">{formatFileSize(data.size, i18n.locale)}</span>}
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" download={data.fileName ?? ''} className={contentLink}>
          {t`Download ${name}`}
        </a>
      )}
    </p>
  );
}
