import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onInvalidSession } from './api/client';
import { App } from './app/App';
import { logOut } from './auth/logout';
import { activateLocale, initialLocale } from './i18n/activate';
import { listenToServiceWorker } from './pwa/push-messages';
import { registerServiceWorker } from './pwa/register-service-worker';
import { routes } from './routes';

// Any call answering "invalid session token": clear the login and local data; the guards go to /login.
onInvalidSession(() => void logOut({ notifyServer: false }));

function render(router: DataRouter): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App router={router} />
      </I18nProvider>
    </StrictMode>,
  );
}

// The first screen renders in its language: the catalog's public part loads (and the signed-in
// routes' loader adds the console's part, src/routes.tsx) while the router loads the first screen's chunks.
const catalogLoaded = activateLocale(initialLocale(), ['public']);
const router = createBrowserRouter(routes);
void catalogLoaded.then(() => render(router));
registerServiceWorker();
// A notification click routes an open console; a replaced push subscription is registered again.
listenToServiceWorker(router);
