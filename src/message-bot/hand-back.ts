// "Hand back to bot" (issue 28): offered for a conversation the bot does not have, when the organization's
// plan has the bot and the member's role does not close it; it goes through the inbox's assign flow.
import { partAllowed } from '../../common/access';
import { assignTargetsFor, boxOf, type AssignTarget, type InboxState } from '../../common/inbox-rules';
import { useRoleFeature } from '../routing/org-role-store';
import { useVpcSetting } from '../routing/vpc-setting-store';

/** The assign targets for one conversation (common/inbox-rules.ts), with the hand-back to the bot where it applies. */
export function useAssignTargets(orgId: string, state: InboxState, userId: string): AssignTarget[] {
  const botOpen = partAllowed(useVpcSetting(orgId), useRoleFeature(orgId), 'messageBot', 'bot');
  const targets = assignTargetsFor(state, userId);
  return botOpen && boxOf(state) !== 'bot' ? [...targets, 'bot'] : targets;
}
