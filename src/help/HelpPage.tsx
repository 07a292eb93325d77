import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../ui/use-document-title';

/**
 * /help: the page the sidebar's help link opens in a new tab when the build names no help site of
 * its own (HELP_URL, see docs/console.md). Open signed in or not (src/shell/ShellWhenSignedIn.tsx).
 */
export function HelpPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Help`);
  const topics = [
    { title: t`Getting started`, text: t`Sign up with your e-mail, name your company and open the verification link we mail you. Your organization's message center opens next.` },
    { title: t`Answering customers`, text: t`Conversations arrive in the message center. Open one, write in the message box and press Send. Assign conversations to yourself, or move them to done or spam.` },
    { title: t`Working offline`, text: t`Parley keeps working without a connection: what you send waits on this device and goes out once the connection is back. The top bar shows what is still waiting.` },
    { title: t`Your team`, text: t`Admins invite members by e-mail under Organization settings and choose what each member may do.` },
    { title: t`Your account`, text: t`The account entry at the bottom of the sidebar chooses the language and opens Account settings.` },
  ];
  return (
    <div className="h-full overflow-y-auto bg-slate-50">
      <div className="mx-auto max-w-2xl px-6 pt-8 pb-16">
        <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t`Parley help`}</h1>
        <div className="space-y-6">
          {topics.map((topic) => (
            <section key={topic.title} className="rounded-lg border border-slate-200 bg-white p-5">
              <h2 className="mb-2 text-base font-semibold text-slate-900">{topic.title}</h2>
              <p className="text-sm text-slate-700">{topic.text}</p>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
