import type { ReactNode } from 'react';

/** One topic of the help page: a card with its heading, reachable from the contents by `id`. */
export function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-6 space-y-3 rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-700">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** A sub-topic's heading inside a section. */
export function HelpHeading({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 font-semibold text-slate-900">{children}</h3>;
}

/** Code to copy (a tag, a file's first lines), kept on its lines; long lines wrap rather than scroll. */
export function HelpCode({ children }: { children: string }) {
  return <pre className="rounded-md bg-slate-100 px-3 py-2 font-mono text-xs break-all whitespace-pre-wrap text-slate-800">{children}</pre>;
}
