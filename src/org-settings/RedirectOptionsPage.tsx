import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { t as translate } from '@lingui/core/macro';
import type { Organization } from '../../common/contracts/organizations';
import { redirectEntryProblem, REDIRECT_WHITELIST_MAX, type RedirectEntryProblem } from '../../common/organizations/redirect-whitelist';
import { toApiError } from '../api/api-error';
import { updateRedirectWhitelist } from '../org/organization-api';
import { useOrganizations } from '../org/organizations-context';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { useDocumentTitle } from '../ui/use-document-title';
import { memberErrorText } from './member-errors';

function problemText(problem: RedirectEntryProblem): string {
  switch (problem) {
    case 'empty': return translate`Enter a route or a URL.`;
    case 'too-long': return translate`That is too long.`;
    case 'invalid': return translate`Enter a route starting with / or a URL starting with http:// or https://.`;
    case 'duplicate': return translate`That is already in the list.`;
  }
}

/** organization-setting/{orgId}/redirect-options: the trusted routes and URLs (redirectOptions.whitelist). */
export function RedirectOptionsPage() {
  const { orgId } = useParams();
  const { organizations } = useOrganizations();
  const organization = organizations?.find((org) => org.objectId === orgId);
  if (!organization) return null;
  return <RedirectWhitelist key={organization.objectId} organization={organization} />;
}

function RedirectWhitelist({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  const { refresh } = useOrganizations();
  const [whitelist, setWhitelist] = useState(organization.redirectOptions?.whitelist ?? []);
  const [entry, setEntry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isAdmin = organization.authorityName === 'admin';
  useDocumentTitle(t`Redirect options`);

  async function save(next: string[]): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const saved = await updateRedirectWhitelist(organization.objectId, next);
      setWhitelist(saved.redirectOptions?.whitelist ?? next);
      void refresh().catch(() => undefined);
      return true;
    } catch (cause) {
      setError(memberErrorText(await toApiError(cause)));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    const problem = redirectEntryProblem(entry, whitelist);
    if (problem) return setError(problemText(problem));
    if (whitelist.length >= REDIRECT_WHITELIST_MAX) return setError(t`The list holds at most ${REDIRECT_WHITELIST_MAX} entries.`);
    if (await save([...whitelist, entry.trim()])) {
      setEntry('');
      showToast('success', t`Added to the trusted list.`);
    }
  }

  async function remove(item: string) {
    if (await save(whitelist.filter((other) => other !== item))) showToast('success', t`Removed from the trusted list.`);
  }

  return (
    <section aria-labelledby="redirect-options-heading" className="max-w-xl">
      <h2 id="redirect-options-heading" className="text-lg font-semibold text-slate-900">{t`Redirect options`}</h2>
      <p className="mt-1 text-sm text-slate-600">{t`Routes of this console and web addresses the organization trusts as redirect targets.`}</p>
      {!isAdmin && <p className="mt-2 text-sm text-slate-600">{t`Only admins can change these details.`}</p>}
      {whitelist.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{t`No trusted routes or URLs yet.`}</p>
      ) : (
        <ul aria-label={t`Trusted routes and URLs`} className="mt-4 divide-y divide-slate-200 rounded-md border border-slate-200">
          {whitelist.map((item) => (
            <li key={item} className="flex items-center justify-between gap-3 px-3 py-2">
              <span className="truncate font-mono text-sm text-slate-800">{item}</span>
              {isAdmin && (
                <button type="button" className={secondaryButton} disabled={busy} aria-label={t`Remove ${item}`} onClick={() => void remove(item)}>
                  {t`Remove`}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {isAdmin && (
        <form onSubmit={add} className="mt-4 flex items-end gap-2" noValidate>
          <TextField
            className="flex-1"
            label={t`Route or URL`}
            placeholder="/message-center or https://example.com/thanks"
            value={entry}
            onChange={(event) => setEntry(event.target.value)}
          />
          <button type="submit" className={primaryButton} disabled={busy}>{t`Add`}</button>
        </form>
      )}
      <div className="mt-2"><FormError message={error} /></div>
    </section>
  );
}
