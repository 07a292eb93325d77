// A shop link put on the clipboard for the agent to paste anywhere; said in a toast either way.
import { t } from '@lingui/core/macro';
import { showToast } from '../ui/toast-store';

export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    showToast('success', t`Link copied.`);
  } catch {
    showToast('error', t`Could not copy the link: ${url}`);
  }
}
