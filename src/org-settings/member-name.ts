import type { OrgMember } from '../../common/contracts/members';

/** First and last name, else the e-mail address. */
export function memberName(member: Pick<OrgMember, 'firstName' | 'lastName' | 'email'>): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
}
