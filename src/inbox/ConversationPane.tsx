import { useId, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { outgoingMessageTag, type MessageTag } from '../../common/customer-profile';
import { useParams, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { UploadedMedia } from '../../common/uploads';
import type { TemplateData } from '../../common/contracts/message-data';
import { useStoredUser, type StoredUser } from '../auth/session-store';
import { SendProductAction } from '../chat-pay/send-product/SendProductAction';
import { CustomerPanel } from '../customer-panel/CustomerPanel';
import { customerById } from '../../local/queries';
import type { CustomerRecord } from '../../local/records';
import { getSync } from '../data/sync-client';
import { useOrganizations } from '../org/organizations-context';
import { organizationName } from '../org/organization-name';
import { Avatar } from '../ui/Avatar';
import { Spinner } from '../ui/Spinner';
import { showToast } from '../ui/toast-store';
import { useDocumentTitle } from '../ui/use-document-title';
import { AssignMenu } from './AssignMenu';
import { Composer } from './Composer';
import { MessageTagSelect } from './MessageTagSelect';
import { useWindowRefusal } from './use-window-refusal';
import { WindowNotice } from './WindowNotice';
import { queueCard } from './queue-card';
import { WhatsAppTemplateBar } from './whatsapp/WhatsAppTemplateBar';
import { MessageList } from './MessageList';
import { customerName } from './customer-name';
import { useMarkRead } from './use-mark-read';
import { PLATFORM_LABELS } from './platforms';
import { PresenceList } from './presence/PresenceList';
import { RecentReplyDialog } from './presence/RecentReplyDialog';
import { TypingPeers } from './presence/TypingPeers';
import { usePresence } from './presence/use-presence';
import { useSendCheck } from './presence/use-send-check';

/** message-center/{orgId}/conversation/{conversationId}/customer/{customerId} */
export function ConversationPane() {
  const { orgId, conversationId, customerId } = useParams();
  const user = useStoredUser();
  // undefined while reading; null when this browser has not synced the customer (yet).
  const customer = useLiveQuery(async () => (customerId ? ((await customerById(customerId)) ?? null) : null), [customerId]);
  if (!orgId || !conversationId || !user || customer === undefined) return <Spinner />;
  if (customer === null) return <UnknownCustomer />;
  return <Conversation key={conversationId} orgId={orgId} conversationId={conversationId} customer={customer} user={user} />;
}

function UnknownCustomer() {
  const { t } = useLingui();
  return <p className="p-8 text-center text-sm text-slate-500">{t`This conversation is not on this device yet. It appears once it has synced.`}</p>;
}

interface ConversationProps {
  orgId: string;
  conversationId: string;
  customer: CustomerRecord;
  user: StoredUser;
}

function Conversation({ orgId, conversationId, customer, user }: ConversationProps) {
  const { t, i18n } = useLingui();
  const { organizations } = useOrganizations();
  // ?message=ID: a message search result opened the conversation at that message.
  const [searchParams] = useSearchParams();
  const organization = organizations?.find((org) => org.objectId === orgId);
  const name = customerName(customer);
  useDocumentTitle(`${name} · ${t`Message center`}`);
  useMarkRead(orgId, conversationId, customer);
  const [messageTag, setMessageTag] = useState<MessageTag>('NO_TAG');
  const windowNeed = useWindowRefusal(customer.platform, customer.lastInboundAt, messageTag);
  const windowNoticeId = useId();
  const presence = usePresence(orgId, conversationId, user.objectId);
  const sendCheck = useSendCheck(conversationId, user.objectId);

  async function send(text: string) {
    try {
      await getSync().sendText({ orgId, conversationId, customerId: customer.objectId, text, messageTag: outgoingMessageTag(customer.platform, messageTag) });
    } catch (error) {
      showToast('error', t`The message could not be queued. Try again.`);
      throw error;
    }
  }

  function sendMedia(media: UploadedMedia) {
    getSync().sendMedia({ orgId, conversationId, customerId: customer.objectId, media, messageTag: outgoingMessageTag(customer.platform, messageTag) })
      .catch(() => showToast('error', t`The message could not be queued. Try again.`));
  }

  /** A card of the card dialog or a card template, with the message tag chosen as for text; the dialog keeps it if it cannot be queued. */
  async function sendCard(card: TemplateData) {
    try {
      await queueCard({ orgId, conversationId, customerId: customer.objectId, platform: customer.platform, messageTag }, card);
    } catch (error) {
      showToast('error', t`The message could not be queued. Try again.`);
      throw error;
    }
  }

  return (
    <div className="flex h-full">
    <div className="flex h-full min-w-0 flex-1 flex-col">
      <header className="flex h-14 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <Avatar name={name} picture={customer.picture} size="sm" />
        <div className="min-w-0">
          <h1 className="truncate text-sm font-semibold text-slate-900">{name}</h1>
          <p className="text-xs text-slate-500">{i18n._(PLATFORM_LABELS[customer.platform])}</p>
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-3">
          <PresenceList peers={presence.peers} />
          <AssignMenu customer={customer} userId={user.objectId} label={t`Conversation actions`} />
        </div>
      </header>
      <MessageList
        key={conversationId}
        orgId={orgId}
        conversationId={conversationId}
        senders={{ currentUserId: user.objectId, organizationName: organization ? organizationName(organization) : '', customerName: name }}
        focusMessageId={searchParams.get('message') ?? undefined}
      />
      {windowNeed && <WindowNotice id={windowNoticeId} need={windowNeed} platform={customer.platform} customerName={name} />}
      {customer.platform === 'whatsapp'
        ? <WhatsAppTemplateBar orgId={orgId} customer={customer} />
        : <MessageTagSelect platform={customer.platform} value={messageTag} onChange={setMessageTag} />}
      <TypingPeers peers={presence.peers} />
      <Composer
        onType={presence.typed}
        confirmSend={sendCheck.confirmSend}
        blockedBy={windowNeed ? windowNoticeId : undefined}
        orgId={orgId}
        conversationId={conversationId}
        onSend={send}
        onSendMedia={sendMedia}
        channel={customer.platform}
        customerName={customer.displayName || customer.originalDisplayName}
        aiCustomer={{ customerId: customer.objectId, platform: customer.platform }}
        cards={{ platform: customer.platform, onSend: sendCard }}
        tools={<SendProductAction orgId={orgId} customerId={customer.objectId} platform={customer.platform} />}
      />
    </div>
    <CustomerPanel orgId={orgId} customer={customer} user={user} />
    <RecentReplyDialog asking={sendCheck.asking} onAnswer={sendCheck.answer} />
    </div>
  );
}
