import { useLingui } from '@lingui/react/macro';
import { HelpHeading, HelpSection } from './HelpSection';

/** Members' authority and custom roles (docs/members.md, docs/org-roles.md, docs/access.md). */
export function RolesHelp() {
  const { t } = useLingui();
  return (
    <HelpSection id="roles" title={t`Members and roles`}>
      <p>{t`Admins invite members by e-mail under Organization settings › Member management; an invited person joins as a general member. Pending invitations are listed there, to resend or revoke. The plan decides how many members an organization can have.`}</p>
      <HelpHeading>{t`Authority`}</HelpHeading>
      <p>{t`Each member's authority is Admin, General, Private only or Customers read-only. Admins have every module, invite and remove members, change authorities and edit the organization's settings. Other members have the message center and read the organization's settings; customer management, broadcasts and the AI bot are for admins.`}</p>
      <HelpHeading>{t`Custom roles`}</HelpHeading>
      <p>{t`Under Organization settings › Permission setting, admins create roles: a name, the modules and parts the role opens, and a superior role, which places it in a hierarchy. In Member management, the Role column gives a member a role. A role decides the menu of members who are not admins: they see only the modules it opens, and the server refuses the others. Admins keep every module whatever their role.`}</p>
      <p>{t`A role that members have, or that is another role's superior, cannot be deleted; neither can a member be removed while other members' roles report to theirs.`}</p>
    </HelpSection>
  );
}
