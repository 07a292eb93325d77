import { useState } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { planTier } from '../../common/access';
import { useOrganizations } from '../org/organizations-context';
import { useVpcSetting } from '../routing/vpc-setting-store';
import { secondaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { OrgAccountsProvider } from './channel-accounts/org-accounts';
import { channelCards, channelsWithTips, type ChannelInfo } from './channels';
import { ConnectTipsDialog } from './ConnectTipsDialog';
import { LiveChatCard } from './LiveChatCard';
import { LineCard } from './line/LineCard';
import { InstagramCard } from './instagram/InstagramCard';
import { MessengerCard } from './messenger/MessengerCard';
import { WhatsAppCard } from './whatsapp/WhatsAppCard';

/**
 * organization-setting/{orgId}/linked-app: the channels and their state (01 §2). The cards of the
 * platforms connected with credentials share one read of the organization's accounts (none without
 * such a card).
 */
export function LinkedAppPage() {
  const { t, i18n } = useLingui();
  const { orgId } = useParams();
  const { organizations } = useOrganizations();
  const organization = organizations?.find((org) => org.objectId === orgId);
  const [tips, setTips] = useState<ChannelInfo | null>(null);
  const planChannels = planTier(useVpcSetting(orgId ?? '').planName).channels;
  const cards = channelCards(planChannels);
  useDocumentTitle(t`Linked apps`);
  if (!organization) return null;
  return (
    <section aria-labelledby="linked-app-heading">
      <h2 id="linked-app-heading" className="text-lg font-semibold text-slate-900">{t`Linked apps`}</h2>
      <p className="mt-1 text-sm text-slate-600">{t`The channels your customers reach you on.`}</p>
      <ul className="mt-4 space-y-3">
        {cards.length > 0 && (
          <OrgAccountsProvider organization={organization}>
            {cards.includes('line') && <LineCard organization={organization} />}
            {cards.includes('facebook') && <MessengerCard organization={organization} />}
            {cards.includes('instagram') && <InstagramCard organization={organization} />}
            {cards.includes('whatsapp') && <WhatsAppCard organization={organization} />}
          </OrgAccountsProvider>
        )}
        <LiveChatCard organization={organization} />
        {channelsWithTips(cards, planChannels).map((channel) => {
          const name = i18n._(channel.name);
          return (
            <li key={channel.platform} className="flex items-center justify-between gap-3 rounded-md border border-slate-200 p-4">
              <div>
                <h3 className="font-semibold text-slate-900">{name}</h3>
                <span className="text-sm text-slate-600">{t`Not connected`}</span>
              </div>
              <button type="button" className={secondaryButton} aria-label={t`Connect ${name}`} onClick={() => setTips(channel)}>{t`Connect`}</button>
            </li>
          );
        })}
      </ul>
      <ConnectTipsDialog channel={tips} onClose={() => setTips(null)} />
    </section>
  );
}
