import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../ui/use-document-title';

/** message-center/{orgId} with no conversation open. */
export function NoConversationSelected() {
  const { t } = useLingui();
  useDocumentTitle(t`Message center`);
  return (
    <div className="flex h-full items-center justify-center p-8 text-center text-sm text-slate-500">
      <p>{t`Choose a conversation on the left to read and reply.`}</p>
    </div>
  );
}
