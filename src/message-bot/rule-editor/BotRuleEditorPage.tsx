import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { BotRule } from '../../../common/contracts/message-bot';
import { errorText } from '../../api/error-text';
import { useServerRead } from '../../api/use-server-read';
import { ListMessage } from '../../customer-groups/ListMessage';
import { useDocumentTitle } from '../../ui/use-document-title';
import { listBotRules } from '../bot-api';
import { BotRuleForm } from './BotRuleForm';

/** message-bot/{orgId}/bot/new and message-bot/{orgId}/bot/{ruleId}: a keyword rule's editor (the rule read from the list). */
export function BotRuleEditorPage() {
  const { t } = useLingui();
  const { orgId = '', ruleId } = useParams();
  useDocumentTitle(ruleId ? t`Edit keyword reply` : t`New keyword reply`);
  // There is no route for one rule: it is found in the list (`found.rule` undefined: deleted meanwhile).
  const read = useCallback(
    async (): Promise<{ rule?: BotRule }> => ({ rule: ruleId ? (await listBotRules(orgId)).rules.find((one) => one.objectId === ruleId) : undefined }),
    [orgId, ruleId],
  );
  const { value: found, error, reload } = useServerRead(read, errorText);

  return (
    <div className="h-full overflow-y-auto p-6">
      <p className="mb-2 text-sm"><Link to=".." relative="path" className="text-indigo-700 underline underline-offset-2">{t`Back to keyword replies`}</Link></p>
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{ruleId ? t`Edit keyword reply` : t`New keyword reply`}</h2>
      {!ruleId && <BotRuleForm key="new" orgId={orgId} rule={null} />}
      {ruleId && error && <ListMessage onRetry={() => reload()}>{error}</ListMessage>}
      {ruleId && !error && found === null && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {ruleId && found && !found.rule && <ListMessage>{t`This keyword reply no longer exists.`}</ListMessage>}
      {ruleId && found?.rule && <BotRuleForm key={found.rule.objectId} orgId={orgId} rule={found.rule} />}
    </div>
  );
}
