import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ResourceUse } from '../../common/tag-quota';
import { fetchTagQuota } from './tag-quota-api';
import { startTagQuotaAlert, type TagQuotaAlert as Alert } from './tag-quota-alert';
import { tagChangeMarks, tagsChangedBetween, type TagChangeMarks } from './tag-change-marks';

// Shown only when the organization is over its quota: loaded then.
const TagQuotaDialog = lazy(() => import('./TagQuotaDialog').then((module) => ({ default: module.TagQuotaDialog })));

/** The tag quota check of the shell (01 §4): when the shell loads, after tag changes, and every 3 minutes while over quota. */
export function TagQuotaAlert({ orgId }: { orgId: string }) {
  const [over, setOver] = useState<ResourceUse | null>(null);
  const alert = useRef<Alert | null>(null);
  const marks = useLiveQuery(() => tagChangeMarks(orgId), [orgId]);
  const lastMarks = useRef<TagChangeMarks | undefined>(undefined);

  useEffect(() => {
    const started = startTagQuotaAlert({ load: () => fetchTagQuota(orgId), show: setOver });
    alert.current = started;
    return () => {
      started.stop();
      alert.current = null;
      lastMarks.current = undefined;
      setOver(null);
    };
  }, [orgId]);

  useEffect(() => {
    if (!marks) return;
    if (lastMarks.current && tagsChangedBetween(lastMarks.current, marks)) alert.current?.check();
    lastMarks.current = marks;
  }, [marks]);

  return over ? <Suspense fallback={null}><TagQuotaDialog orgId={orgId} use={over} onClose={() => setOver(null)} /></Suspense> : null;
}
