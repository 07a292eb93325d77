import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { onInvalidSession } from './api/client';
import { App } from './app/App';
import { logOut } from './auth/logout';
import { activateLocale, initialLocale } from './i18n/activate';
import { registerServiceWorker } from './pwa/register-service-worker';

// Any call answering "invalid session token": clear the login and local data; the guards go to /login.
onInvalidSession(() => void logOut({ notifyServer: false }));

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <App />
      </I18nProvider>
    </StrictMode>,
  );
}

// The first screen renders in its language: load the catalog before anything shows.
void activateLocale(initialLocale()).then(render);
registerServiceWorker();
