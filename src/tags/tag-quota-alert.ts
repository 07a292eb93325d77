// When the tag quota dialog shows (01 §4, §9): checked at once, again after tag changes, and while
// over quota it comes back TAG_QUOTA_ALERT_INTERVAL_MS after the last check.
import { isOverTagQuota, TAG_QUOTA_ALERT_INTERVAL_MS, type ResourceUse } from '../../common/tag-quota';

export interface TagQuotaAlertOptions {
  /** Reads the organization's use; a failure (offline) just waits for the next check. */
  load: () => Promise<ResourceUse>;
  /** Over quota: show the dialog (again). */
  show: (use: ResourceUse) => void;
  intervalMs?: number;
}

export interface TagQuotaAlert {
  /** Check now (tags changed), and count the interval from now. */
  check(): void;
  stop(): void;
}

export function startTagQuotaAlert({ load, show, intervalMs = TAG_QUOTA_ALERT_INTERVAL_MS }: TagQuotaAlertOptions): TagQuotaAlert {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function check(): Promise<void> {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), intervalMs);
    try {
      const use = await load();
      if (!stopped && isOverTagQuota(use)) show(use);
    } catch {
      // Offline or refused: the next check tries again.
    }
  }

  void check();
  return {
    check: () => { if (!stopped) void check(); },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
