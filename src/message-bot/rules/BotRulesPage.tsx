import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { BotRule } from '../../../common/contracts/message-bot';
import { errorText } from '../../api/error-text';
import { toApiError } from '../../api/api-error';
import { ListMessage } from '../../customer-groups/ListMessage';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { primaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { useDocumentTitle } from '../../ui/use-document-title';
import { deleteBotRule, orderBotRules, setBotRuleEnabled } from '../bot-api';
import { BotRuleRow, cell } from './BotRuleRow';
import { useBotRules } from './use-bot-rules';

async function failureText(cause: unknown): Promise<string> {
  return errorText(await toApiError(cause));
}

/** `rules` with the one at `index` moved by one place. */
function moved(rules: readonly BotRule[], index: number, by: -1 | 1): BotRule[] {
  const next = [...rules];
  const [rule] = next.splice(index, 1);
  next.splice(index + by, 0, rule!);
  return next;
}

/**
 * message-bot/{orgId}/bot: the keyword rules in priority order (the first that matches answers), with
 * how often each answered; on/off saved at once, Move up / Move down, delete after asking. Read over
 * HTTP only: offline it says so.
 */
export function BotRulesPage() {
  const { t } = useLingui();
  const { orgId = '' } = useParams();
  const { rules, max, error, offline, setRules, retry } = useBotRules(orgId);
  const [deleting, setDeleting] = useState<BotRule | null>(null);
  const [lastMove, setLastMove] = useState<{ id: string; by: -1 | 1 } | null>(null);
  // Moves are not held back while one is saving (the buttons keep the focus): only the latest answer counts.
  const latestMove = useRef(0);
  useDocumentTitle(t`Keyword replies`);

  const replace = (rule: BotRule) => setRules((current) => current.map((one) => (one.objectId === rule.objectId ? rule : one)));

  async function toggle(rule: BotRule, enabled: boolean) {
    // The switch moves at once; a refusal puts it back and says why.
    replace({ ...rule, enabled });
    try {
      replace(await setBotRuleEnabled(orgId, rule.objectId, enabled));
    } catch (cause) {
      replace(rule);
      const reason = await failureText(cause);
      const name = rule.name;
      showToast('error', enabled ? t`${name} could not be switched on: ${reason}` : t`${name} could not be switched off: ${reason}`);
    }
  }

  async function move(index: number, by: -1 | 1) {
    if (!rules) return;
    const before = rules;
    const after = moved(rules, index, by);
    setRules(() => after);
    setLastMove({ id: rules[index]!.objectId, by });
    const request = ++latestMove.current;
    try {
      const saved = await orderBotRules(orgId, after.map((rule) => rule.objectId));
      if (request === latestMove.current) setRules(() => saved.rules);
    } catch (cause) {
      const reason = await failureText(cause);
      if (request !== latestMove.current) return;
      setRules(() => before);
      showToast('error', t`The new order could not be saved: ${reason}`);
    }
  }

  const count = rules?.length ?? 0;
  // Said to screen readers after a move: where the rule is now.
  const movedIndex = lastMove && rules ? rules.findIndex((rule) => rule.objectId === lastMove.id) : -1;
  const movedName = rules?.[movedIndex]?.name ?? '';
  const movedPosition = movedIndex + 1;
  const full = rules !== null && max !== null && count >= max;
  const deletingName = deleting?.name ?? '';

  return (
    <section aria-labelledby="bot-rules-title" className="h-full overflow-y-auto p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl space-y-1">
          <h2 id="bot-rules-title" className="text-lg font-semibold text-slate-900">{t`Keyword replies`}</h2>
          <p className="text-sm text-slate-600">
            {t`When a customer's message matches a rule's keywords, the bot sends the rule's replies by itself. Rules are tried from the top: the first that matches answers.`}
          </p>
          <p className="text-sm text-slate-600">
            {t`The bot answers conversations in the Bot inbox: new conversations of the accounts that start with the bot, and conversations an agent hands back to it.`}{' '}
            <Link to="../bot-settings" relative="path" className="font-medium text-indigo-700 underline underline-offset-2">{t`Choose which accounts start with the bot`}</Link>
          </p>
          {rules !== null && max !== null && <p className="text-sm text-slate-700">{t`${count} of ${max} rules`}</p>}
          {full && <p className="text-sm text-amber-800">{t`This organization has the most rules allowed. Delete one to add another.`}</p>}
        </div>
        {offline || rules === null || full
          ? <button type="button" className={primaryButton} disabled>{t`New keyword reply`}</button>
          : <Link to="new" className={primaryButton}>{t`New keyword reply`}</Link>}
      </div>
      {offline && rules !== null && <ListMessage>{t`You are offline. Keyword replies can be changed only online.`}</ListMessage>}
      {rules === null && !error && !offline && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {rules === null && offline && <ListMessage>{t`You are offline. Keyword replies show once the connection is back.`}</ListMessage>}
      {error && !offline && (
        <ListMessage onRetry={retry}>
          {error.offline ? t`You are offline. Keyword replies show once the connection is back.` : errorText(error)}
        </ListMessage>
      )}
      {rules?.length === 0 && (
        <div className="max-w-2xl space-y-2 rounded-lg border border-dashed border-slate-300 p-6 text-sm text-slate-600">
          <p className="font-medium text-slate-800">{t`No keyword replies yet.`}</p>
          <p>{t`A keyword reply answers customers by itself: for example, a customer who writes "opening hours" gets your hours at once, day or night. Each rule has up to 5 keywords and up to 5 reply messages.`}</p>
        </div>
      )}
      {rules && rules.length > 0 && (
        <table className="w-full rounded-lg border border-slate-200 bg-white" aria-label={t`Keyword replies in priority order`}>
          <thead className="bg-slate-50 text-xs font-medium text-slate-500">
            <tr>
              <th scope="col" className={cell}>{t`Priority`}</th>
              <th scope="col" className={cell}>{t`Name`}</th>
              <th scope="col" className={cell}>{t`Keywords`}</th>
              <th scope="col" className={cell}>{t`Platforms`}</th>
              <th scope="col" className={cell}>{t`Times used`}</th>
              <th scope="col" className={cell}>{t`On`}</th>
              <th scope="col" className={cell}><span className="sr-only">{t`Actions`}</span></th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rules.map((rule, index) => (
              <BotRuleRow
                key={rule.objectId}
                rule={rule}
                position={index + 1}
                count={rules.length}
                disabled={offline}
                moved={lastMove?.id === rule.objectId ? lastMove : undefined}
                onToggle={(enabled) => void toggle(rule, enabled)}
                onMove={(by) => void move(index, by)}
                onDelete={() => setDeleting(rule)}
              />
            ))}
          </tbody>
        </table>
      )}
      <p aria-live="polite" className="sr-only">{movedIndex >= 0 ? t`${movedName} is now number ${movedPosition} of ${count}.` : ''}</p>
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t`Delete keyword reply`}
        description={t`Delete ${deletingName}? The bot stops answering its keywords.`}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteBotRule(orgId, deleting.objectId);
          setRules((current) => current.filter((one) => one.objectId !== deleting.objectId));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
        errorText={failureText}
      />
    </section>
  );
}
