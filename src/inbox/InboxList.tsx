import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MessageSearchButton } from '../search/MessageSearchButton';
import { ExportCustomersButton } from '../tasks/ExportCustomersButton';
import { AssignConflictNotices } from './AssignConflictNotices';
import { useBindScope } from '../routing/org-role-store';
import { inboxTabsFor } from './inbox-categories';
import { InboxCategoryList } from './InboxCategoryList';
import { InboxSearch } from './InboxSearch';

const tabClass =
  'rounded-md px-2 py-1 text-xs font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 ' +
  'data-selected:bg-indigo-600 data-selected:text-white';

/** The conversations of an organization by inbox category (tabs), read from IndexedDB. */
export function InboxList({ orgId, userId }: { orgId: string; userId: string }) {
  const { t, i18n } = useLingui();
  const [selectedIndex, setSelectedIndex] = useState(0);
  // While a name is searched, its results take the tabs' place (the tabs keep their state).
  const [searching, setSearching] = useState(false);
  const scope = useBindScope(orgId);
  const tabs = inboxTabsFor(scope);
  return (
    <nav aria-label={t`Conversations`} className="flex h-full w-80 shrink-0 flex-col border-r border-slate-200 bg-white">
      {/* The actions are icons: their labels would wrap mid-word in a 320 px column in some languages. */}
      <div className="flex items-center gap-1 px-3 pt-3 pb-2">
        <h2 className="mr-auto truncate text-sm font-semibold text-slate-900">{t`Inbox`}</h2>
        <MessageSearchButton orgId={orgId} userId={userId} />
        <ExportCustomersButton orgId={orgId} />
      </div>
      <InboxSearch orgId={orgId} onSearchingChange={setSearching} />
      <AssignConflictNotices orgId={orgId} />
      <TabGroup selectedIndex={selectedIndex} onChange={setSelectedIndex} className={searching ? 'hidden' : 'flex min-h-0 flex-1 flex-col'}>
        <TabList aria-label={t`Inbox categories`} className="flex flex-wrap gap-1 border-b border-slate-200 px-2 pb-2">
          {tabs.map(({ category, label }) => (
            <Tab key={category} className={tabClass}>{i18n._(label)}</Tab>
          ))}
        </TabList>
        <TabPanels className="flex min-h-0 flex-1 flex-col">
          {tabs.map(({ category }) => (
            <TabPanel key={category} className="flex min-h-0 flex-1 flex-col focus:outline-none">
              <InboxCategoryList orgId={orgId} userId={userId} category={category} scope={scope} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </nav>
  );
}
