import { useLingui } from '@lingui/react/macro';
import { secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';

/** Live chat, built in and connected from the start: its one-tag embed and the visitor page. */
export function LiveChatCard({ orgId }: { orgId: string }) {
  const { t } = useLingui();
  const origin = window.location.origin;
  const snippet = `<script src="${origin}/livechat/widget.js" data-org="${orgId}"></script>`;
  const pageUrl = `${origin}/livechat/${orgId}`;

  function copy() {
    navigator.clipboard.writeText(snippet).then(
      () => showToast('success', t`Embed code copied.`),
      () => showToast('error', t`Could not copy. Select the code and copy it yourself.`),
    );
  }

  return (
    <li className="rounded-md border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold text-slate-900">{t`Live chat`}</h3>
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">{t`Connected`}</span>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t`Built in. Put this tag on any web page to show the chat widget to its visitors:`}</p>
      <label htmlFor="livechat-embed" className="sr-only">{t`Live chat embed code`}</label>
      <textarea
        id="livechat-embed"
        readOnly
        rows={2}
        value={snippet}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-2 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
      />
      <div className="mt-2 flex items-center gap-3">
        <button type="button" className={secondaryButton} onClick={copy}>{t`Copy code`}</button>
        <a href={pageUrl} target="_blank" rel="noreferrer" className="text-sm text-indigo-700 underline">{t`Open the live-chat page`}</a>
      </div>
    </li>
  );
}
