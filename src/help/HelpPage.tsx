import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../ui/use-document-title';
import { BroadcastsHelp } from './BroadcastsHelp';
import { ChannelsHelp } from './ChannelsHelp';
import { CsvHelp } from './CsvHelp';
import { HelpSection } from './HelpSection';
import { RolesHelp } from './RolesHelp';

/**
 * /help: the page the sidebar's help link opens in a new tab when the build names no help site of
 * its own (HELP_URL, see docs/console.md). Open signed in or not (src/shell/ShellWhenSignedIn.tsx).
 * What it says follows what this server does: keep it in step with docs/ when a module changes.
 */
export function HelpPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Help`);
  const contents = [
    { id: 'basics', title: t`The basics` },
    { id: 'channels', title: t`Connecting channels` },
    { id: 'widget', title: t`The live-chat widget tag` },
    { id: 'broadcasts', title: t`Broadcasts` },
    { id: 'csv', title: t`CSV files` },
    { id: 'roles', title: t`Members and roles` },
  ];
  const basics = [
    { title: t`Getting started`, text: t`Sign up with your e-mail, name your company and open the verification link we mail you. Your organization's message center opens next.` },
    { title: t`Answering customers`, text: t`Conversations arrive in the message center. Open one, write in the message box and press Send. Assign conversations to yourself, or move them to done or spam.` },
    { title: t`Working offline`, text: t`Parley keeps working without a connection: what you send waits on this device and goes out once the connection is back. The top bar shows what is still waiting.` },
    { title: t`Your account`, text: t`The account entry at the bottom of the sidebar chooses the language and opens Account settings.` },
  ];
  return (
    <div className="h-full overflow-y-auto bg-slate-50">
      <div className="mx-auto max-w-2xl px-6 pt-8 pb-16">
        <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t`Parley help`}</h1>
        <nav aria-label={t`Help topics`} className="mb-6">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {contents.map((topic) => (
              <li key={topic.id}>
                <a href={`#${topic.id}`} className="text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600">{topic.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-6">
          <HelpSection id="basics" title={t`The basics`}>
            {basics.map((topic) => (
              <div key={topic.title}>
                <h3 className="font-semibold text-slate-900">{topic.title}</h3>
                <p>{topic.text}</p>
              </div>
            ))}
          </HelpSection>
          <ChannelsHelp />
          <BroadcastsHelp />
          <CsvHelp />
          <RolesHelp />
        </div>
      </div>
    </div>
  );
}
