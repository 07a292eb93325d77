import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCloseOnOrganizationChange } from '../org/use-close-on-organization-change';

interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Accessible name of the close button, e.g. "Close notifications". */
  closeLabel: string;
  /** Controls shown in the header before the close button. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The 368 px panel that slides in from the right (01 §2: notification center, announcements, tasks). */
export function SidePanel({ open, onClose, title, closeLabel, actions, children }: SidePanelProps) {
  useCloseOnOrganizationChange(open, onClose);
  return (
    <Dialog open={open} onClose={onClose} transition className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/20 transition duration-200 data-closed:opacity-0" aria-hidden="true" />
      <DialogPanel transition className="fixed inset-y-0 right-0 flex w-[368px] flex-col border-l border-slate-200 bg-white shadow-xl transition duration-200 ease-out data-closed:translate-x-full">
        <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-4">
          <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
          <div className="flex items-center gap-1">
            {actions}
            <button type="button" aria-label={closeLabel} onClick={onClose}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
              <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className="size-5">
                <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        </div>
        {children}
      </DialogPanel>
    </Dialog>
  );
}
