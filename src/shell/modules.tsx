import type { ReactNode } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ModulePage } from '../../common/access';
import { BotIcon, ChatIcon, MegaphoneIcon, PeopleIcon, ShopIcon } from './icons';
import { SettingsIcon } from '../org-settings/SettingsIcon';

export interface ConsoleModule {
  /** First path segment; the module lives at /{page}/{orgId}. */
  page: ModulePage;
  label: MessageDescriptor;
  icon: ReactNode;
}

/**
 * The sidebar's entry of each built module (common/access/built.ts BUILT_PAGES; modules.test.ts holds
 * them in step), in the sidebar order of 01 §2. The sidebar shows those common/access puts in the user's menu.
 */
export const MODULES: readonly ConsoleModule[] = [
  { page: 'message-center', label: msg`Message center`, icon: <ChatIcon /> },
  { page: 'message-bot', label: msg`Message bot`, icon: <BotIcon /> },
  { page: 'customer-management', label: msg`Customer management`, icon: <PeopleIcon /> },
  { page: 'broadcast', label: msg`Broadcast`, icon: <MegaphoneIcon /> },
  { page: 'chatPay', label: msg`Chat pay`, icon: <ShopIcon /> },
  { page: 'organization-setting', label: msg`Organization settings`, icon: <SettingsIcon /> },
];
