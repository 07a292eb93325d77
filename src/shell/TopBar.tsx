import type { Organization } from '../../common/protocol';
import { ConnectionStatus } from './ConnectionStatus';
import { OrganizationMenu } from './OrganizationMenu';

/** The 64 px bar above every organization page. */
export function TopBar({ organizations, selected }: { organizations: readonly Organization[]; selected: Organization }) {
  return (
    <header className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 bg-white px-4">
      <OrganizationMenu organizations={organizations} selected={selected} />
      <ConnectionStatus orgId={selected.objectId} />
    </header>
  );
}
