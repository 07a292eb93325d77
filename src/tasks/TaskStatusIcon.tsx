import { taskStatusLook } from './task-status';
import { taskTooltipText } from './task-text';

const spinner = (duration: string) => (
  <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={`size-5 animate-spin text-indigo-600 ${duration}`}>
    <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
    <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
  </svg>
);

/** The status icon of a task, with its tooltip (also its accessible name). */
export function TaskStatusIcon({ status }: { status: string }) {
  const look = taskStatusLook(status);
  const label = taskTooltipText(look.tooltip);
  let icon;
  switch (look.icon) {
    case 'spin-slow': icon = spinner('[animation-duration:2.5s]'); break;
    case 'spin-fast': icon = spinner('[animation-duration:0.8s]'); break;
    case 'check':
      icon = (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} aria-hidden="true" className="size-5 text-emerald-600">
          <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
      break;
    case 'cross':
      icon = (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.2} aria-hidden="true" className="size-5 text-red-600">
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      );
      break;
    default:
      icon = (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden="true" className="size-5 text-slate-500">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7v5l3 2" strokeLinecap="round" />
        </svg>
      );
  }
  return (
    <span title={label} data-status-icon={look.icon} className="inline-flex shrink-0">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
