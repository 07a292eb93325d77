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

/** The background of each platform's icon (`PlatformIcon`): white glyphs on it keep 4.5:1 or more. */
export const PLATFORM_COLORS: Record<Platform, string> = {
  line: 'bg-green-700',
  facebook: 'bg-blue-600',
  instagram: 'bg-pink-600',
  whatsapp: 'bg-emerald-700',
  livechat: 'bg-violet-600',
};
