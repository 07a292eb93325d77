import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Switch } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { BotRule } from '../../../common/contracts/message-bot';
import { PLATFORM_LABELS } from '../../inbox/platforms';
import { secondaryButton } from '../../ui/buttons';

export const cell = 'px-3 py-2 text-left align-top text-sm';

interface BotRuleRowProps {
  rule: BotRule;
  /** 1-based place in the priority order. */
  position: number;
  count: number;
  disabled: boolean;
  /** This row has just moved (a new object per move): its Move button keeps the focus. */
  moved?: { by: -1 | 1 };
  onToggle: (enabled: boolean) => void;
  onMove: (by: -1 | 1) => void;
  onDelete: () => void;
}

/** One keyword rule: its place, name, keywords with their match, platforms, times used, on/off, and its actions. */
export function BotRuleRow({ rule, position, count, disabled, moved, onToggle, onMove, onDelete }: BotRuleRowProps) {
  const { t, i18n } = useLingui();
  const { name } = rule;
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const first = position === 1;
  const last = position === count;

  // The button pressed keeps the focus; at the top or the bottom it is disabled, so the other one takes it.
  useEffect(() => {
    if (!moved) return;
    const pressed = moved.by === -1 ? up : down;
    (pressed.current?.disabled ? (moved.by === -1 ? down : up) : pressed).current?.focus();
  }, [moved]);

  return (
    <tr className={rule.enabled ? '' : 'text-slate-500'}>
      <td className={`${cell} tabular-nums`}>{position}</td>
      <td className={`${cell} font-medium text-slate-900`}>{name}</td>
      <td className={cell}>
        <ul className="flex flex-wrap gap-1" aria-label={t`Keywords of ${name}`}>
          {rule.keywords.map((keyword, index) => (
            <li key={index} className="rounded bg-slate-100 px-1.5 py-0.5">
              <span className="font-medium text-slate-900">{keyword.text}</span>{' '}
              <span className="text-xs text-slate-600">{keyword.match === 'exact' ? t`(exact)` : t`(contains)`}</span>
            </li>
          ))}
        </ul>
      </td>
      <td className={cell}>{rule.platforms.map((platform) => i18n._(PLATFORM_LABELS[platform])).join(', ')}</td>
      <td className={`${cell} tabular-nums`}>{rule.usedCount}</td>
      <td className={cell}>
        <Switch
          checked={rule.enabled}
          disabled={disabled}
          onChange={onToggle}
          aria-label={t`Rule on: ${name}`}
          className="group relative inline-flex h-5 w-9 shrink-0 rounded-full bg-slate-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-checked:bg-indigo-600 data-disabled:opacity-50"
        >
          <span aria-hidden="true" className="m-0.5 size-4 rounded-full bg-white shadow transition group-data-checked:translate-x-4" />
        </Switch>
      </td>
      <td className={`${cell} whitespace-nowrap text-right`}>
        <span className="inline-flex gap-1">
          <button ref={up} type="button" className={secondaryButton} disabled={disabled || first} onClick={() => onMove(-1)} aria-label={t`Move ${name} up`}>
            <span aria-hidden="true">↑</span>
          </button>
          <button ref={down} type="button" className={secondaryButton} disabled={disabled || last} onClick={() => onMove(1)} aria-label={t`Move ${name} down`}>
            <span aria-hidden="true">↓</span>
          </button>
          <Link to={rule.objectId} className={secondaryButton} aria-label={t`Edit ${name}`}>{t`Edit`}</Link>
          <button type="button" className={secondaryButton} disabled={disabled} onClick={onDelete} aria-label={t`Delete ${name}`}>{t`Delete`}</button>
        </span>
      </td>
    </tr>
  );
}
