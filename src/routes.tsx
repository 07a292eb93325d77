import type { RouteObject } from 'react-router';
import { LoginPage } from './auth/LoginPage';
import { SignupPage } from './auth/SignupPage';
import { ConversationPane } from './inbox/ConversationPane';
import { MessageCenterPage } from './inbox/MessageCenterPage';
import { NoConversationSelected } from './inbox/NoConversationSelected';
import { AddOrganizationPage } from './org/AddOrganizationPage';
import { HomeRedirect } from './routing/HomeRedirect';
import { PublicOnly } from './routing/PublicOnly';
import { RequireOrganization } from './routing/RequireOrganization';
import { RequireUser } from './routing/RequireUser';
import { Shell } from './shell/Shell';

/** The console's routes (01 §2), limited to the modules built so far. */
export const routes: RouteObject[] = [
  {
    element: <PublicOnly />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
    ],
  },
  {
    element: <RequireUser />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'add-organization/*', element: <AddOrganizationPage /> },
      {
        path: 'message-center/:orgId',
        element: <RequireOrganization />,
        children: [
          {
            element: <Shell />,
            children: [
              {
                element: <MessageCenterPage />,
                children: [
                  { index: true, element: <NoConversationSelected /> },
                  { path: 'conversation/:conversationId/customer/:customerId', element: <ConversationPane /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];
