import { useLingui } from '@lingui/react/macro';
import { Avatar } from '../../ui/Avatar';
import type { Peer } from './roster';

/** The conversation header's other agents: their picture or initial and first name, a dot while typing. */
export function PresenceList({ peers }: { peers: Peer[] }) {
  const { t } = useLingui();
  if (peers.length === 0) return null;
  return (
    <ul aria-label={t`Also here`} className="flex min-w-0 items-center gap-2">
      {peers.map(({ userId, name, picture, typing }) => {
        const label = typing ? t`${name} is typing…` : t`${name} is viewing`;
        return (
          <li key={userId} title={label} className="flex min-w-0 items-center gap-1">
            <span className="relative">
              <Avatar name={name} picture={picture} size="sm" />
              {typing && <span aria-hidden="true" className="absolute -right-0.5 -bottom-0.5 size-3 animate-pulse rounded-full border-2 border-white bg-emerald-500" />}
            </span>
            <span aria-hidden="true" className="max-w-24 truncate text-xs text-slate-600">{name}</span>
            <span className="sr-only">{label}</span>
          </li>
        );
      })}
    </ul>
  );
}
