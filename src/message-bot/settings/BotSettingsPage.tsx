import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { errorText } from '../../api/error-text';
import { useServerRead } from '../../api/use-server-read';
import { ListMessage } from '../../customer-groups/ListMessage';
import { useDocumentTitle } from '../../ui/use-document-title';
import { fetchBotSettings } from '../bot-api';
import { BotSettingsForm } from './BotSettingsForm';

/** message-bot/{orgId}/bot-settings: welcome and away messages, business hours, which accounts start with the bot. Online only. */
export function BotSettingsPage() {
  const { t } = useLingui();
  const { orgId = '' } = useParams();
  useDocumentTitle(t`Bot settings`);
  const read = useCallback(() => fetchBotSettings(orgId), [orgId]);
  const { value: settings, error, reload } = useServerRead(read, errorText);
  return (
    <div className="h-full overflow-y-auto p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">{t`Bot settings`}</h2>
      {error && <ListMessage onRetry={() => reload()}>{error}</ListMessage>}
      {!error && !settings && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {settings && <BotSettingsForm key={orgId} orgId={orgId} loaded={settings} />}
    </div>
  );
}
