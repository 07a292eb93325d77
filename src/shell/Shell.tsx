import { Outlet, useParams } from 'react-router';
import { useStoredUser } from '../auth/session-store';
import { Onboarding } from '../onboarding/Onboarding';
import { TagQuotaAlert } from '../tags/TagQuotaAlert';
import { useOrganizations } from '../org/organizations-context';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useSidebarExpanded } from './sidebar-state';

/** The authenticated frame of organization pages; RequireOrganization has checked the org id. */
export function Shell() {
  const { orgId } = useParams();
  const user = useStoredUser();
  const { organizations } = useOrganizations();
  const [expanded, toggle] = useSidebarExpanded();
  const selected = organizations?.find((org) => org.objectId === orgId);
  if (!user || !organizations || !selected) return null;
  return (
    <div className="flex h-full">
      <Sidebar orgId={selected.objectId} user={user} expanded={expanded} onToggle={toggle} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar organizations={organizations} selected={selected} />
        <main className="min-h-0 flex-1">
          <Outlet />
        </main>
      </div>
      <Onboarding orgId={selected.objectId} />
      <TagQuotaAlert orgId={selected.objectId} />
    </div>
  );
}
