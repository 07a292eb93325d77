import { useCallback } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { useServerRead } from '../../api/use-server-read';
import { ListMessage } from '../../customer-groups/ListMessage';
import { useDocumentTitle } from '../../ui/use-document-title';
import { shopErrorText } from '../shop-error-text';
import { fetchShopSettings } from './settings-api';
import { StoreSettingsForm } from './StoreSettingsForm';

/** chatPay/{orgId}/settings: the store settings (03 §3, §5, §9). Online only. */
export function StoreSettingsPage() {
  const { t } = useLingui();
  const { orgId = '' } = useParams();
  useDocumentTitle(t`Store settings`);
  const read = useCallback(() => fetchShopSettings(orgId), [orgId]);
  const { value: settings, error, reload } = useServerRead(read, shopErrorText);
  return (
    <div className="h-full overflow-y-auto p-6">
      {error && <ListMessage onRetry={() => reload()}>{error}</ListMessage>}
      {!error && !settings && <ListMessage busy>{t`Loading…`}</ListMessage>}
      {settings && <StoreSettingsForm key={orgId} orgId={orgId} loaded={settings} />}
    </div>
  );
}
