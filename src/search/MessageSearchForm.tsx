import { useId, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { SEARCH_KEYWORD_MAX, type MessageSearchFilter } from '../../common/customer-search';
import type { InboxCategory, Platform, SenderType } from '../../common/contracts/base';
import { INBOX_TABS } from '../inbox/inbox-categories';
import { PLATFORM_LABELS } from '../inbox/platforms';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';

type SenderChoice = '' | 'customer' | 'agent' | 'organization' | 'bot';
const SENDER_TYPES: Record<Exclude<SenderChoice, ''>, SenderType[]> = {
  customer: ['Customer'],
  agent: ['_User'],
  organization: ['Organization'],
  bot: ['Bot', 'ForeignBot', 'AddOn'],
};

const selectClass = 'block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200 focus:outline-none';
const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

/** Tags typed as a comma-separated list. */
const tagList = (text: string) => text.split(',').map((tag) => tag.trim()).filter(Boolean);
/** A day picked in the form as the ISO time of its first or last millisecond, in the agent's time zone. */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** The fields of the message query (02 §7): keyword, platform, time range, sender, inboxes, tags in and not in. */
export function MessageSearchForm({ onSearch, busy }: { onSearch: (filter: MessageSearchFilter) => void; busy: boolean }) {
  const { t, i18n } = useLingui();
  const platformId = useId();
  const senderId = useId();
  const [keyword, setKeyword] = useState('');
  const [platform, setPlatform] = useState<Platform | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sender, setSender] = useState<SenderChoice>('');
  const [inboxes, setInboxes] = useState<InboxCategory[]>([]);
  const [tagsIn, setTagsIn] = useState('');
  const [tagsNotIn, setTagsNotIn] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({
      keyword: keyword.trim(),
      ...(platform ? { platforms: [platform] } : {}),
      ...(from ? { from: dayStart(from) } : {}),
      ...(to ? { to: dayEnd(to) } : {}),
      ...(sender ? { senderTypes: SENDER_TYPES[sender] } : {}),
      inboxes,
      tagsIn: tagList(tagsIn),
      tagsNotIn: tagList(tagsNotIn),
    });
  }

  function toggleInbox(category: InboxCategory, on: boolean) {
    setInboxes((current) => (on ? [...current, category] : current.filter((item) => item !== category)));
  }

  return (
    <form aria-label={t`Message search`} onSubmit={submit} className="grid grid-cols-2 gap-3">
      <TextField className="col-span-2" type="search" label={t`Keyword`} maxLength={SEARCH_KEYWORD_MAX} value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      <div>
        <label htmlFor={platformId} className={labelClass}>{t`Platform`}</label>
        <select id={platformId} className={selectClass} value={platform} onChange={(event) => setPlatform(event.target.value as Platform | '')}>
          <option value="">{t`Any platform`}</option>
          {(Object.keys(PLATFORM_LABELS) as Platform[]).map((key) => <option key={key} value={key}>{i18n._(PLATFORM_LABELS[key])}</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={senderId} className={labelClass}>{t`Sender`}</label>
        <select id={senderId} className={selectClass} value={sender} onChange={(event) => setSender(event.target.value as SenderChoice)}>
          <option value="">{t`Anyone`}</option>
          <option value="customer">{t`The customer`}</option>
          <option value="agent">{t`An agent`}</option>
          <option value="organization">{t`The organization`}</option>
          <option value="bot">{t`A bot`}</option>
        </select>
      </div>
      <TextField type="date" label={t`From`} value={from} onChange={(event) => setFrom(event.target.value)} />
      <TextField type="date" label={t`To`} value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
      <fieldset className="col-span-2">
        <legend className={labelClass}>{t`Inboxes`}</legend>
        <div className="flex flex-wrap gap-3">
          {INBOX_TABS.map(({ category, label }) => (
            <label key={category} className="flex items-center gap-1.5 text-sm text-slate-700">
              <input type="checkbox" checked={inboxes.includes(category)} onChange={(event) => toggleInbox(category, event.target.checked)} />
              {i18n._(label)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label={t`With tags (comma-separated)`} value={tagsIn} onChange={(event) => setTagsIn(event.target.value)} />
      <TextField label={t`Without tags (comma-separated)`} value={tagsNotIn} onChange={(event) => setTagsNotIn(event.target.value)} />
      <div className="col-span-2 flex justify-end">
        <button type="submit" className={primaryButton} disabled={busy}>{busy ? t`Searching…` : t`Search`}</button>
      </div>
    </form>
  );
}
