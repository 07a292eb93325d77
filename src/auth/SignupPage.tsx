import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { meetsPasswordPolicy } from '../../common/password-policy';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { passwordPolicyText } from './account-errors';
import { storeReferralFrom } from './ecommerce-referral-store';
import { readStoredInvite } from './invite-store';
import { PublicLayout } from './PublicLayout';
import { keepSignupAccount, readSignupAccount, type SignupAccount } from './signup-draft';
import { takenEmailText } from './signup-email-check';
import { SignupProgress } from './SignupProgress';
import { SocialLoginButtons } from './social/SocialLoginButtons';
import { useSignup } from './use-signup';

/**
 * /signup, the account (01 §4). With a kept invitation, signing up joins its organization; without,
 * the company and industry follow on /signup-content, which creates the organization.
 */
export function SignupPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [invite] = useState(readStoredInvite);
  const [form, setForm] = useState<SignupAccount>(
    () => readSignupAccount() ?? { email: invite?.email ?? '', password: '', firstName: '', lastName: '' },
  );
  const { step, error, start } = useSignup();
  const [checking, setChecking] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const passwordRuleId = useId();
  useDocumentTitle(t`Sign up`);

  // A sign-up link from a shop platform names it (01 §3 e-commerce referral).
  useEffect(() => storeReferralFrom(params), [params]);

  const field = (name: keyof SignupAccount) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The rule is said under the field from the start; a password it refuses goes no further.
    const weak = !meetsPasswordPolicy(form.password);
    setPasswordError(weak ? passwordPolicyText() : null);
    if (weak) return;
    if (invite) return void start(form, { invite });
    // A taken address is said now: found by sign-up itself, it would show only after the company step.
    setChecking(true);
    const taken = await takenEmailText(form.email);
    setChecking(false);
    setEmailError(taken);
    if (taken) return;
    keepSignupAccount(form);
    navigate('/signup-content');
  }

  const organizationName = invite?.organization.name ?? '';
  return (
    <PublicLayout title={t`Create your Parley account`}>
      {step ? (
        <SignupProgress step={step} organizationName={organizationName} />
      ) : (
        <>
          <p className="-mt-3 mb-5 text-sm text-slate-600">
            {invite ? t`You will join ${organizationName}.` : t`Step 1 of 2: your account`}
          </p>
          <form onSubmit={(event) => void submit(event)} className="space-y-4">
            <TextField label={t`E-mail`} type="email" autoComplete="email" required aria-invalid={emailError !== null} {...field('email')} />
            <div>
              <TextField
                label={t`Password`} type="password" autoComplete="new-password" required
                aria-describedby={passwordRuleId} aria-invalid={passwordError !== null} {...field('password')}
              />
              <p id={passwordRuleId} className="mt-1 text-sm text-slate-500">{passwordPolicyText()}</p>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <TextField label={t`First name`} autoComplete="given-name" required {...field('firstName')} />
              <TextField label={t`Last name`} autoComplete="family-name" {...field('lastName')} />
            </div>
            <FormError message={passwordError ?? emailError ?? error} />
            <button type="submit" className={`${primaryButton} w-full`} disabled={checking}>
              {invite ? t`Sign up` : t`Next`}
            </button>
          </form>
          <SocialLoginButtons />
          <p className="mt-6 text-center text-sm text-slate-600">
            <Trans>
              Already have an account? <Link to="/login" className="font-medium text-indigo-600 hover:underline">Log in</Link>
            </Trans>
          </p>
        </>
      )}
    </PublicLayout>
  );
}
