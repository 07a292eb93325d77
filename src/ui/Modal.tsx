import type { ReactNode } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useCloseOnOrganizationChange } from '../org/use-close-on-organization-change';

/** Widths of 01 §2: dialogs 734 px, the upload dialog 960 px; small confirmations stay narrow. */
const widths = { small: 'max-w-md', default: 'max-w-[734px]', wide: 'max-w-[960px]' } as const;

export type ModalSize = keyof typeof widths;

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: ModalSize;
  children: ReactNode;
  /** Buttons under the content, outside its scrolling area. */
  actions?: ReactNode;
}

/** The console's dialog: a title, content at most 500 px high (scrolls beyond), then the actions. */
export function Modal({ open, onClose, title, size = 'default', children, actions }: ModalProps) {
  useCloseOnOrganizationChange(open, onClose);
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className={`w-full ${widths[size]} rounded-lg bg-white p-6 shadow-xl`}>
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <div className="mt-3 max-h-[500px] overflow-y-auto">{children}</div>
          {actions && <div className="mt-5 flex justify-end gap-2">{actions}</div>}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
