// What the login page says after another page sent the user there (router state).
export type LoginNoticeKind = 'password-reset' | 'email-verified';

export function loginNotice(kind: LoginNoticeKind): { notice: LoginNoticeKind } {
  return { notice: kind };
}

export function readLoginNotice(state: unknown): LoginNoticeKind | undefined {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'password-reset' || notice === 'email-verified' ? notice : undefined;
}
