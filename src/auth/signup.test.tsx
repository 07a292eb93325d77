import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVITE_REDEEM_WAIT_MS, SIGNUP_SETUP_WAIT_MS } from '../../common/constants';
import { encodeInviteCode } from '../../common/invite-code';
import type { User } from '../../common/contracts/accounts';
import { activateLocale } from '../i18n/activate';
import { LAZY_ROUTES_TIMEOUT_MS, loadLazyRoutes, renderAt } from '../testing/routes';
import { readStoredInvite, storeInvite } from './invite-store';
import { readStoredUser } from './session-store';
import { clearSignupAccount } from './signup-draft';

// The verification page may start the sync worker's client; a test has no worker.
vi.mock('../data/sync-client', () => ({
  getSync: () => ({ start: async () => undefined, stop: async () => undefined }),
}));

const newUser: User = {
  objectId: 'NewUser001', username: 'new@example.com', email: 'new@example.com', firstName: 'Nia', lastName: 'New',
  language: 'en-US', emailVerified: false, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
};
const teaHouse = { objectId: 'OrgTea0001', name: 'Tea House' };

interface Call { path: string; body: Record<string, unknown>; at: number }

/** A stand-in for the API: answers sign-up, the current user, invite redemption and organization creation; records each call and when. */
function serveSignup() {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn<(request: Request) => Promise<Response>>(async (request) => {
    const path = new URL(request.url).pathname;
    const body = (await request.json()) as Record<string, unknown>;
    calls.push({ path, body, at: Date.now() });
    if (path === '/functions/checkSignupEmail') return Response.json({ result: { available: true } });
    if (path === '/users') return Response.json({ objectId: newUser.objectId, createdAt: newUser.createdAt, sessionToken: 'r:new' }, { status: 201 });
    if (path === '/users/me') return Response.json(newUser);
    if (path === '/functions/invite') {
      return Response.json({ result: { organization: { ...teaHouse, displayName: 'Tea House' }, authorityName: 'general' } });
    }
    if (path === '/classes/Organization') return Response.json({ objectId: 'OrgNew0001', createdAt: newUser.createdAt }, { status: 201 });
    return Response.json({ code: 141, error: `not in this test: ${path}` }, { status: 400 });
  }));
  return calls;
}

/** Lets fake time pass and the promises it releases settle. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function fillAccount() {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'New@Example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse battery' } });
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Nia' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'New' } });
}

const inviteCode = (expiresAt: number) => encodeInviteCode({ organization: teaHouse, email: 'new@example.com', expiresAt }, 'secret');

beforeAll(() => Promise.all([activateLocale('en-US'), loadLazyRoutes()]), LAZY_ROUTES_TIMEOUT_MS);
beforeEach(() => {
  localStorage.clear();
  clearSignupAccount();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('sign-up (01 §4, §9)', () => {
  it('creates the user, waits 5 s, creates the organization of step 2, clears the referral and asks to verify the e-mail', async () => {
    const calls = serveSignup();
    const router = renderAt('/signup?referral=cyberbiz');
    await pass(0);
    expect(document.title).toBe('Sign up · Parley');
    expect(localStorage.getItem('parley.ecommerceReferral')).toBe('cyberbiz');
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await pass(0);
    expect(router.state.location.pathname).toBe('/signup-content');
    expect(document.title).toBe('Your company · Parley');
    // Step 1 only asked whether the (lowercased) e-mail is free; nothing is created before step 2 is sent.
    const asked = calls.filter(({ path }) => path !== '/auth/providers').map(({ path, body }) => ({ path, email: body.email }));
    expect(asked).toEqual([{ path: '/functions/checkSignupEmail', email: 'new@example.com' }]);

    fireEvent.change(screen.getByLabelText('Company'), { target: { value: ' Tea House ' } });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'retail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await pass(0);
    const created = calls.find((call) => call.path === '/users')!;
    expect(created.body).toMatchObject({ username: 'new@example.com', email: 'new@example.com', firstName: 'Nia', lastName: 'New' });
    // The wait shows what is going on; the form is gone.
    expect(screen.getByRole('status').textContent).toBe('Preparing your workspace…');
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();

    await pass(SIGNUP_SETUP_WAIT_MS - 1);
    expect(calls.some((call) => call.path === '/classes/Organization')).toBe(false);
    await pass(1);
    const organization = calls.find((call) => call.path === '/classes/Organization')!;
    expect(organization.at - created.at).toBe(SIGNUP_SETUP_WAIT_MS);
    expect(organization.body).toMatchObject({ displayName: 'Tea House', industry: 'retail', locale: 'en-US', _SessionToken: 'r:new' });
    expect(organization.body.name).toMatch(/^[A-Za-z0-9]{10}$/);
    await pass(0);

    expect(router.state.location.pathname).toBe('/signup-verify');
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'We sent a verification link to new@example.com. Open it to start using Parley.')).toBeDefined();
    expect(readStoredUser()).toMatchObject({ objectId: 'NewUser001', sessionToken: 'r:new' });
    expect(localStorage.getItem('parley.selectedOrgId')).toBe('OrgNew0001');
    expect(localStorage.getItem('parley.ecommerceReferral')).toBeNull();
  });

  it('with a kept invitation: redeems it only after 5 s, waits 3 s more, then clears it', async () => {
    const code = inviteCode(Date.now() + 60_000);
    expect(storeInvite(code)).toBe(true);
    const calls = serveSignup();
    const router = renderAt('/signup');
    await pass(0);
    expect(screen.getByText('You will join Tea House.')).toBeDefined();
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await pass(0);
    const created = calls.find((call) => call.path === '/users')!;
    expect(created).toBeDefined();

    await pass(SIGNUP_SETUP_WAIT_MS - 1);
    expect(calls.some((call) => call.path === '/functions/invite')).toBe(false);
    await pass(1);
    const redeemed = calls.find((call) => call.path === '/functions/invite')!;
    expect(redeemed.at - created.at).toBe(SIGNUP_SETUP_WAIT_MS);
    expect(redeemed.body).toMatchObject({ invite_code: code, _SessionToken: 'r:new' });
    expect(calls.some((call) => call.path === '/classes/Organization')).toBe(false);
    expect(readStoredInvite()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('You joined Tea House. Opening it in a moment…');

    await pass(INVITE_REDEEM_WAIT_MS - 1);
    expect(router.state.location.pathname).toBe('/signup');
    expect(readStoredUser()).toBeNull();
    await pass(1);
    await pass(0);
    expect(router.state.location.pathname).toBe('/signup-verify');
    expect(localStorage.getItem('parley.selectedOrgId')).toBe('OrgTea0001');
  });

  it('does not keep an expired invitation: sign-up then asks for the company', async () => {
    expect(storeInvite(inviteCode(Date.now() - 1))).toBe(false);
    localStorage.setItem('parley.invite', JSON.stringify({ code: inviteCode(Date.now() - 1), email: 'new@example.com', organization: teaHouse }));
    serveSignup();
    const router = renderAt('/signup');
    await pass(0);
    expect(screen.queryByText('You will join Tea House.')).toBeNull();
    expect(readStoredInvite()).toBeNull();
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await pass(0);
    expect(router.state.location.pathname).toBe('/signup-content');
  });

  it('says at step 1 that the e-mail is taken, and stays there', async () => {
    const calls: string[] = [];
    vi.stubGlobal('fetch', vi.fn<(request: Request) => Promise<Response>>(async (request) => {
      calls.push(new URL(request.url).pathname);
      return Response.json({ code: 203, error: 'Account already exists for this email address.' }, { status: 400 });
    }));
    const router = renderAt('/signup');
    await pass(0);
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await pass(0);
    expect(screen.getByRole('alert').textContent).toBe('An account with this e-mail already exists. Log in instead.');
    expect(screen.getByLabelText('E-mail')).toHaveProperty('ariaInvalid', 'true');
    expect(router.state.location.pathname).toBe('/signup');
    expect(calls.filter((path) => path !== '/auth/providers')).toEqual(['/functions/checkSignupEmail']);
  });

  it('goes on to step 2 when the check cannot tell (offline or too many checks)', async () => {
    vi.stubGlobal('fetch', vi.fn<() => Promise<Response>>(async () =>
      Response.json({ code: 155, error: 'Too many e-mail checks. Try again in 60 seconds.', retryAfter: 60 }, { status: 429 })));
    const router = renderAt('/signup');
    await pass(0);
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await pass(0);
    expect(router.state.location.pathname).toBe('/signup-content');
  });

  it('keeps the form and names the problem when the account cannot be created (taken since step 1)', async () => {
    vi.stubGlobal('fetch', vi.fn<(request: Request) => Promise<Response>>(async (request) =>
      new URL(request.url).pathname === '/functions/checkSignupEmail'
        ? Response.json({ result: { available: true } })
        : Response.json({ code: 202, error: 'Account already exists for this username.' }, { status: 400 })));
    renderAt('/signup');
    await pass(0);
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await pass(0);
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Tea House' } });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'retail' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await pass(0);
    expect(screen.getByRole('alert').textContent).toBe('An account with this e-mail already exists. Log in instead.');
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Tea House');
    expect(readStoredUser()).toBeNull();
  });

  it('states the password rule where it is typed and refuses a short password at step 1, asking the server nothing', async () => {
    const calls = serveSignup();
    const router = renderAt('/signup');
    await pass(0);
    const password = screen.getByLabelText('Password');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)!.textContent).toBe('Use at least 8 characters for the password.');
    fillAccount();
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await pass(0);
    expect(screen.getByRole('alert').textContent).toBe('Use at least 8 characters for the password.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/signup');
    expect(calls.filter(({ path }) => path !== '/auth/providers')).toEqual([]);
  });

  it('keeps every answer going Back from step 2 and on again', async () => {
    serveSignup();
    const router = renderAt('/signup');
    await pass(0);
    fillAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await pass(0);
    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'Tea House' } });
    fireEvent.change(screen.getByLabelText('Industry'), { target: { value: 'retail' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back' }));
    await pass(0);
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText('E-mail')).toHaveProperty('value', 'New@Example.com');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'correct horse battery');
    expect(screen.getByLabelText('Last name')).toHaveProperty('value', 'New');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await pass(0);
    expect(router.state.location.pathname).toBe('/signup-content');
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Tea House');
    expect(screen.getByLabelText('Industry')).toHaveProperty('value', 'retail');
  });

  it('starts over at /signup when /signup-content opens without the first step', async () => {
    const router = renderAt('/signup-content');
    await pass(0);
    expect(router.state.location.pathname).toBe('/signup');
  });
});
