import { useCallback, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PendingInvitation } from '../../common/contracts/members';
import { toApiError } from '../api/api-error';
import { useServerRead } from '../api/use-server-read';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import { FormError } from '../ui/FormError';
import { secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { findInvitations, resendInvitation, revokeInvitation } from './api';
import { memberErrorText } from './member-errors';

/**
 * Member management › Pending invitations (admins): the addresses invited that have not joined yet.
 * Resend mails a new 7-day link (the earlier one stops working); Revoke ends the link after confirming.
 * Read again when the window gets the focus back, so someone who joined meanwhile leaves the list.
 */
export function PendingInvitations({ orgId }: { orgId: string }) {
  const { t, i18n } = useLingui();
  // When the list was read: an invitation whose link ends before then shows as expired.
  const read = useCallback(async () => ({ invitations: await findInvitations(orgId), readAt: Date.now() }), [orgId]);
  const { value, error, reload } = useServerRead(read, memberErrorText);
  const invitations = value?.invitations;
  const [resending, setResending] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);

  useEffect(() => {
    window.addEventListener('focus', reload);
    return () => window.removeEventListener('focus', reload);
  }, [reload]);

  async function resend({ objectId, email }: PendingInvitation) {
    setResending(objectId);
    try {
      await resendInvitation(orgId, objectId);
      showToast('success', t`A new invitation link was sent to ${email}. The earlier link no longer works.`);
    } catch (cause) {
      showToast('error', memberErrorText(await toApiError(cause)));
    } finally {
      setResending(null);
      reload();
    }
  }

  const date = (iso: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(new Date(iso));
  const revokingEmail = revoking?.email ?? '';

  return (
    <section aria-labelledby="invitations-heading" className="space-y-3 pt-4">
      <h3 id="invitations-heading" className="text-base font-semibold text-slate-900">{t`Pending invitations`}</h3>
      <FormError message={error} />
      {invitations?.length === 0 && <p className="text-sm text-slate-500">{t`No invitations are waiting. Everyone invited has joined.`}</p>}
      {invitations && invitations.length > 0 && (
        <ul aria-labelledby="invitations-heading" className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {invitations.map((invitation) => {
            const { objectId, email, invitedBy } = invitation;
            const sent = date(invitation.sentAt);
            const until = date(invitation.expiresAt);
            const expired = Date.parse(invitation.expiresAt) <= value!.readAt;
            return (
              <li key={objectId} className="flex items-center gap-3 px-3 py-2 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{email}</p>
                  <p className="text-slate-500">
                    {t`Invited by ${invitedBy} on ${sent}`}
                    {' · '}
                    {expired
                      ? <span className="font-medium text-amber-700">{t`Expired on ${until}: resend to invite again`}</span>
                      : t`The link works until ${until}`}
                  </p>
                </div>
                <button type="button" className={secondaryButton} disabled={resending === objectId} aria-label={t`Resend the invitation to ${email}`} onClick={() => void resend(invitation)}>
                  {t`Resend`}
                </button>
                <button type="button" className={secondaryButton} aria-label={t`Revoke the invitation to ${email}`} onClick={() => setRevoking(invitation)}>
                  {t`Revoke`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDeleteDialog
        open={revoking !== null}
        title={t`Revoke the invitation to ${revokingEmail}?`}
        description={t`The link mailed to ${revokingEmail} will no longer work. You can invite the address again later.`}
        confirmLabel={t`Revoke`}
        onConfirm={async () => {
          await revokeInvitation(orgId, revoking!.objectId);
          setRevoking(null);
          showToast('success', t`The invitation to ${revokingEmail} was revoked.`);
          reload();
        }}
        onClose={() => setRevoking(null)}
        errorText={async (cause) => memberErrorText(await toApiError(cause))}
      />
    </section>
  );
}
