import { Navigate, type RouteObject } from 'react-router';
import { UNBUILT_ROUTES } from '../common/access';
import { readStoredUser } from './auth/session-store';
import { requireCatalogPart } from './i18n/activate';
import type { CatalogPart } from './i18n/catalogs';
import { HomeRedirect } from './routing/HomeRedirect';
import { SelectedOrgRedirect } from './routing/SelectedOrgRedirect';
import { PublicOnly } from './routing/PublicOnly';
import { RequireOrganization } from './routing/RequireOrganization';
import { RequireUser } from './routing/RequireUser';
import { Spinner } from './ui/Spinner';

/**
 * A route's loader for the parts of the catalog its screens show (src/i18n/catalogs.ts), loaded beside
 * their chunks: the shell and the message center need `inbox`, every other signed-in screen `console`
 * too, so the public pages load only `public` and the message center's first screen no more than it
 * shows. The routes behind a login go to /login without one and need none then (`whenSignedIn`).
 */
function catalog(parts: CatalogPart[], { whenSignedIn = true } = {}): () => Promise<null> {
  return async () => {
    if (!whenSignedIn || readStoredUser()) await Promise.all(parts.map(requireCatalogPart));
    return null;
  };
}

/**
 * The console's routes (01 §2), limited to the modules built so far. The guards are part of the
 * start-up chunk; every screen is its own chunk, loaded when a route needs it (the router loads
 * those of all matched routes at once). The service worker precaches them all for offline use.
 * A page open without a session is listed in scripts/catalog-parts.mjs (PUBLIC_PAGES): its messages
 * are in the catalog's `public` part.
 */
export const routes: RouteObject[] = [
  {
    // Shown until the chunks of the first screen have loaded.
    hydrateFallbackElement: <Spinner />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: 'login', lazy: () => import('./auth/LoginPage').then((module) => ({ Component: module.LoginPage })) },
          { path: 'signup', lazy: () => import('./auth/SignupPage').then((module) => ({ Component: module.SignupPage })) },
          // Social login: the provider sends the browser back here (src/auth/social/authorization-request.ts).
          { path: 'login/callback', lazy: () => import('./auth/social/SocialCallbackPage').then((module) => ({ Component: module.SocialCallbackPage })) },
          // Sign-up's second step: company and industry (01 §2, §4).
          { path: 'signup-content', lazy: () => import('./auth/SignupContentPage').then((module) => ({ Component: module.SignupContentPage })) },
        ],
      },
      // Password and verify pages: open signed in or not (01 §2: always allowed).
      { path: 'forget', lazy: () => import('./auth/ForgotPasswordPage').then((module) => ({ Component: module.ForgotPasswordPage })) },
      { path: 'resetPassword', lazy: () => import('./auth/ResetPasswordPage').then((module) => ({ Component: module.ResetPasswordPage })) },
      { path: 'signup-verify', lazy: () => import('./auth/SignupVerifyPage').then((module) => ({ Component: module.SignupVerifyPage })) },
      {
        // The default target of the sidebar's help link (src/shell/links.ts): in the shell once signed in.
        path: 'help',
        // Open signed out too (under the public header): the help page's messages are the console's.
        loader: catalog(['inbox', 'console'], { whenSignedIn: false }),
        lazy: () => import('./shell/ShellWhenSignedIn').then((module) => ({ Component: module.ShellWhenSignedIn })),
        children: [{ index: true, lazy: () => import('./help/HelpPage').then((module) => ({ Component: module.HelpPage })) }],
      },
      // Invitations: open signed in or not (signed out, the code is kept for after sign-up or login).
      { path: 'invite', lazy: () => import('./auth/InvitePage').then((module) => ({ Component: module.InvitePage })) },
      { path: 'invite-fail', lazy: () => import('./auth/InviteFailPage').then((module) => ({ Component: module.InviteFailPage })) },
      {
        path: 'change-password-fail',
        lazy: () => import('./auth/ChangePasswordFailPage').then((module) => ({ Component: module.ChangePasswordFailPage })),
      },
      {
        element: <RequireUser />,
        loader: catalog(['inbox']),
        children: [
          { index: true, element: <HomeRedirect /> },
          {
            path: 'changePassword',
            loader: catalog(['console']),
            lazy: () => import('./auth/ChangePasswordPage').then((module) => ({ Component: module.ChangePasswordPage })),
          },
          {
            // Always allowed once signed in (01 §2), with or without an organization; in the shell (01 §2).
            path: 'account-setting',
            loader: catalog(['console']),
            lazy: () => import('./shell/SelectedOrgShell').then((module) => ({ Component: module.SelectedOrgShell })),
            children: [
              { index: true, lazy: () => import('./account/AccountSettingsPage').then((module) => ({ Component: module.AccountSettingsPage })) },
            ],
          },
          {
            path: 'add-organization/*',
            loader: catalog(['console']),
            lazy: () => import('./org/AddOrganizationPage').then((module) => ({ Component: module.AddOrganizationPage })),
          },
          // The web app's shortcuts (src/pwa/web-manifest.ts): the selected organization's message center.
          { path: 'message-center', element: <SelectedOrgRedirect page="message-center" /> },
          {
            path: 'message-center/:orgId',
            element: <RequireOrganization />,
            children: [
              {
                lazy: () => import('./shell/Shell').then((module) => ({ Component: module.Shell })),
                children: [
                  {
                    lazy: () => import('./inbox/MessageCenterPage').then((module) => ({ Component: module.MessageCenterPage })),
                    children: [
                      {
                        index: true,
                        lazy: () => import('./inbox/NoConversationSelected').then((module) => ({ Component: module.NoConversationSelected })),
                      },
                      {
                        path: 'conversation/:conversationId/customer/:customerId',
                        loader: catalog(['console']),
                        lazy: () => import('./inbox/ConversationPane').then((module) => ({ Component: module.ConversationPane })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            path: 'message-bot/:orgId',
            loader: catalog(['console']),
            element: <RequireOrganization />,
            children: [
              {
                lazy: () => import('./shell/Shell').then((module) => ({ Component: module.Shell })),
                children: [
                  {
                    // Keyword replies and the bot's settings (src/message-bot/), the AI bot (src/ai-bot/), as tabs.
                    lazy: () => import('./message-bot/MessageBotPage').then((module) => ({ Component: module.MessageBotPage })),
                    children: [
                      { index: true, lazy: () => import('./message-bot/MessageBotPage').then((module) => ({ Component: module.FirstOpenTab })) },
                      { path: 'bot', lazy: () => import('./message-bot/rules/BotRulesPage').then((module) => ({ Component: module.BotRulesPage })) },
                      { path: 'bot/new', lazy: () => import('./message-bot/rule-editor/BotRuleEditorPage').then((module) => ({ Component: module.BotRuleEditorPage })) },
                      { path: 'bot/:ruleId', lazy: () => import('./message-bot/rule-editor/BotRuleEditorPage').then((module) => ({ Component: module.BotRuleEditorPage })) },
                      { path: 'bot-settings', lazy: () => import('./message-bot/settings/BotSettingsPage').then((module) => ({ Component: module.BotSettingsPage })) },
                      { path: 'ai-bot', lazy: () => import('./ai-bot/AiBotPage').then((module) => ({ Component: module.AiBotPage })) },
                    ],
                  },
                ],
              },
            ],
          },
          {
            path: 'customer-management/:orgId',
            loader: catalog(['console']),
            element: <RequireOrganization />,
            children: [
              {
                lazy: () => import('./shell/Shell').then((module) => ({ Component: module.Shell })),
                children: [
                  {
                    lazy: () => import('./customer-groups/CustomerManagementPage').then((module) => ({ Component: module.CustomerManagementPage })),
                    children: [
                      {
                        index: true,
                        lazy: () => import('./customer-groups/CustomerManagementPage').then((module) => ({ Component: module.FirstOpenTab })),
                      },
                      {
                        path: 'all-customers',
                        lazy: () => import('./customer-management/all-customers/AllCustomersPage').then((module) => ({ Component: module.AllCustomersPage })),
                      },
                      {
                        path: 'customer-groups',
                        lazy: () => import('./customer-groups/CustomerGroupsPage').then((module) => ({ Component: module.CustomerGroupsPage })),
                      },
                      {
                        path: 'customer-groups/:groupId',
                        lazy: () => import('./customer-groups/CustomerGroupPage').then((module) => ({ Component: module.CustomerGroupPage })),
                      },
                      {
                        path: 'tag-management',
                        lazy: () => import('./tags/TagManagementPage').then((module) => ({ Component: module.TagManagementPage })),
                      },
                      {
                        path: 'message-keyword',
                        lazy: () => import('./customer-management/message-keywords/MessageKeywordsPage').then((module) => ({ Component: module.MessageKeywordsPage })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          {
            // 03 §2 broadcast/{orgId}/*: the list and analysis (src/broadcast/), the editor's new and edit (src/broadcast/editor/).
            path: 'broadcast/:orgId',
            loader: catalog(['console']),
            element: <RequireOrganization />,
            children: [
              {
                lazy: () => import('./shell/Shell').then((module) => ({ Component: module.Shell })),
                children: [
                  { index: true, lazy: () => import('./broadcast/BroadcastListPage').then((module) => ({ Component: module.BroadcastListPage })) },
                  {
                    path: ':taskId/analysis',
                    lazy: () => import('./broadcast/BroadcastAnalysisPage').then((module) => ({ Component: module.BroadcastAnalysisPage })),
                  },
                  // The LINE share app (LIFF) setup (src/broadcast/liff/).
                  { path: 'liff', lazy: () => import('./broadcast/liff/LiffSetupPage').then((module) => ({ Component: module.LiffSetupPage })) },
                  // The editor (src/broadcast/editor/): new (?resendTaskId=… resends a broadcast's failures) and edit.
                  { path: 'new', lazy: () => import('./broadcast/editor/BroadcastEditorPage').then((module) => ({ Component: module.BroadcastEditorPage })) },
                  {
                    path: ':taskId/edit',
                    lazy: () => import('./broadcast/editor/BroadcastEditorPage').then((module) => ({ Component: module.BroadcastEditorPage })),
                  },
                ],
              },
            ],
          },
          {
            // 03 §2 chatPay/{orgId}/*: products (productsList, the spec's address), orders, store settings and statistics (src/chat-pay/), as tabs.
            path: 'chatPay/:orgId',
            loader: catalog(['console']),
            element: <RequireOrganization />,
            children: [
              {
                lazy: () => import('./shell/Shell').then((module) => ({ Component: module.Shell })),
                children: [
                  {
                    lazy: () => import('./chat-pay/ChatPayPage').then((module) => ({ Component: module.ChatPayPage })),
                    children: [
                      { index: true, lazy: () => import('./chat-pay/ChatPayPage').then((module) => ({ Component: module.FirstOpenTab })) },
                      { path: 'productsList', lazy: () => import('./chat-pay/products/ProductsListPage').then((module) => ({ Component: module.ProductsListPage })) },
                      { path: 'productsList/new', lazy: () => import('./chat-pay/products/ProductEditorPage').then((module) => ({ Component: module.ProductEditorPage })) },
                      { path: 'productsList/:productId', lazy: () => import('./chat-pay/products/ProductEditorPage').then((module) => ({ Component: module.ProductEditorPage })) },
                      { path: 'orders', lazy: () => import('./chat-pay/orders/OrdersPage').then((module) => ({ Component: module.OrdersPage })) },
                      { path: 'orders/new/:customerId', lazy: () => import('./chat-pay/customer-orders/NewOrderPage').then((module) => ({ Component: module.NewOrderPage })) },
                      { path: 'orders/:orderId', lazy: () => import('./chat-pay/orders/OrderDetailPage').then((module) => ({ Component: module.OrderDetailPage })) },
                      { path: 'settings', lazy: () => import('./chat-pay/settings/StoreSettingsPage').then((module) => ({ Component: module.StoreSettingsPage })) },
                      // The one route with charts so far: the chart library comes with it (src/charts, docs/charts.md).
                      { path: 'stats', lazy: () => import('./chat-pay/stats/StatsPage').then((module) => ({ Component: module.StatsPage })) },
                    ],
                  },
                ],
              },
            ],
          },
          {
            path: 'organization-setting/:orgId',
            loader: catalog(['console']),
            element: <RequireOrganization />,
            children: [
              {
                lazy: () => import('./shell/Shell').then((module) => ({ Component: module.Shell })),
                children: [
                  {
                    lazy: () => import('./org-settings/OrgSettingsPage').then((module) => ({ Component: module.OrgSettingsPage })),
                    children: [
                      { index: true, element: <Navigate to="member-management" replace /> },
                      {
                        path: 'member-management',
                        lazy: () => import('./org-settings/MemberManagementPage').then((module) => ({ Component: module.MemberManagementPage })),
                      },
                      {
                        path: 'basic-info',
                        lazy: () => import('./org-settings/BasicInfoPage').then((module) => ({ Component: module.BasicInfoPage })),
                      },
                      {
                        path: 'linked-app',
                        lazy: () => import('./org-settings/LinkedAppPage').then((module) => ({ Component: module.LinkedAppPage })),
                      },
                      {
                        path: 'redirect-options',
                        lazy: () => import('./org-settings/RedirectOptionsPage').then((module) => ({ Component: module.RedirectOptionsPage })),
                      },
                      {
                        path: 'whatsapp-template',
                        lazy: () => import('./org-settings/whatsapp/WhatsAppTemplatePage').then((module) => ({ Component: module.WhatsAppTemplatePage })),
                      },
                      {
                        path: 'permission-setting',
                        lazy: () => import('./org-settings/permission/PermissionSettingPage').then((module) => ({ Component: module.PermissionSettingPage })),
                      },
                    ],
                  },
                ],
              },
            ],
          },
          // The spec's routes of what this server has not built yet say so (common/access/built.ts).
          ...UNBUILT_ROUTES.map((unbuilt): RouteObject => {
            const page = () => import('./shell/ModuleUnavailablePage').then((module) => ({ element: <module.ModuleUnavailablePage route={unbuilt} /> }));
            return {
              path: unbuilt.path,
              loader: catalog(['console']),
              element: <RequireOrganization />,
              children: [
                {
                  lazy: () => import('./shell/Shell').then((module) => ({ Component: module.Shell })),
                  // The module's own path and every path under it (the spec's `{page}/{orgId}/*`).
                  children: [{ index: true, lazy: page }, { path: '*', lazy: page }],
                },
              ],
            };
          }),
          { path: '*', element: <HomeRedirect /> },
        ],
      },
    ],
  },
];
