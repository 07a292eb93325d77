import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { MessageRecord } from '../../local/records';
import { SearchIcon } from '../shell/icons';
import { iconButton } from '../ui/buttons';

// Not on the inbox's first screen: loaded on the first open.
const MessageSearchDialog = lazy(() => import('./MessageSearchDialog').then((module) => ({ default: module.MessageSearchDialog })));

/** Link to a conversation opened at one of its messages (MessageList scrolls to it). */
export function messageLink(orgId: string, message: Pick<MessageRecord, 'objectId' | 'conversationId' | 'customerId'>): string {
  return `/message-center/${orgId}/conversation/${message.conversationId}/customer/${message.customerId}?message=${message.objectId}`;
}

/** "Search messages" (an icon) in the inbox header: the advanced message search (02 §7) in a dialog. */
export function MessageSearchButton({ orgId, userId }: { orgId: string; userId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Stays true after the first open: the dialog keeps its last search and its closing transition.
  const [opened, setOpened] = useState(false);

  function openMessage(message: MessageRecord) {
    setOpen(false);
    void navigate(messageLink(orgId, message));
  }

  return (
    <>
      <button type="button" className={iconButton} aria-label={t`Search messages`} title={t`Search messages`} aria-haspopup="dialog" onClick={() => { setOpened(true); setOpen(true); }}>
        <SearchIcon />
      </button>
      {opened && (
        <Suspense fallback={null}>
          <MessageSearchDialog orgId={orgId} userId={userId} open={open} onClose={() => setOpen(false)} onOpenMessage={openMessage} />
        </Suspense>
      )}
    </>
  );
}
