import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Authority } from '../../common/contracts/base';

/** How each authority (01 §6) is named in the console. */
export const AUTHORITY_LABELS: Record<Authority, MessageDescriptor> = {
  admin: msg`Admin`,
  general: msg`General`,
  'private-only': msg`Private only`,
  'customer-readonly': msg`Customers read-only`,
};
