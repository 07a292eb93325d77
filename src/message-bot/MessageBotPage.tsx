import { useLingui } from '@lingui/react/macro';
import { FirstOpenModuleTab, ModuleTabsPage, type ModuleTab } from '../shell/ModuleTabsPage';

/** The module's pages, in menu order, each with the part of message-bot that opens it (01 §3). */
const TABS: readonly ModuleTab<'messageBot'>[] = [
  { path: 'bot', part: 'bot' },
  { path: 'bot-settings', part: 'bot' },
  { path: 'ai-bot', part: 'aiBot' },
];

/** message-bot/{orgId}/*: keyword replies, the bot's settings and the AI bot as tabs, each shown only when open to the role. */
export function MessageBotPage() {
  const { t } = useLingui();
  const labels: Record<string, string> = { bot: t`Keyword replies`, 'bot-settings': t`Bot settings`, 'ai-bot': t`AI bot` };
  return <ModuleTabsPage module="messageBot" title={t`Message bot`} tabs={TABS.map((tab) => ({ ...tab, label: labels[tab.path]! }))} />;
}

/** message-bot/{orgId}: goes on to the first tab open to the role. */
export function FirstOpenTab() {
  return <FirstOpenModuleTab module="messageBot" tabs={TABS} />;
}
