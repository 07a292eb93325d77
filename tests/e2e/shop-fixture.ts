// The chatPay end-to-end tests' common set-up: the signed-in member's service headers, a complete shop
// saved through its API (name, logo and location, 03 §5), and axe's serious findings on a page.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEFAULT_APP_ID, DEFAULT_JS_KEY } from '../../common/defaults';
import { expect } from './fixtures';

/** The headers the console's shop calls carry for the member signed in on `page`. */
export async function shopHeaders(page: Page): Promise<Record<string, string>> {
  const { sessionToken } = JSON.parse(await page.evaluate(() => localStorage.getItem('parley.user') ?? '{}')) as { sessionToken: string };
  return { 'X-Parse-Application-Id': DEFAULT_APP_ID, 'X-Parse-JavaScript-Key': DEFAULT_JS_KEY, 'X-Parse-Session-Token': sessionToken };
}

/**
 * Saves the organization's shop as complete: "Tea House" with the server's icon as its logo, a
 * phone and an address in Taipei shown to customers, and whatever `settings` adds over the defaults
 * (each of `settings`' keys replaces the default's). Answers the settings answer as read before saving.
 */
export async function completeShop(page: Page, orgId: string, serverUrl: string, settings: (defaults: Record<string, unknown>) => Record<string, unknown> = () => ({})): Promise<Record<string, unknown>> {
  const headers = await shopHeaders(page);
  const answer = await (await page.request.get(`/shop8/${orgId}/settings`, { headers })).json() as Record<string, unknown>;
  const { complete: _complete, missing: _missing, cardAvailable: _cardAvailable, ...defaults } = answer;
  const saved = await page.request.post(`/shop8/${orgId}/settings`, {
    headers,
    data: {
      ...defaults,
      name: 'Tea House',
      logo: `${serverUrl}/icons/icon-192.png`,
      contact: {
        phone: { value: '02 2345 6789', visible: true },
        email: { value: 'shop@example.com', visible: false },
        address: { value: '1 Tea Road, Taipei', visible: true, location: { lat: 25.03, lng: 121.56, text: 'Taipei' } },
      },
      ...settings(defaults),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return answer;
}

/** axe's serious and critical findings on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`));
}
