import { describe, expect, it } from 'vitest';
import { inboxTabsFor } from './inbox-categories';

const categoriesOf = (scope: Parameters<typeof inboxTabsFor>[0]) => inboxTabsFor(scope).map((tab) => tab.category);

describe('inbox tabs for the user looking', () => {
  it('offers no bind tabs without a role', () => {
    expect(categoriesOf({ roleId: null, subRoleIds: [] })).toEqual(['all', 'unassigned', 'self', 'done', 'spam', 'bot', 'unfollow', 'history', 'department']);
  });

  it('adds the role tab for a role, and the roles-under tab only when roles sit under it', () => {
    expect(categoriesOf({ roleId: 'Role000001', subRoleIds: [] })).toEqual(['all', 'unassigned', 'self', 'done', 'spam', 'bot', 'unfollow', 'history', 'department', 'bind']);
    expect(categoriesOf({ roleId: 'Role000001', subRoleIds: ['Role000002'] }))
      .toEqual(['all', 'unassigned', 'self', 'done', 'spam', 'bot', 'unfollow', 'history', 'department', 'bind', 'subBind']);
  });
});
