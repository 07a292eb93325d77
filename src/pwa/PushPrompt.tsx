// "Get notified of new messages": offered in the message center until the agent turns pushes on or
// says "Not now" (remembered per user in this browser). Permission is asked only on "Turn on".
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { enablePush, usePushState } from './push-subscription';

const dismissedKey = (userId: string) => `parley.push.promptDismissed.${userId}`;

export function PushPrompt({ userId }: { userId: string }) {
  const { t } = useLingui();
  const state = usePushState(userId);
  const [dismissed, setDismissed] = useState(() => localStorage.getItem(dismissedKey(userId)) === 'true');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (state !== 'off' || dismissed) return null;

  async function turnOn() {
    setBusy(true);
    setFailed(false);
    try {
      await enablePush(userId);
    } catch {
      setFailed(true);
    }
    setBusy(false);
  }

  function notNow() {
    localStorage.setItem(dismissedKey(userId), 'true');
    setDismissed(true);
  }

  return (
    <section aria-labelledby="push-prompt-heading" className="flex items-center gap-3 border-b border-indigo-100 bg-indigo-50 px-4 py-2 text-sm">
      <div className="min-w-0 flex-1">
        <h2 id="push-prompt-heading" className="font-medium text-slate-900">{t`Get notified of new messages`}</h2>
        <p className="text-slate-600">
          {failed
            ? t`Notifications could not be turned on. Try again later.`
            : t`See a notification when a customer writes, even while the console is in the background.`}
        </p>
      </div>
      <button type="button" className={primaryButton} disabled={busy} onClick={() => void turnOn()}>{t`Turn on`}</button>
      <button type="button" className={secondaryButton} onClick={notNow}>{t`Not now`}</button>
    </section>
  );
}
