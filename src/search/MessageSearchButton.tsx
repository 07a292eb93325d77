import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { MessageRecord } from '../../local/records';
import { Modal } from '../ui/Modal';
import { SearchIcon } from '../shell/icons';
import { iconButton } from '../ui/buttons';
import { MessageSearchForm } from './MessageSearchForm';
import { MessageSearchResults } from './MessageSearchResults';
import { useMessageSearch } from './use-message-search';

/** Link to a conversation opened at one of its messages (MessageList scrolls to it). */
export function messageLink(orgId: string, message: Pick<MessageRecord, 'objectId' | 'conversationId' | 'customerId'>): string {
  return `/message-center/${orgId}/conversation/${message.conversationId}/customer/${message.customerId}?message=${message.objectId}`;
}

/** "Search messages" (an icon) in the inbox header: the advanced message search (02 §7) in a dialog. */
export function MessageSearchButton({ orgId, userId }: { orgId: string; userId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { state, busy, search, more } = useMessageSearch(orgId, userId);

  function openMessage(message: MessageRecord) {
    setOpen(false);
    void navigate(messageLink(orgId, message));
  }

  return (
    <>
      <button type="button" className={iconButton} aria-label={t`Search messages`} title={t`Search messages`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <SearchIcon />
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t`Search messages`} size="wide">
        <MessageSearchForm onSearch={(filter) => void search(filter)} busy={busy} />
        {state && <MessageSearchResults state={state} busy={busy} onOpen={openMessage} onMore={() => void more()} />}
      </Modal>
    </>
  );
}
