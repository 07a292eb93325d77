import { useState } from 'react';
import { useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { Authority } from '../../common/contracts/base';
import type { OrgMember } from '../../common/contracts/members';
import { toApiError } from '../api/api-error';
import { useStoredUser } from '../auth/session-store';
import { useOrganizations } from '../org/organizations-context';
import { Avatar } from '../ui/Avatar';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { showToast } from '../ui/toast-store';
import { useDocumentTitle } from '../ui/use-document-title';
import { updateMemberAuthority } from './api';
import { AUTHORITY_LABELS } from './authority-labels';
import { AuthoritySelect } from './AuthoritySelect';
import { InviteDialog } from './InviteDialog';
import { memberErrorText } from './member-errors';
import { memberName } from './member-name';
import { PendingInvitations } from './PendingInvitations';
import { assignOrgRole } from './permission/api';
import { OrgRoleSelect } from './permission/OrgRoleSelect';
import { useOrgRoles } from './permission/use-org-roles';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { SeatCount, SeatsFullNote, seatsFull } from './SeatsNote';
import { useMembers } from './use-members';

/** organization-setting/{orgId}/member-management: members and their authority; admins invite, change and remove. */
export function MemberManagementPage() {
  const { orgId = '' } = useParams();
  const { t, i18n } = useLingui();
  const user = useStoredUser();
  const { organizations } = useOrganizations();
  const isAdmin = organizations?.find((org) => org.objectId === orgId)?.authorityName === 'admin';
  const { members, seats, error, reload } = useMembers(orgId);
  // Every seat taken: the invite form could only be refused, so it does not open (03 §9).
  const full = seats !== null && seatsFull(seats);
  const { roles } = useOrgRoles(orgId);
  const [inviting, setInviting] = useState(false);
  // Bumped when the invite dialog closes: the pending invitations are read again.
  const [invitationsRead, setInvitationsRead] = useState(0);
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  useDocumentTitle(t`Member management`);

  async function changeAuthority(member: OrgMember, authority: Authority) {
    setSaving(member.objectId);
    try {
      await updateMemberAuthority(orgId, member.objectId, authority);
      const name = memberName(member);
      const label = i18n._(AUTHORITY_LABELS[authority]);
      showToast('success', t`${name} is now ${label}.`);
    } catch (cause) {
      showToast('error', memberErrorText(await toApiError(cause)));
    } finally {
      setSaving(null);
      reload();
    }
  }

  async function changeRole(member: OrgMember, orgRoleId: string | null) {
    setSaving(member.objectId);
    try {
      await assignOrgRole(orgId, member.objectId, orgRoleId);
      const name = memberName(member);
      const role = roles?.find((candidate) => candidate._id === orgRoleId)?.name;
      showToast('success', role ? t`${name} now has the role ${role}.` : t`${name} no longer has a role.`);
    } catch (cause) {
      showToast('error', memberErrorText(await toApiError(cause)));
    } finally {
      setSaving(null);
      reload();
    }
  }

  return (
    <section aria-labelledby="members-heading" className="space-y-4">
      <div className="flex items-center justify-between gap-4">
        <h2 id="members-heading" className="text-lg font-semibold text-slate-900">{t`Members`}</h2>
        <div className="flex items-center gap-3">
          {seats && <SeatCount seats={seats} />}
          {isAdmin && (
            // aria-disabled, not disabled: the button stays reachable and reads out why (the note).
            <button
              type="button"
              className={`${primaryButton} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
              aria-disabled={full || !seats}
              aria-describedby={full ? 'seats-full-note' : undefined}
              onClick={() => { if (seats && !full) setInviting(true); }}
            >
              {t`Invite members`}
            </button>
          )}
        </div>
      </div>
      {isAdmin && seats && full && <SeatsFullNote seats={seats} id="seats-full-note" />}
      <FormError message={error} />
      {!members && !error && <Spinner />}
      {members && (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th scope="col" className="w-1/4 py-2 font-medium">{t`Name`}</th>
              <th scope="col" className="w-1/4 py-2 font-medium">{t`E-mail`}</th>
              <th scope="col" className="py-2 font-medium">{t`Authority`}</th>
              <th scope="col" className="w-44 py-2 font-medium">{t`Role`}</th>
              {isAdmin && <th scope="col" className="w-28 py-2 font-medium"><span className="sr-only">{t`Actions`}</span></th>}
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const name = memberName(member);
              const isSelf = member.objectId === user?.objectId;
              return (
                <tr key={member.objectId} className="border-b border-slate-100">
                  <td className="py-2">
                    <span className="flex items-center gap-2">
                      <Avatar name={name} picture={member.picture} size="sm" />
                      <span className="truncate font-medium text-slate-900">{name}</span>
                      {isSelf && <span className="text-xs text-slate-500">{t`(you)`}</span>}
                    </span>
                  </td>
                  <td className="truncate py-2 text-slate-600">{member.email}</td>
                  {/* The select fills its cell, never more: a wider one slid under the Role select. */}
                  <td className="py-2 pr-3">
                    {isAdmin ? (
                      <AuthoritySelect
                        value={member.authorityName}
                        label={t`Authority of ${name}`}
                        disabled={saving === member.objectId}
                        onChange={(authority) => void changeAuthority(member, authority)}
                      />
                    ) : (
                      i18n._(AUTHORITY_LABELS[member.authorityName])
                    )}
                  </td>
                  <td className="py-2">
                    {isAdmin ? (
                      <OrgRoleSelect
                        value={member.orgRoleId}
                        roles={roles ?? []}
                        label={t`Role of ${name}`}
                        disabled={saving === member.objectId || !roles}
                        onChange={(orgRoleId) => void changeRole(member, orgRoleId)}
                      />
                    ) : (
                      roles?.find((role) => role._id === member.orgRoleId)?.name ?? '—'
                    )}
                  </td>
                  {isAdmin && (
                    <td className="py-2 text-right">
                      {!isSelf && (
                        <button type="button" className={secondaryButton} onClick={() => setRemoving(member)} aria-label={t`Remove ${name}`}>
                          {t`Remove`}
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {isAdmin && <PendingInvitations key={invitationsRead} orgId={orgId} />}
      {isAdmin && seats && (
        <InviteDialog
          orgId={orgId}
          seats={seats}
          memberEmails={members?.map((member) => member.email.toLowerCase()) ?? []}
          open={inviting}
          onClose={() => { setInviting(false); setInvitationsRead((count) => count + 1); reload(); }}
        />
      )}
      {isAdmin && (
        <RemoveMemberDialog
          orgId={orgId}
          member={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            const name = removing ? memberName(removing) : '';
            setRemoving(null);
            showToast('success', t`${name} was removed from the organization.`);
            reload();
          }}
        />
      )}
    </section>
  );
}
