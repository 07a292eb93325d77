import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useServerRead } from '../api/use-server-read';
import { errorText } from '../api/error-text';
import { FormError } from '../ui/FormError';
import { secondaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { AiBotForm } from './AiBotForm';
import { fetchAiBot } from './ai-bot-api';

/**
 * message-bot/{orgId}/ai-bot: the organization's AI bot, which suggests replies and summarizes
 * conversations in the message center (02 §7–§8; a missing bot opens this page in a new tab).
 */
export function AiBotPage() {
  const { orgId } = useParams();
  const { t } = useLingui();
  const read = useCallback(() => fetchAiBot(orgId ?? ''), [orgId]);
  const { value: loaded, error, reload } = useServerRead(read, errorText);
  useDocumentTitle(t`AI bot`);

  return (
    <div className="h-full overflow-y-auto p-6">
      <h2 className="mb-1 text-lg font-semibold text-slate-900">{t`AI bot`}</h2>
      <p className="mb-6 max-w-2xl text-sm text-slate-600">
        {t`The AI bot suggests replies and summarizes conversations for your agents in the message center.`}
      </p>
      {error && (
        <div className="max-w-md space-y-3">
          <FormError message={error} />
          <button type="button" className={secondaryButton} onClick={() => reload()}>{t`Try again`}</button>
        </div>
      )}
      {!error && !loaded && <output className="block text-sm text-slate-500">{t`Loading…`}</output>}
      {orgId && loaded && <AiBotForm key={orgId} orgId={orgId} loaded={loaded} />}
    </div>
  );
}
