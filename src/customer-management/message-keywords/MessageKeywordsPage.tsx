import { useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { Switch } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import type { MessageKeyword, MessageKeywordFields } from '../../../common/contracts/message-keywords';
import { errorText } from '../../api/error-text';
import { toApiError } from '../../api/api-error';
import { ListMessage } from '../../customer-groups/ListMessage';
import { PLATFORM_LABELS } from '../../inbox/platforms';
import { ConfirmDeleteDialog } from '../../ui/ConfirmDeleteDialog';
import { primaryButton, secondaryButton } from '../../ui/buttons';
import { showToast } from '../../ui/toast-store';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useRuleList } from '../../ui/use-rule-list';
import { KeywordRuleDialog } from './KeywordRuleDialog';
import { createMessageKeyword, deleteMessageKeyword, listMessageKeywords, updateMessageKeyword } from './message-keywords-api';

const cell = 'px-4 py-2 text-left align-top text-sm';

async function failureText(cause: unknown): Promise<string> {
  return errorText(await toApiError(cause));
}

/**
 * customer-management/{orgId}/message-keyword: the organization's keyword rules (an inbound text that
 * matches one tags its customer), with how many customers each tagged; new, edit, on/off and delete.
 * Read over HTTP only: offline it says so.
 */
export function MessageKeywordsPage() {
  const { t } = useLingui();
  const { orgId = '' } = useParams();
  const { rules, max, error, offline, setRules, retry } = useRuleList(useCallback(() => listMessageKeywords(orgId), [orgId]));
  // The rule the dialog edits: null for a new one; undefined while the dialog is closed.
  const [editing, setEditing] = useState<MessageKeyword | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<MessageKeyword | null>(null);
  useDocumentTitle(t`Message keywords`);

  const replace = (rule: MessageKeyword) => setRules((current) => current.map((one) => (one.objectId === rule.objectId ? rule : one)));

  async function save(draft: MessageKeywordFields) {
    if (editing) {
      replace(await updateMessageKeyword(orgId, editing.objectId, draft));
    } else {
      const created = await createMessageKeyword(orgId, draft);
      setRules((current) => [created, ...current]);
    }
    setEditing(undefined);
  }

  async function toggle(rule: MessageKeyword, enabled: boolean) {
    try {
      replace(await updateMessageKeyword(orgId, rule.objectId, { enabled }));
    } catch (cause) {
      showToast('error', await failureText(cause));
    }
  }

  const full = rules !== null && max !== null && rules.length >= max;
  const deletingKeywords = deleting?.keywords.join(', ') ?? '';

  return (
    <section aria-labelledby="message-keywords-title" className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <div>
          <h2 id="message-keywords-title" className="text-base font-semibold text-slate-900">{t`Message keywords`}</h2>
          <p className="text-sm text-slate-600">{t`When a customer's message matches a rule's keywords, the rule adds and removes tags on that customer.`}</p>
          {full && <p className="text-sm text-amber-800">{t`This organization has the most rules allowed (${max}). Delete one to add another.`}</p>}
        </div>
        <button type="button" className={primaryButton} disabled={offline || rules === null || full} onClick={() => setEditing(null)}>{t`New rule`}</button>
      </div>
      {offline && rules !== null && <ListMessage>{t`You are offline. Message keywords can be changed only online.`}</ListMessage>}
      <div className="min-h-0 flex-1 overflow-y-auto" data-testid="keyword-rules">
        {rules === null && !error && !offline && <ListMessage busy>{t`Loading…`}</ListMessage>}
        {rules === null && offline && <ListMessage>{t`You are offline. Message keywords show once the connection is back.`}</ListMessage>}
        {error && !offline && (
          <ListMessage onRetry={retry}>
            {error.offline ? t`You are offline. Message keywords show once the connection is back.` : errorText(error)}
          </ListMessage>
        )}
        {rules?.length === 0 && <ListMessage>{t`No keyword rule yet. Add one to tag customers by what they write.`}</ListMessage>}
        {rules && rules.length > 0 && (
          <table className="w-full">
            <thead className="sticky top-0 bg-slate-50 text-xs font-medium text-slate-500">
              <tr>
                <th scope="col" className={cell}>{t`Keywords`}</th>
                <th scope="col" className={cell}>{t`Platforms`}</th>
                <th scope="col" className={cell}>{t`Tags`}</th>
                <th scope="col" className={cell}>{t`Customers tagged`}</th>
                <th scope="col" className={cell}>{t`On`}</th>
                <th scope="col" className={cell}><span className="sr-only">{t`Actions`}</span></th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rules.map((rule) => (
                <RuleRow
                  key={rule.objectId}
                  rule={rule}
                  disabled={offline}
                  onToggle={(enabled) => void toggle(rule, enabled)}
                  onEdit={() => setEditing(rule)}
                  onDelete={() => setDeleting(rule)}
                />
              ))}
            </tbody>
          </table>
        )}
      </div>
      {editing !== undefined && (
        <KeywordRuleDialog orgId={orgId} rule={editing} onClose={() => setEditing(undefined)} onSave={save} />
      )}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t`Delete keyword rule`}
        description={t`Delete the rule for ${deletingKeywords}? Tags it gave stay on the customers.`}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteMessageKeyword(orgId, deleting.objectId);
          setRules((current) => current.filter((one) => one.objectId !== deleting.objectId));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
        errorText={failureText}
      />
    </section>
  );
}

function RuleRow({ rule, disabled, onToggle, onEdit, onDelete }: {
  rule: MessageKeyword; disabled: boolean; onToggle: (enabled: boolean) => void; onEdit: () => void; onDelete: () => void;
}) {
  const { t, i18n } = useLingui();
  const keywords = rule.keywords.join(', ');
  const count = rule.taggedCount;
  const adds = rule.addTags.join(', ');
  const removes = rule.removeTags.join(', ');
  return (
    <tr className={rule.enabled ? '' : 'text-slate-500'}>
      <td className={cell}>
        <ul className="flex flex-wrap gap-1" aria-label={t`Keywords`}>
          {rule.keywords.map((keyword) => <li key={keyword} className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-900">{keyword}</li>)}
        </ul>
        <p className="mt-1 text-xs text-slate-600">{rule.matchMode === 'exact' ? t`The whole message` : t`Contained in the message`}</p>
      </td>
      <td className={cell}>{rule.platforms.map((platform) => i18n._(PLATFORM_LABELS[platform])).join(', ')}</td>
      <td className={cell}>
        {rule.addTags.length > 0 && <p>{t`Adds: ${adds}`}</p>}
        {rule.removeTags.length > 0 && <p>{t`Removes: ${removes}`}</p>}
      </td>
      <td className={cell}>{count}</td>
      <td className={cell}>
        <Switch
          checked={rule.enabled}
          disabled={disabled}
          onChange={onToggle}
          aria-label={t`Rule on: ${keywords}`}
          className="group relative inline-flex h-5 w-9 shrink-0 rounded-full bg-slate-300 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 data-checked:bg-indigo-600 data-disabled:opacity-50"
        >
          <span aria-hidden="true" className="m-0.5 size-4 rounded-full bg-white shadow transition group-data-checked:translate-x-4" />
        </Switch>
      </td>
      <td className={`${cell} whitespace-nowrap text-right`}>
        <button type="button" className={secondaryButton} disabled={disabled} onClick={onEdit} aria-label={t`Edit rule: ${keywords}`}>{t`Edit`}</button>
        <button type="button" className={`${secondaryButton} ml-2`} disabled={disabled} onClick={onDelete} aria-label={t`Delete rule: ${keywords}`}>{t`Delete`}</button>
      </td>
    </tr>
  );
}
