import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import type { Peer } from './roster';

/** Above the composer: which other agents are typing a reply here now (an output: a live region, so it is heard too). */
export function TypingPeers({ peers }: { peers: Peer[] }) {
  const { i18n } = useLingui();
  const typing = peers.filter((peer) => peer.typing);
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(typing.map((peer) => peer.name));
  return (
    <output className={typing.length > 0 ? 'bg-white px-4 pt-1 text-xs text-slate-500 italic' : undefined}>
      {typing.length > 0 && plural(typing.length, { one: `${names} is typing a reply…`, other: `${names} are typing a reply…` })}
    </output>
  );
}
