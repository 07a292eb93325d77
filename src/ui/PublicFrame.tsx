import { Outlet } from 'react-router';
import { PublicHeader } from './PublicHeader';

/** The route's page under the public header (product name, language switch), outside the shell. */
export function PublicFrame() {
  return (
    <div className="flex h-full flex-col bg-slate-50">
      <PublicHeader />
      <main className="min-h-0 flex-1">
        <Outlet />
      </main>
    </div>
  );
}
