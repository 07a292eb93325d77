import type { Organization } from '../../common/contracts/organizations';
import { TasksButton } from '../tasks/TasksButton';
import { ConnectionStatus } from './ConnectionStatus';
import { OrganizationMenu } from './OrganizationMenu';

/** The 64 px bar above every organization page: organization switch, connection state and system tasks. */
export function TopBar({ organizations, selected }: { organizations: readonly Organization[]; selected: Organization }) {
  return (
    <header className="flex h-16 shrink-0 items-center justify-between border-b border-slate-200 bg-white px-4">
      <OrganizationMenu organizations={organizations} selected={selected} />
      <div className="flex items-center gap-3">
        <ConnectionStatus orgId={selected.objectId} />
        <TasksButton orgId={selected.objectId} />
      </div>
    </header>
  );
}
