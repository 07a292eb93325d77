import { useLingui } from '@lingui/react/macro';
import type { ReactionCount } from './reactions';

/** The reactions on a message, under its bubble. */
export function Reactions({ reactions, outgoing }: { reactions: ReactionCount[]; outgoing: boolean }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Reactions`} className={`-mt-1 flex gap-1 px-2 ${outgoing ? 'justify-end' : ''}`}>
      {reactions.map(({ reaction, count }) => (
        <li key={reaction} aria-label={t`${reaction} × ${count}`} className="rounded-full border border-slate-200 bg-white px-1.5 text-xs">
          {reaction}{count > 1 && <span className="ml-0.5 text-slate-500">{count}</span>}
        </li>
      ))}
    </ul>
  );
}
