import { useLingui } from '@lingui/react/macro';
import type { LocationData } from '../../../common/contracts/message-data';
import { contentLink } from './TextContent';

/** A shared place: its name and address, and a link to it on a map. */
export function LocationContent({ data }: { data: LocationData }) {
  const { t } = useLingui();
  const latitude = Number(data.latitude);
  const longitude = Number(data.longitude);
  const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  return (
    <address className="flex flex-col not-italic">
      <span className="font-medium">{data.title || t`Location`}</span>
      {data.address && <span>{data.address}</span>}
      <a href={map} target="_blank" rel="noopener noreferrer" className={contentLink}>{t`Open map`}</a>
    </address>
  );
}
