import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { INVITE_REDEEM_WAIT_MS } from '../../common/constants';
import { decodeInviteCode, isUsableInviteCode } from '../../common/invite-code';
import { type InvalidInviteBody } from '../../common/contracts/members';
import { INVALID_INVITE_CODE } from '../../common/error-keys';
import { fetchCurrentUser } from '../api/accounts';
import { toApiError } from '../api/api-error';
import { errorText } from '../api/error-text';
import { listOrganizations } from '../api/organizations';
import { cacheOrganizations } from '../org/organizations-cache';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { primaryButton, secondaryButton } from '../ui/buttons';
import { useDocumentTitle } from '../ui/use-document-title';
import { redeemInvite } from './invite-api';
import { clearStoredInvite, readStoredInvite, storeInvite } from './invite-store';
import { PublicLayout } from './PublicLayout';
import { storeUser, useStoredUser, type StoredUser } from './session-store';

export const inviteFailPath = (organizationName?: string) =>
  organizationName ? `/invite-fail?org=${encodeURIComponent(organizationName)}` : '/invite-fail';

/**
 * /invite?code=… (and /invite after sign-up or login, with the kept code): signed out, the code is
 * kept and the visitor signs up or logs in first; signed in, the code is redeemed, then after 3 s
 * (01 §9) the organization's message center opens.
 */
export function InvitePage() {
  const [params] = useSearchParams();
  const user = useStoredUser();
  // "Try again" after a failed call starts a fresh redemption.
  const [attempt, setAttempt] = useState(0);
  const code = params.get('code') ?? readStoredInvite()?.code;
  if (!code) return <Navigate to="/" replace />;
  const content = decodeInviteCode(code);
  if (!content || !isUsableInviteCode(code)) return <DeadInvite organizationName={content?.organization.name} />;
  if (!user) return <SignedOutInvite code={code} organizationName={content.organization.name} />;
  return (
    <RedeemInvite key={`${code}:${attempt}`} code={code} user={user} organizationName={content.organization.name} onRetry={() => setAttempt((value) => value + 1)} />
  );
}

/** 01 §5: an expired or undecodable code is not kept. */
function DeadInvite({ organizationName }: { organizationName?: string }) {
  useEffect(() => clearStoredInvite(), []);
  return <Navigate to={inviteFailPath(organizationName)} replace />;
}

function SignedOutInvite({ code, organizationName }: { code: string; organizationName: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Invitation`);
  useEffect(() => { storeInvite(code); }, [code]);
  return (
    <PublicLayout title={t`Join ${organizationName}`}>
      <p className="text-sm text-slate-700">{t`You are invited to answer customers with ${organizationName} on Parley. Create an account or log in to join.`}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Link to="/signup" className={primaryButton}>{t`Create an account`}</Link>
        <Link to="/login" className={secondaryButton}>{t`Log in`}</Link>
      </div>
    </PublicLayout>
  );
}

// One redemption per code, even when React runs the effect twice (StrictMode) or the page re-mounts.
const redeeming = new Map<string, ReturnType<typeof redeemInvite>>();

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface RedeemInviteProps {
  code: string;
  user: StoredUser;
  organizationName: string;
  onRetry: () => void;
}

function RedeemInvite({ code, user, organizationName, onRetry }: RedeemInviteProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t`Invitation`);

  useEffect(() => {
    let current = true;
    let call = redeeming.get(code);
    if (!call) {
      call = redeemInvite(code);
      redeeming.set(code, call);
    }
    call.then(async ({ organization }) => {
      clearStoredInvite();
      // The redemption may have verified the address, and the organization list has a new entry:
      // both are read again so the console's guards let the user in.
      const fresh = await fetchCurrentUser(user.sessionToken).catch(() => null);
      if (fresh) storeUser({ ...fresh, sessionToken: user.sessionToken });
      const organizations = await listOrganizations().catch(() => null);
      if (organizations) cacheOrganizations(user.objectId, organizations);
      await wait(INVITE_REDEEM_WAIT_MS);
      if (current) navigate(`/message-center/${organization.objectId}`, { replace: true });
    }, async (cause: unknown) => {
      redeeming.delete(code);
      const failure = await toApiError(cause);
      if (!current) return;
      if (failure.body.error === INVALID_INVITE_CODE) {
        clearStoredInvite();
        const known = (failure.body as Partial<InvalidInviteBody>).organization?.name;
        navigate(inviteFailPath(known ?? organizationName), { replace: true });
        return;
      }
      setError(errorText(failure));
    });
    return () => { current = false; };
  }, [code, user.sessionToken, user.objectId, organizationName, navigate]);

  return (
    <PublicLayout title={t`Join ${organizationName}`}>
      {error ? (
        <div className="space-y-4">
          <FormError message={error} />
          <button type="button" className={`${primaryButton} w-full`} onClick={onRetry}>
            {t`Try again`}
          </button>
        </div>
      ) : (
        <output className="flex flex-col items-center gap-3 text-sm text-slate-700">
          <Spinner />
          <span>{t`Joining ${organizationName}…`}</span>
        </output>
      )}
    </PublicLayout>
  );
}
