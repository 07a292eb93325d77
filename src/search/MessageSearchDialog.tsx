import { useLingui } from '@lingui/react/macro';
import type { MessageRecord } from '../../local/records';
import { Modal } from '../ui/Modal';
import { MessageSearchForm } from './MessageSearchForm';
import { MessageSearchResults } from './MessageSearchResults';
import { useMessageSearch } from './use-message-search';

interface MessageSearchDialogProps {
  orgId: string;
  userId: string;
  open: boolean;
  onClose(): void;
  onOpenMessage(message: MessageRecord): void;
}

/** The advanced message search (02 §7) in a dialog; its last search stays while the dialog is closed. */
export function MessageSearchDialog({ orgId, userId, open, onClose, onOpenMessage }: MessageSearchDialogProps) {
  const { t } = useLingui();
  const { state, busy, search, more } = useMessageSearch(orgId, userId);
  return (
    <Modal open={open} onClose={onClose} title={t`Search messages`} size="wide">
      <MessageSearchForm onSearch={(filter) => void search(filter)} busy={busy} />
      {state && <MessageSearchResults state={state} busy={busy} onOpen={onOpenMessage} onMore={() => void more()} />}
    </Modal>
  );
}
