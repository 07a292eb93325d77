import { useLingui } from '@lingui/react/macro';
import type { SignupStep } from './signup-sequence';

/** What sign-up is doing, including its waits (01 §9): the visitor never faces a frozen form. */
export function SignupProgress({ step, organizationName }: { step: SignupStep; organizationName: string }) {
  const { t } = useLingui();
  const text: Record<SignupStep, string> = {
    account: t`Creating your account…`,
    preparing: t`Preparing your workspace…`,
    organization: t`Setting up ${organizationName}…`,
    joining: t`Joining ${organizationName}…`,
    joined: t`You joined ${organizationName}. Opening it in a moment…`,
    finishing: t`Almost done…`,
  };
  return (
    <output className="flex items-center gap-3 text-sm text-slate-700">
      <span className="size-4 shrink-0 animate-spin rounded-full border-2 border-slate-300 border-t-indigo-600" aria-hidden="true" />
      <span>{text[step]}</span>
    </output>
  );
}
