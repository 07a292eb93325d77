import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PlanName } from '../../common/access';

/** How each plan tier (03 §9) is named in the console. */
export const PLAN_LABELS: Record<PlanName, MessageDescriptor> = {
  free: msg`Free`,
  basic: msg`Basic`,
  business: msg`Business`,
  enterprise: msg`Enterprise`,
};
