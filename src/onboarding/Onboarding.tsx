import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchUser, storeFreshUser } from '../account/account-api';
import { flushPendingProfile, readPendingProfile, saveProfileChange } from '../account/pending-profile';
import { useStoredUser } from '../auth/session-store';
import { showOnboarding } from './show-onboarding';

// Seen once per user: its chunk loads only when it is to be shown.
const OnboardingCarousel = lazy(() => import('./OnboardingCarousel').then((module) => ({ default: module.OnboardingCarousel })));

/** 01 §9: Finish goes to the linked-app settings 1 s later. */
const FINISH_REDIRECT_MS = 1000;

/** Skip or Finish: the tutorial is done, now (and on the server once it can be reached). */
const dismiss = () => void saveProfileChange({ toturialDisabled: true });

/**
 * Mounted in the organization shell: the onboarding carousel (01 §2, §4) for a user who has not
 * finished or skipped it. It also sends profile writes that waited for the network.
 */
export function Onboarding({ orgId }: { orgId: string }) {
  const user = useStoredUser();
  const navigate = useNavigate();
  const userId = user?.objectId;
  const wanted = user ? showOnboarding(user, readPendingProfile(user.objectId)) : false;
  const [checked, setChecked] = useState(false);
  const redirect = useRef<number>(undefined);

  // The stored user may be older than a dismissal in another browser: ask the server before
  // showing it (offline, the stored user decides).
  useEffect(() => {
    if (!userId || !wanted) return;
    let current = true;
    fetchUser(userId).then(storeFreshUser, () => undefined).finally(() => { if (current) setChecked(true); });
    return () => { current = false; };
  }, [userId, wanted]);

  useEffect(() => {
    const flush = () => void flushPendingProfile();
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  if (!wanted || !checked) return null;

  const finish = () => {
    dismiss();
    redirect.current = window.setTimeout(() => navigate(`/organization-setting/${orgId}/linked-app`), FINISH_REDIRECT_MS);
  };
  return (
    <Suspense fallback={null}>
      <OnboardingCarousel onSkip={dismiss} onFinish={finish} />
    </Suspense>
  );
}
