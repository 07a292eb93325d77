import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { IndustrySelect } from '../org/IndustrySelect';
import { FormError } from '../ui/FormError';
import { TextField } from '../ui/TextField';
import { primaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { PublicLayout } from './PublicLayout';
import { keepSignupCompany, readSignupAccount, readSignupCompany, type SignupAccount, type SignupCompany } from './signup-draft';
import { SignupProgress } from './SignupProgress';
import { useSignup } from './use-signup';

/**
 * /signup-content, sign-up's second step: the company and its industry, which sign-up needs to
 * create the organization (01 §4). Without the first step's answers (a reload) it starts over.
 */
export function SignupContentPage() {
  const [account] = useState(readSignupAccount);
  if (!account) return <Navigate to="/signup" replace />;
  return <CompanyStep account={account} />;
}

function CompanyStep({ account }: { account: SignupAccount }) {
  const { t } = useLingui();
  const [{ company, industry }, setAnswers] = useState<SignupCompany>(() => readSignupCompany() ?? { company: '', industry: '' });
  // Kept as typed: Back to the first step and on again finds them here.
  function answer(change: Partial<SignupCompany>) {
    const next = { company, industry, ...change };
    keepSignupCompany(next);
    setAnswers(next);
  }
  const { step, error, start } = useSignup();
  useDocumentTitle(t`Your company`);

  function submit(event: FormEvent) {
    event.preventDefault();
    void start(account, { company, industry });
  }

  return (
    <PublicLayout title={t`Create your Parley account`}>
      {step ? (
        <SignupProgress step={step} organizationName={company.trim()} />
      ) : (
        <>
          <p className="-mt-3 mb-5 text-sm text-slate-600">{t`Step 2 of 2: your company. Your team answers customers inside its organization.`}</p>
          <form onSubmit={submit} className="space-y-4">
            <TextField label={t`Company`} name="company" required maxLength={100} autoComplete="organization" value={company} onChange={(e) => answer({ company: e.target.value })} />
            <IndustrySelect value={industry} onChange={(value) => answer({ industry: value })} />
            <FormError message={error} />
            <button type="submit" className={`${primaryButton} w-full`}>
              {t`Sign up`}
            </button>
          </form>
          <p className="mt-6 text-center text-sm">
            <Link to="/signup" className="font-medium text-indigo-600 hover:underline">{t`Back`}</Link>
          </p>
        </>
      )}
    </PublicLayout>
  );
}
