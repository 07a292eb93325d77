import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Platform } from '../../common/contracts/base';

export const PLATFORM_LABELS: Record<Platform, MessageDescriptor> = {
  line: msg`LINE`,
  facebook: msg`Messenger`,
  instagram: msg`Instagram`,
  whatsapp: msg`WhatsApp`,
  livechat: msg`Live chat`,
};

export const PLATFORM_COLORS: Record<Platform, string> = {
  line: 'bg-green-100 text-green-800',
  facebook: 'bg-blue-100 text-blue-800',
  instagram: 'bg-pink-100 text-pink-800',
  whatsapp: 'bg-emerald-100 text-emerald-800',
  livechat: 'bg-violet-100 text-violet-800',
};
