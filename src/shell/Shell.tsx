import { Outlet, useParams } from 'react-router';
import type { Organization } from '../../common/contracts/organizations';
import { useStoredUser, type StoredUser } from '../auth/session-store';
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
  const selected = organizations?.find((org) => org.objectId === orgId);
  if (!user || !organizations || !selected) return null;
  return <ShellFrame user={user} organizations={organizations} selected={selected} />;
}

interface ShellFrameProps {
  user: StoredUser;
  organizations: readonly Organization[];
  selected: Organization;
}

/** Sidebar and top bar (01 §2) around the page of the route, for the selected organization. */
export function ShellFrame({ user, organizations, selected }: ShellFrameProps) {
  const [expanded, toggle] = useSidebarExpanded();
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
