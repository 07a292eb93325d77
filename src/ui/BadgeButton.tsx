import type { ReactNode } from 'react';

const defaultClass = 'relative rounded-md p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

interface BadgeButtonProps {
  /** The accessible name, which names the count when there is one ("Tasks, 3 new"). */
  label: string;
  /** The visible label beside the icon, when the place has room for it. */
  text?: string;
  icon: ReactNode;
  /** The count shown on the icon ("99+" above 99); none when undefined. */
  badge: string | undefined;
  badgeTestId?: string;
  className?: string;
  onClick: () => void;
}

/** An icon button that opens a panel, with a red count badge (tasks, notifications, announcements). */
export function BadgeButton({ label, text, icon, badge, badgeTestId, className = defaultClass, onClick }: BadgeButtonProps) {
  return (
    <button type="button" aria-label={label} aria-haspopup="dialog" className={className} onClick={onClick}>
      {icon}
      {text && <span>{text}</span>}
      {badge && (
        <span aria-hidden="true" data-testid={badgeTestId} className="absolute -top-0.5 -right-0.5 min-w-4 rounded-full bg-red-600 px-1 text-center text-[10px] leading-4 font-semibold text-white">
          {badge}
        </span>
      )}
    </button>
  );
}
