// Account settings › Notifications: push notifications in this browser, and the message sound.
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { secondaryButton } from '../ui/buttons';
import { disablePush, enablePush, usePushState, type PushState } from './push-subscription';
import { setSoundMuted, useSoundMuted } from './sound-setting';

export function NotificationSettingsSection({ userId }: { userId: string }) {
  const { t } = useLingui();
  const state = usePushState(userId);
  const muted = useSoundMuted();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const status: Record<PushState, string> = {
    unknown: '',
    unsupported: t`This browser cannot show notifications from the console.`,
    denied: t`Notifications are blocked for this site in the browser's settings.`,
    off: t`Off in this browser.`,
    on: t`On in this browser: new messages, finished tasks and notifications show even while the console is in the background.`,
  };

  async function toggle() {
    setBusy(true);
    setFailed(false);
    try {
      await (state === 'on' ? disablePush(userId, { tellServer: true }) : enablePush(userId));
    } catch {
      setFailed(true);
    }
    setBusy(false);
  }

  return (
    <section aria-labelledby="notifications-heading" className="space-y-4">
      <h2 id="notifications-heading" className="text-base font-semibold text-slate-900">{t`Notifications and sounds`}</h2>
      <div className="space-y-2">
        <h3 className="text-sm font-medium text-slate-800">{t`Desktop notifications`}</h3>
        <p className="text-sm text-slate-600">{status[state]}</p>
        {failed && <p role="alert" className="text-sm text-red-700">{t`Notifications could not be turned on. Try again later.`}</p>}
        {(state === 'off' || state === 'on') && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => void toggle()}>
            {state === 'on' ? t`Turn off notifications` : t`Turn on notifications`}
          </button>
        )}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="size-4 rounded border-slate-300 text-indigo-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
          checked={!muted}
          onChange={(event) => setSoundMuted(!event.target.checked)}
        />
        {t`Play a sound for new messages`}
      </label>
    </section>
  );
}
