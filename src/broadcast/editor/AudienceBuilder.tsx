// The audience (03 §3 query): platforms the organization connected (and its plan includes), tags any/all
// and excluded, gender, inboxes, customer groups, customers included and excluded; or, when resending,
// the failures of one broadcast, read-only. Every condition given must hold; none → nobody (03 §5).
// Shop-platform filters are not offered: no shop platform exists yet.
import { useCallback, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { planTier } from '../../../common/access';
import { AUDIENCE_TAGS_MAX, BROADCAST_GENDERS, BROADCAST_PLATFORMS, type BroadcastGender } from '../../../common/broadcasts';
import type { InboxCategory, Platform } from '../../../common/contracts/base';
import type { CustomerGroup } from '../../../common/contracts/customer-groups';
import { errorText } from '../../api/error-text';
import { useServerRead } from '../../api/use-server-read';
import { TagInput } from '../../customer-panel/TagInput';
import { listCustomerGroups } from '../../customer-groups/customer-groups-api';
import { INBOX_TABS } from '../../inbox/inbox-categories';
import { PLATFORM_LABELS } from '../../inbox/platforms';
import { useOrganizations } from '../../org/organizations-context';
import { useVpcSetting } from '../../routing/vpc-setting-store';
import type { AudienceState } from './editor-state';
import { CustomerPicker } from './CustomerPicker';

const GENDER_LABELS: Record<BroadcastGender, MessageDescriptor> = { male: msg`Male`, female: msg`Female`, other: msg`Other`, unknown: msg`Not set` };
/** Groups offered in the filter (the newest changed first). */
const GROUPS_SHOWN = 100;

/** The platforms a broadcast may choose: connected, in the plan, and broadcast to. */
export function useBroadcastPlatforms(orgId: string): Platform[] {
  const { organizations } = useOrganizations();
  const planChannels = planTier(useVpcSetting(orgId).planName).channels;
  const connected = organizations?.find((organization) => organization.objectId === orgId)?.integrations.map((integration) => integration.platform) ?? [];
  return BROADCAST_PLATFORMS.filter((platform) => connected.includes(platform) && planChannels.includes(platform));
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list, item] : list.filter((other) => other !== item));

export function AudienceBuilder({ orgId, audience, onChange, count }: {
  orgId: string;
  audience: AudienceState;
  onChange: (audience: AudienceState) => void;
  /** The live count and its notes. */
  count: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const platforms = useBroadcastPlatforms(orgId);
  const { organizations } = useOrganizations();
  const searchMode = organizations?.find((organization) => organization.objectId === orgId)?.customerSearchMode;
  const readGroups = useCallback(() => listCustomerGroups(orgId, 0, GROUPS_SHOWN), [orgId]);
  const groups = useServerRead<CustomerGroup[]>(readGroups, errorText);
  const set = <K extends keyof AudienceState>(key: K, value: AudienceState[K]) => onChange({ ...audience, [key]: value });

  if (audience.resendTaskId) {
    return (
      <section aria-labelledby="broadcast-audience" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="broadcast-audience" className="text-base font-semibold text-slate-900">{t`Audience`}</h2>
        <p className="text-sm text-slate-700">{t`The customers this broadcast failed to reach in the earlier one (not those whose delivery is unknown: they may have it).`}</p>
        {count}
      </section>
    );
  }

  return (
    <section aria-labelledby="broadcast-audience" className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="broadcast-audience" className="text-base font-semibold text-slate-900">{t`Audience`}</h2>
      <p className="text-xs text-slate-600">{t`Customers who meet every condition you set. Without a condition, nobody.`}</p>
      <Checkboxes legend={t`Platforms`} options={platforms.map((platform) => [platform, i18n._(PLATFORM_LABELS[platform])])} chosen={audience.platforms}
        onChange={(value) => set('platforms', value)} empty={t`No channel is connected. Connect one in Linked apps first.`} />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{t`Tags`}</legend>
        <div className="flex gap-4 text-sm" role="radiogroup" aria-label={t`Customers with`}>
          <label className="flex items-center gap-1"><input type="radio" checked={audience.tagsMode === 'any'} onChange={() => set('tagsMode', 'any')} />{t`Any of these tags`}</label>
          <label className="flex items-center gap-1"><input type="radio" checked={audience.tagsMode === 'all'} onChange={() => set('tagsMode', 'all')} />{t`All of these tags`}</label>
        </div>
        <TagList orgId={orgId} label={t`Tags included`} tags={audience.tags} onChange={(tags) => set('tags', tags)} />
        <TagList orgId={orgId} label={t`Tags excluded`} tags={audience.tagsExcluded} onChange={(tags) => set('tagsExcluded', tags)} />
      </fieldset>
      <Checkboxes legend={t`Gender`} options={BROADCAST_GENDERS.map((gender) => [gender, i18n._(GENDER_LABELS[gender])])} chosen={audience.gender}
        onChange={(value) => set('gender', value)} />
      <Checkboxes legend={t`Inboxes`} options={INBOX_TABS.map((tab) => [tab.category, i18n._(tab.label)] as [InboxCategory, string])} chosen={audience.inboxes}
        onChange={(value) => set('inboxes', value)} />
      {groups.error && <p role="alert" className="text-sm text-red-700">{groups.error}</p>}
      <Checkboxes legend={t`Customer groups`} options={(groups.value ?? []).map((group) => [group.objectId, group.name])} chosen={audience.customerGroups}
        onChange={(value) => set('customerGroups', value)} empty={groups.value ? t`No customer group yet.` : undefined} />
      <CustomerPicker orgId={orgId} label={t`Customers included`} chosen={audience.customersIncluded} searchMode={searchMode}
        onChange={(ids) => set('customersIncluded', ids)} />
      <CustomerPicker orgId={orgId} label={t`Customers excluded`} chosen={audience.customersExcluded} searchMode={searchMode}
        onChange={(ids) => set('customersExcluded', ids)} />
      {count}
    </section>
  );
}

function Checkboxes<T extends string>({ legend, options, chosen, onChange, empty }: {
  legend: string;
  options: [T, string][];
  chosen: readonly T[];
  onChange: (value: T[]) => void;
  empty?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      {options.length === 0 && empty && <p className="text-xs text-slate-600">{empty}</p>}
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {options.map(([value, label]) => (
          <label key={value} className="flex items-center gap-1">
            <input type="checkbox" checked={chosen.includes(value)} onChange={(event) => onChange(toggled(chosen, value, event.target.checked))} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TagList({ orgId, label, tags, onChange }: { orgId: string; label: string; tags: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useLingui();
  return (
    <div>
      <TagInput orgId={orgId} label={label} canAdd={tags.length < AUDIENCE_TAGS_MAX}
        onConfirm={(text) => { const tag = text.trim(); if (tag && !tags.includes(tag)) onChange([...tags, tag]); }} />
      {tags.length > 0 && (
        <ul aria-label={label} className="mt-1 flex flex-wrap gap-1">
          {tags.map((tag) => (
            <li key={tag} className="flex items-center gap-1 rounded-full bg-indigo-50 px-2 py-0.5 text-xs text-indigo-800">
              {tag}
              <button type="button" aria-label={t`Remove tag ${tag}`} onClick={() => onChange(tags.filter((other) => other !== tag))}>×</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
