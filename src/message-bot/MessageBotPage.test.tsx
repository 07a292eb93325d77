// The message bot's tabs follow the plan's parts (01 §3 messageBot.bot, messageBot.aiBot): the module's
// own address lands on the first one open.
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { vpcSettingForPlan, type PlanName } from '../../common/access';
import { activateLocale } from '../i18n/activate';
import { FirstOpenTab, MessageBotPage } from './MessageBotPage';

const plan = vi.hoisted(() => ({ name: 'business' as PlanName }));
vi.mock('../routing/vpc-setting-store', () => ({ useVpcSetting: () => vpcSettingForPlan(plan.name) }));
vi.mock('../routing/org-role-store', () => ({ useRoleFeature: () => null }));

function draw(path: string) {
  const router = createMemoryRouter([{
    path: '/message-bot/:orgId',
    element: <MessageBotPage />,
    children: [
      { index: true, element: <FirstOpenTab /> },
      { path: 'bot', element: <p>The rules</p> },
      { path: 'bot-settings', element: <p>The settings</p> },
      { path: 'ai-bot', element: <p>The AI bot</p> },
    ],
  }], { initialEntries: [path] });
  render(<I18nProvider i18n={i18n}><RouterProvider router={router} /></I18nProvider>);
  return router;
}

const tabs = () => within(screen.getByRole('navigation', { name: 'Message bot' })).getAllByRole('link').map((link) => link.textContent);

beforeAll(() => activateLocale('en-US'));
afterEach(cleanup);

describe('MessageBotPage', () => {
  it('offers keyword replies, the bot settings and the AI bot, and opens on keyword replies', async () => {
    plan.name = 'business';
    const router = draw('/message-bot/Org0000001');
    expect(await screen.findByText('The rules')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/message-bot/Org0000001/bot');
    expect(tabs()).toEqual(['Keyword replies', 'Bot settings', 'AI bot']);
  });

  it('leaves out the AI bot on a plan without it, and says so at its address', async () => {
    plan.name = 'basic';
    draw('/message-bot/Org0000001/ai-bot');
    expect(await screen.findByText('This page is not open to your role.')).toBeTruthy();
    expect(tabs()).toEqual(['Keyword replies', 'Bot settings']);
  });
});
