import { Outlet, useParams } from 'react-router';
import { db } from '../../local/db';
import { useStoredUser, type StoredUser } from '../auth/session-store';
import { PushPrompt } from '../pwa/PushPrompt';
import { useMessageAlerts } from '../pwa/use-message-alerts';
import { InboxList } from './InboxList';
import { useConnectionToasts } from './use-connection-toasts';
import { useSyncStart } from './use-sync-start';

// The first screen's rows come from IndexedDB: open it while the screen renders, not after.
void db.open().catch(() => undefined);

/** message-center/{orgId}: the inbox list beside the open conversation (or an empty state). */
export function MessageCenterPage() {
  const { orgId } = useParams();
  const user = useStoredUser();
  if (!orgId || !user) return null;
  return <MessageCenter key={orgId} orgId={orgId} user={user} />;
}

function MessageCenter({ orgId, user }: { orgId: string; user: StoredUser }) {
  useSyncStart(user, orgId);
  useConnectionToasts();
  useMessageAlerts(orgId, user.objectId);
  return (
    <div className="flex h-full">
      <InboxList orgId={orgId} userId={user.objectId} />
      <section className="flex min-w-0 flex-1 flex-col bg-slate-50">
        <PushPrompt userId={user.objectId} />
        <Outlet />
      </section>
    </div>
  );
}
