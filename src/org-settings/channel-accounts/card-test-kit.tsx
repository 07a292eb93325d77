// Test support for the linked-app cards of platforms connected with credentials (line/, messenger/,
// instagram/, whatsapp/ and LinkedAppPage). Each test file keeps its own vi.mock calls (vitest hoists
// them per file); it automocks the accounts calls with `vi.mock('../channel-accounts/accounts-api')`,
// which `server` here then drives.
import type { ComponentType } from 'react';
import { cleanup, render } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { CredentialPlatform, Integration } from '../../../common/contracts/integrations';
import type { Organization } from '../../../common/contracts/organizations';
import { activateLocale } from '../../i18n/activate';
import * as accountsApi from './accounts-api';
import { OrgAccountsProvider } from './org-accounts';

/** The accounts calls, automocked by the test file's `vi.mock('…/channel-accounts/accounts-api')`. */
export const server = vi.mocked(accountsApi);

/** English, mocks cleared, no accounts connected and disconnecting answered, before each test. */
export function setUpCardTests() {
  beforeAll(() => activateLocale('en-US'));
  beforeEach(() => {
    vi.clearAllMocks();
    server.listIntegrations.mockResolvedValue([]);
    server.disconnectAccount.mockResolvedValue({});
  });
  afterEach(cleanup);
}

export const ORG_ID = 'Org0000001';

/** The organization, its member an admin or a general member. */
export const organization = (authorityName: 'admin' | 'general' = 'admin'): Organization => ({
  objectId: ORG_ID, name: 'shop', displayName: 'Shop', industry: '', locale: 'en-US', authorityName,
  integrations: [{ platform: 'livechat', alert: false }], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
});

/** A connected account of the organization; the webhook is Meta's unless given. */
export function connectedAccount(fields: {
  objectId: string;
  integrationName: string;
  platform: CredentialPlatform;
  account: string;
} & Partial<Integration>): Integration {
  return {
    integrationId: fields.objectId,
    organization: { __type: 'Pointer', className: 'Organization', objectId: ORG_ID },
    webhook: { url: 'https://parley.example/webhooks/meta', setByServer: false },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** What an admin types for a Meta app (Messenger, Instagram, WhatsApp) besides the account's ids and token. */
export const metaAppFields = {
  secret: '0123456789abcdef0123456789abcdef',
  verifyToken: 'noodles-2026!',
};

/** Renders a platform's card in a list, as the linked-app page does: inside the accounts' provider. */
export function renderCard(Card: ComponentType<{ organization: Organization }>, authority: 'admin' | 'general' = 'admin') {
  const org = organization(authority);
  return render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <OrgAccountsProvider organization={org}>
          <ul><Card organization={org} /></ul>
        </OrgAccountsProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}
