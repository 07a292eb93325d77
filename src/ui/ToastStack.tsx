import { useLingui } from '@lingui/react/macro';
import { reloadPage } from './reload-page';
import { dismissToast, useToasts, type ToastKind } from './toast-store';

const kindStyles: Record<ToastKind, string> = {
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  error: 'border-red-300 bg-red-50 text-red-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-900',
  info: 'border-slate-300 bg-white text-slate-900',
};

const actionClass = 'font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * The toasts of toast-store, newest at the bottom; errors are announced at once. At the top in the
 * middle, where the shell's top bar has nothing: never over the composer and its Send button.
 */
export function ToastStack() {
  const { t } = useLingui();
  const toasts = useToasts();
  return (
    <section
      aria-label={t`Notifications`}
      aria-live="polite"
      className="pointer-events-none fixed top-2 left-1/2 z-50 flex w-80 -translate-x-1/2 flex-col gap-2"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : undefined}
          data-kind={toast.kind}
          className={`pointer-events-auto flex items-start gap-3 rounded-md border px-3 py-2 text-sm shadow-md ${kindStyles[toast.kind]}`}
        >
          <p className="flex-1">{toast.text}</p>
          {toast.action && (
            <button
              type="button"
              className={actionClass}
              onClick={() => {
                dismissToast(toast.id);
                toast.action?.run();
              }}
            >
              {toast.action.label}
            </button>
          )}
          {toast.refresh && (
            <button type="button" className={actionClass} onClick={reloadPage}>
              {t`Refresh`}
            </button>
          )}
          {toast.closable && (
            <button
              type="button"
              aria-label={t`Close`}
              className="rounded-sm px-1 opacity-60 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
              onClick={() => dismissToast(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
