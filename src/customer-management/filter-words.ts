// A customer filter query (02 §3) in words, in the active language: what a query group's list row and
// page say it selects, e.g. "Tagged vip or tw · LINE or WhatsApp · Last message after Oct 1, 2026".
// Each condition given is one part; a date filter without its type filters nothing and says nothing.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { CustomerFilterQuery, DateFilter } from '../../common/contracts/customer-filter';
import type { BroadcastGender } from '../../common/broadcasts';
import { formatDay } from '../i18n/format';
import { INBOX_TABS } from '../inbox/inbox-categories';
import { PLATFORM_LABELS } from '../inbox/platforms';

const SEPARATOR = ' · ';

/** "a, b, or c" (any of them) or "a, b, and c" (all of them), as the language says it. */
function listed(items: readonly string[], type: 'disjunction' | 'conjunction'): string {
  return new Intl.ListFormat(i18n.locale, { type }).format(items);
}

function genderName(gender: BroadcastGender): string {
  switch (gender) {
    case 'male': return t`Male`;
    case 'female': return t`Female`;
    case 'other': return t`Other`;
    case 'unknown': return t`Not set`;
  }
}

function joinedWords(filter: DateFilter): string | undefined {
  const start = filter.start ? formatDay(filter.start, i18n.locale) : '';
  const end = filter.end ? formatDay(filter.end, i18n.locale) : '';
  switch (filter.type) {
    case 'after': return t`Joined after ${start}`;
    case 'before': return t`Joined before ${end}`;
    case 'between': return t`Joined between ${start} and ${end}`;
    default: return undefined;
  }
}

function lastMessageWords(filter: DateFilter): string | undefined {
  const start = filter.start ? formatDay(filter.start, i18n.locale) : '';
  const end = filter.end ? formatDay(filter.end, i18n.locale) : '';
  switch (filter.type) {
    case 'after': return t`Last message after ${start}`;
    case 'before': return t`Last message before ${end}`;
    case 'between': return t`Last message between ${start} and ${end}`;
    default: return undefined;
  }
}

function tagWords(tags: NonNullable<CustomerFilterQuery['tagDensity']>): string[] {
  const words: string[] = [];
  if (tags.$in?.length) {
    const any = listed(tags.$in, 'disjunction');
    words.push(t`Tagged ${any}`);
  }
  if (tags.$all?.length) {
    const all = listed(tags.$all, 'conjunction');
    words.push(t`Tagged ${all}`);
  }
  if (tags.$nin?.length) {
    const none = listed(tags.$nin, 'disjunction');
    words.push(t`Not tagged ${none}`);
  }
  return words;
}

/** The query's conditions in words, joined by " · "; "Every customer" when it has none. */
export function customerFilterWords(query: CustomerFilterQuery): string {
  const { originalDisplayName, displayName, cellPhone, email } = query;
  const words: (string | undefined)[] = [
    displayName ? t`Name contains “${displayName}”` : undefined,
    originalDisplayName ? t`Platform name contains “${originalDisplayName}”` : undefined,
    ...(query.tagDensity ? tagWords(query.tagDensity) : []),
    query.isNoTagCustomer ? t`No tags` : undefined,
    query.platforms?.length ? listed(query.platforms.map((platform) => i18n._(PLATFORM_LABELS[platform])), 'disjunction') : undefined,
    query.joinDate ? joinedWords(query.joinDate) : undefined,
    query.conversationDate ? lastMessageWords(query.conversationDate) : undefined,
  ];
  if (query.genders?.length) {
    const genders = listed(query.genders.map(genderName), 'disjunction');
    words.push(t`Gender: ${genders}`);
  }
  words.push(cellPhone ? t`Phone contains “${cellPhone}”` : undefined, email ? t`E-mail contains “${email}”` : undefined);
  if (query.friendship === 'follow') words.push(t({ message: 'Following', context: 'customer filter' }));
  if (query.friendship === 'unfollow') words.push(t({ message: 'Unfollowed', context: 'customer filter' }));
  if (query.inboxes?.length) {
    const inboxes = listed(query.inboxes.map((category) => {
      const tab = INBOX_TABS.find((one) => one.category === category);
      return tab ? i18n._(tab.label) : category;
    }), 'disjunction');
    words.push(t`In the inbox ${inboxes}`);
  }
  const said = words.filter((word): word is string => Boolean(word));
  return said.length > 0 ? said.join(SEPARATOR) : t`Every customer`;
}
