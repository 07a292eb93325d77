// Service worker registration and the update prompt (ARCHITECTURE.md §2): a new version waits
// until the agent chooses to reload; nothing reloads under someone typing.
import { t } from '@lingui/core/macro';
import { showToast } from '../ui/toast-store';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // Registration failures are only logged (01 §8): the console works without offline support.
  register().catch((error: unknown) => console.error('Service worker registration failed', error));
}

async function register(): Promise<void> {
  // Not needed for the first screen: loaded beside it rather than in the start-up chunk.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', () => {
    showToast('info', t`A new version is available.`, {
      action: {
        label: t`Reload`,
        run: () => {
          // Reload once the new worker has taken over; drafts are flushed on pagehide.
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });

  await workbox.register();
}
