// The tag quota (01 §4, §8, §9): distinct tags an organization's customers may carry, and when the
// console warns that it is used up. Shared by the server (GET /resource/quota) and the console.

/** Distinct tags an organization may use when TAG_QUOTA is not set. */
export const DEFAULT_TAG_QUOTA = 1000;
/** While over quota the `tag-management.out-of-quota` dialog comes back this often (01 §9). */
export const TAG_QUOTA_ALERT_INTERVAL_MS = 180_000;

/** One resource's use against its quota (GET /resource/quota). */
export interface ResourceUse {
  used: number;
  quota: number;
}

/** The dialog shows when the organization has tags at all and their distinct count reached the quota (01 §4). */
export function isOverTagQuota({ used, quota }: ResourceUse): boolean {
  return used > 0 && used >= quota;
}
