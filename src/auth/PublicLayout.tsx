import type { ReactNode } from 'react';
import { PublicHeader } from '../ui/PublicHeader';

/** The centred card of the login, sign-up and create-organization pages. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col bg-slate-50">
      <PublicHeader />
      <main className="flex flex-1 items-start justify-center px-4 pt-16">
        <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="mb-6 text-xl font-semibold text-slate-900">{title}</h1>
          {children}
        </div>
      </main>
    </div>
  );
}
